import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The editor at /admin: its own small app, not a remote and not federated. The public
 * pages never load it; it is served under /admin/ with a CSP of its own (servers/).
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // Decap CMS's dependencies read Node's `global`.
  define: { global: 'globalThis' },
  build: { outDir: 'dist', chunkSizeWarningLimit: 6000 },
  server: { port: 4090, strictPort: true, host: '127.0.0.1' },
});
