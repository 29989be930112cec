// @ts-check
// What a request asks for, read the way nginx reads it: its path and query, and whether
// that path names something hidden. Every origin the site's server answers reads it so.

/**
 * The request's path and query. Read against a fixed origin, so "//host/x" is a path
 * (merged to "/host/x", as nginx does), never another host.
 * @param {string} target
 */
export function requestUrl(target) {
  try {
    const url = new URL(`http://localhost${target}`);
    return { pathname: url.pathname.replace(/\/{2,}/g, '/'), search: url.search };
  } catch {
    return undefined;
  }
}

/**
 * Whether a path names something hidden: a segment starting with "." (a build's .vite/
 * manifest, .git/, .env, .well-known/), percent-encoded ("%2e", "%2f") or not. Answered
 * with a bare 404, before any route, redirect or editor file, as a missing file is.
 * @param {string} pathname
 */
export const isHidden = (pathname) => /(?:\/|%2f)(?:\.|%2e)/i.test(pathname);
