import type { Plugin } from 'vite';
import { CONTRACT_VERSION } from '../shared-types/src/contract.ts';
import { composition } from './composed-app.ts';

/**
 * The shell's dev server answers /remotes.json from composition.json: each remote's dev
 * server, so `npm run dev` composes the four apps with no file to keep in step.
 */
export function devRemoteConfig(): Plugin {
  const config = Object.fromEntries(
    Object.entries(composition.remotes).map(([name, remote]) => [
      name,
      {
        entry: `http://localhost:${remote.port}/remoteEntry.js`,
        version: '0.0.0-dev',
        contract: CONTRACT_VERSION,
      },
    ]),
  );
  return {
    name: 'jac:dev-remote-config',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/remotes.json', (_request, response) => {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(config));
      });
    },
  };
}
