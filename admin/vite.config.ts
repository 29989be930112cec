import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { adminCsp } from './csp.ts';

/** Its page carries its own policy, with the Git host the build was told to use. */
function ownCsp(gitHostApi: string): Plugin {
  return {
    name: 'jac:admin-csp',
    transformIndexHtml: (html) => html.replace('%ADMIN_CSP%', adminCsp(gitHostApi)),
  };
}

/**
 * The editor at /admin: its own small app, not a remote and not federated. The public
 * pages never load it; it is served under /admin with a CSP of its own.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_CMS_');
  return {
    base: '/admin/',
    plugins: [react(), ownCsp(env.VITE_CMS_API_ORIGIN ?? 'https://api.github.com')],
    // Decap CMS's dependencies read Node's `global`.
    define: { global: 'globalThis' },
    build: { outDir: 'dist', chunkSizeWarningLimit: 6000 },
    server: { port: 4090, strictPort: true, host: '127.0.0.1' },
  };
});
