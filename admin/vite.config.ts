import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { adminCsp } from './csp.ts';
import { type EditorBackend, editorBackendOf } from './src/config/backend-env.ts';

/**
 * Its pages carry its own policy, with the one API the build was told to save through: the
 * editor's and the owner's numbers' (which asks the same local backend).
 */
function ownCsp({ gitHostApi, connectOrigin }: EditorBackend): Plugin {
  return {
    name: 'jac:admin-csp',
    transformIndexHtml: (html) => html.replace('%ADMIN_CSP%', adminCsp(gitHostApi, connectOrigin)),
  };
}

/**
 * The owner's editor: its own small app, not a remote and not federated, served on an
 * origin of its own (composition.json's admin port on this machine), so the public pages
 * share nothing with it: not its storage, where Decap keeps the signed-in user. A build
 * refuses to start without the repository it saves into (VITE_CMS_REPO), unless it is
 * told it saves on this machine alone (VITE_CMS_BACKEND=local).
 */
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_CMS_');
  // The dev server (`npx vite` in admin/) edits this checkout unless told otherwise.
  const backend = editorBackendOf(
    command === 'serve' ? { VITE_CMS_BACKEND: 'local', ...env } : env,
  );
  return {
    base: '/',
    plugins: [react(), ownCsp(backend)],
    define: {
      // Decap CMS's dependencies read Node's `global`.
      global: 'globalThis',
      // The page saves through the backend its policy allows, decided here once.
      'import.meta.env.VITE_CMS_BACKEND': JSON.stringify(backend.name),
    },
    build: {
      outDir: 'dist',
      chunkSizeWarningLimit: 6000,
      // Two pages on the editor's origin: the editor, and the owner's numbers (src/numbers/).
      rolldownOptions: {
        input: {
          index: join(import.meta.dirname, 'index.html'),
          numbers: join(import.meta.dirname, 'numbers.html'),
        },
      },
    },
    server: { port: 4090, strictPort: true, host: '127.0.0.1' },
  };
});
