import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { PART_CONTENT_FILE } from '../../packages/shared-types/src/part-content.ts';
import { adminCsp } from './csp.ts';
import { EDITOR_PAGE_FILES, editorPages } from './editor-pages.ts';
import { type EditorBackend, editorBackendOf } from './src/config/backend-env.ts';
import { decapWithoutEval } from './src/config/decap-without-eval.ts';
import { previewFramesOf, previewOriginsOf } from './src/previews/preview-frames.ts';

/**
 * Its pages carry its own policy, with the one API the build was told to save through: the
 * editor's and the owner's numbers' (which asks the same local backend).
 */
function ownCsp({ gitHostApi, connectOrigin }: EditorBackend, frameOrigins: string[]): Plugin {
  return {
    name: 'jac:admin-csp',
    transformIndexHtml: (html) =>
      html.replace('%ADMIN_CSP%', adminCsp(gitHostApi, connectOrigin, frameOrigins)),
  };
}

/**
 * Where the parts' preview pages are (src/previews/preview-frames.ts): as the release
 * engine tells the build (VITE_CMS_PREVIEW_FRAMES, VITE_CMS_PREVIEW_ORIGINS:
 * platform/release/engine/release/publish-editor.mjs, from its targets), else this machine's, from
 * composition.json: every remote's origin, and for the dev server each remote's dev
 * server's page (`npm run dev`).
 */
function previewFrames(env: Record<string, string>, command: 'serve' | 'build') {
  const { remotes } = JSON.parse(
    readFileSync(join(import.meta.dirname, '../..', 'composition.json'), 'utf8'),
  ) as { remotes: Record<string, { package: string; port: number }> };
  const local = Object.values(remotes).map((remote) => ({
    app: remote.package,
    origin: `http://localhost:${remote.port}`,
  }));
  const written =
    env.VITE_CMS_PREVIEW_FRAMES ??
    (command === 'serve'
      ? JSON.stringify(
          Object.fromEntries(local.map(({ app, origin }) => [app, `${origin}/owner-preview.html`])),
        )
      : '{}');
  const frames = previewFramesOf(written);
  const origins = previewOriginsOf(
    env.VITE_CMS_PREVIEW_ORIGINS ?? local.map(({ origin }) => origin).join(' '),
    frames,
  );
  return { frames, origins };
}

/**
 * The dev server answers /parts.json as the release engine does beside the published editor
 * (platform/release/engine/compose/editor-parts.mjs): each part's PART_CONTENT_FILE from its last
 * build (`npm run build`), read as data. The editor imports no part's code; its loader
 * checks the shape (src/parts/load-parts.ts). The engine's own, checked by its gate, is
 * deploy/site/admin/parts.json.
 */
function devParts(): Plugin {
  const root = join(import.meta.dirname, '../..');
  return {
    name: 'jac:admin-dev-parts',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/parts.json', (_request, response) => {
        const composition = JSON.parse(readFileSync(join(root, 'composition.json'), 'utf8')) as {
          shell: { package: string };
          remotes: Record<string, { package: string }>;
        };
        const apps = [
          composition.shell.package,
          ...Object.values(composition.remotes).map((remote) => remote.package),
        ];
        const parts = apps
          .map((app) => join(root, 'apps', app, 'dist', PART_CONTENT_FILE))
          .filter((file) => existsSync(file))
          .map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify({ parts }));
      });
    },
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
  const previews = previewFrames(env, command);
  return {
    base: '/',
    // A local editor frames the parts of whichever site on this machine it sits beside (a
    // test's sits on shifted ports): any loopback port, and still never its own origin's code.
    plugins: [
      react(),
      editorPages(),
      // Its policy allows no eval: Decap's configuration check compiles none (src/config/).
      { ...decapWithoutEval({ mustApply: true }), apply: 'build' },
      ownCsp(backend, backend.name === 'local' ? ['http://localhost:*'] : previews.origins),
      devParts(),
    ],
    // The dev server bundles Decap apart, without the plugins above.
    optimizeDeps: { rolldownOptions: { plugins: [decapWithoutEval()] } },
    define: {
      // Decap CMS's dependencies read Node's `global`.
      global: 'globalThis',
      // The page saves through the backend its policy allows, decided here once.
      'import.meta.env.VITE_CMS_BACKEND': JSON.stringify(backend.name),
    },
    build: {
      outDir: 'dist',
      chunkSizeWarningLimit: 6000,
      // Three pages on the editor's origin: the owner's phone-first editor (src/phone/), the
      // full editor (Decap, loaded only there), and the owner's numbers (src/numbers/), each
      // written with the same head by editor-pages.ts.
      rolldownOptions: {
        input: Object.fromEntries(
          EDITOR_PAGE_FILES.map((file) => [
            file.replace(/\.html$/, ''),
            join(import.meta.dirname, file),
          ]),
        ),
      },
    },
    server: { port: 4090, strictPort: true, host: '127.0.0.1' },
  };
});
