/**
 * A route's page as the release step composed it: what a soft navigation shows at once
 * when the route's module has not arrived yet, exactly as a fresh load of that URL
 * would paint it (decision 008). The composed HTML is the one source: nothing is
 * rendered twice.
 */
export interface PrerenderedPage {
  /** The inner HTML of the composed page's <main>: the remote's pre-rendered page. */
  html: string;
  title: string;
  description: string;
  /** The page's inlined CSS (the shell's and the route's), applied while it is shown. */
  css: string;
}

/**
 * One fetch per path for the visit. A path without a composed page (the development
 * server's) is remembered as such; a failed fetch is forgotten, so the next visit tries again.
 */
const pages = new Map<string, Promise<PrerenderedPage | undefined>>();

/** Reads the parts of a composed document; undefined when it holds no pre-rendered page. */
export function parsePrerenderedPage(documentHtml: string): PrerenderedPage | undefined {
  const parsed = new DOMParser().parseFromString(documentHtml, 'text/html');
  const main = parsed.getElementById('main');
  // The app's plain index.html (the development server) has an empty root: nothing to show.
  if (!main || main.childElementCount === 0) return undefined;
  return {
    html: main.innerHTML,
    title: parsed.title,
    description: parsed.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '',
    css: [...parsed.querySelectorAll('head style')].map((style) => style.textContent).join('\n'),
  };
}

async function fetchPage(pathname: string): Promise<PrerenderedPage | undefined> {
  // High priority: the visitor is waiting for it, and the module's scripts compete for the link.
  const response = await fetch(pathname, { headers: { Accept: 'text/html' }, priority: 'high' });
  // A 404 is an answer too: /service/<unknown> is composed with the service not-found state.
  if (!response.ok && response.status !== 404) {
    throw new Error(`${pathname} answered ${response.status}`);
  }
  if (!(response.headers.get('Content-Type') ?? '').includes('text/html')) return undefined;
  return parsePrerenderedPage(await response.text());
}

/** The composed page of `pathname`; undefined when there is none or the fetch failed. */
export function prerenderedPage(pathname: string): Promise<PrerenderedPage | undefined> {
  let page = pages.get(pathname);
  if (!page) {
    page = fetchPage(pathname).catch(() => {
      pages.delete(pathname);
      return undefined;
    });
    pages.set(pathname, page);
  }
  return page;
}
