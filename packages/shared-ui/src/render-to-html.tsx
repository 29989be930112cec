import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';

/**
 * Renders a page to HTML as it looks before any script runs, inside a static router at
 * `location` (links, params and active states as on the client). `prerender` waits for
 * everything the tree suspends on. Used only by the apps' render builds, in Node.
 */
export async function renderToHtml(location: string, page: ReactNode): Promise<string> {
  const { prelude } = await prerender(<StaticRouter location={location}>{page}</StaticRouter>);
  return new Response(prelude).text();
}
