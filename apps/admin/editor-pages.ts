import { basename } from 'node:path';
import type { Plugin } from 'vite';

type EditorPage = { title: string; noscript: string; body?: string; script: string };

/** The pages of the editor's origin, each built from its .html file here (vite.config.ts). */
const PAGES: Record<string, EditorPage> = {
  'index.html': {
    title: 'Your website',
    noscript: 'The site editor needs JavaScript.',
    body: '<div id="owner"><p style="font: 1rem system-ui, sans-serif; padding: 1rem">Opening your editor…</p></div>',
    script: '/src/phone/main.tsx',
  },
  'full-editor.html': {
    title: 'Site editor',
    noscript: 'The site editor needs JavaScript.',
    script: '/src/main.tsx',
  },
  'numbers.html': {
    title: 'How your website is doing',
    noscript: 'This page needs JavaScript.',
    script: '/src/numbers/main.tsx',
  },
};

/**
 * Writes each editor page before Vite reads its scripts, so the three share one head: never
 * indexed, and the editor's policy (%ADMIN_CSP%, filled in by vite.config.ts's ownCsp). Its
 * scripts are files alone: the policy allows no inline script.
 */
export function editorPages(): Plugin {
  return {
    name: 'jac:editor-pages',
    transformIndexHtml: {
      order: 'pre',
      handler: (_html, { filename }) => {
        const page = PAGES[basename(filename)];
        if (!page)
          throw new Error(`${filename} is not one of the editor's pages (editor-pages.ts)`);
        return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta http-equiv="Content-Security-Policy" content="%ADMIN_CSP%" />
    <title>${page.title} · Jaipur Appliance Care</title>
  </head>
  <body>
    <noscript>${page.noscript}</noscript>
${page.body ? `    ${page.body}\n` : ''}    <script type="module" src="${page.script}"></script>
  </body>
</html>
`;
      },
    },
  };
}

/** The pages the build takes as its entries. */
export const EDITOR_PAGE_FILES = Object.keys(PAGES);
