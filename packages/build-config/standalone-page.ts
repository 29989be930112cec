import type { Plugin } from 'vite';

/**
 * A remote's page when it runs alone (`npm run dev -w <remote>`; its production build
 * leaves it out, app-config.ts): one frame for every remote, named after its package. Its
 * own index.html only says so; this writes that page, and no other (a remote's
 * owner-preview.html is its own), before Vite reads its scripts.
 */
export function standalonePage(packageName: string): Plugin {
  return {
    name: 'jac:standalone-page',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, { path }) =>
        path !== '/index.html'
          ? html
          : `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${packageName} · standalone preview</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.ts"></script>
  </body>
</html>
`,
    },
  };
}
