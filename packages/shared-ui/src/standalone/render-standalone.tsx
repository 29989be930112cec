import '../tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { composition, type RemoteName } from 'shared-types';
import { StandaloneFrame } from './standalone-frame';
import { type RemotePages, type StandaloneProps, standaloneRoutes } from './standalone-routes';

/**
 * A remote run alone (`npm run dev -w <remote>`), into its index.html's #root: the routes
 * composition.json gives it, in a minimal frame of its own. The remote passes only what is
 * its own: its pages, and what a shell would hand them besides the site and the language.
 * It imports its pages from src/pages, not through src/exposed: an exposed module imported
 * here too would change how the build splits the chunks the shell loads for it.
 */
export function renderStandalone<Remote extends RemoteName>(
  remote: Remote,
  pages: RemotePages<Remote>,
  props?: StandaloneProps,
): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <StandaloneFrame
        remoteName={composition.remotes[remote].package}
        routes={standaloneRoutes(remote, pages, props)}
      />
    </StrictMode>,
  );
}
