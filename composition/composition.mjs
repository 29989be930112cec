// composition.json for the scripts: the apps, their ports, and local origins derived
// from them. (TypeScript reads the same file through shared-types/src/composition.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/** @type {{ shell: { package: string, port: number }, previews: { port: number }, remotes: Record<string, { package: string, port: number, routes: Array<{ path: string, expose: string }>, exposes: Record<string, string> }> }} */
export const composition = JSON.parse(readFileSync(join(ROOT, 'composition.json'), 'utf8'));

/** Remote package folder → federation name: { 'mf-services': 'mf_services', … }. */
export const REMOTES = Object.fromEntries(
  Object.entries(composition.remotes).map(([name, remote]) => [remote.package, name]),
);

/** Every app's package folder and port, the shell first. */
export const APPS = [
  { package: composition.shell.package, port: composition.shell.port, shell: true },
  ...Object.values(composition.remotes).map((remote) => ({
    package: remote.package,
    port: remote.port,
    shell: false,
  })),
];

/**
 * Where each app is served on this machine, as a targets file names it: the composed
 * ports, shifted so the shell is on `shellPort` (the benchmark and the private test
 * sites run beside the site on other ports).
 */
export function localTargets(shellPort = composition.shell.port) {
  const shift = shellPort - composition.shell.port;
  const origin = (/** @type {number} */ port) => `http://localhost:${port + shift}`;
  return {
    shell: origin(composition.shell.port),
    // Each preview on a host of its own below it: http://<id>.preview.localhost:4010.
    previews: `http://preview.localhost:${composition.previews.port + shift}`,
    ...Object.fromEntries(
      Object.entries(composition.remotes).map(([name, remote]) => [name, origin(remote.port)]),
    ),
  };
}
