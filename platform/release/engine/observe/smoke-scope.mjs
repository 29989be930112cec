// @ts-check
// What a smoke run visits: what the release can break. A remote's release can break its
// own pages, in every language, and the frame every part meets in: one page of each other
// part and the not-found page show that. A shell's release changes every page, so its
// smoke run, and a scheduled one, visit the whole site (issue 54).
import { composition, REMOTES } from 'composition/load.mjs';
import { LANGUAGE_PREFIXES } from 'deployment';

/** The scope of a smoke run that visits every route the sitemap lists. */
export const WHOLE_SITE = 'site';

/** A path no route serves: the not-found page every smoke run visits. */
export const NOT_FOUND_PATH = '/smoke-run-no-such-page';

/** The language prefix `path` is under ('' for the default language's). @param {string} path */
export function languagePrefixOf(path) {
  return (
    LANGUAGE_PREFIXES.find(
      (prefix) => prefix && (path === prefix || path.startsWith(`${prefix}/`)),
    ) ?? ''
  );
}

/** `path` without its language's prefix: '/hi/service/ac' → '/service/ac'. @param {string} path */
function withoutLanguage(path) {
  const prefix = languagePrefixOf(path);
  return path === prefix && prefix ? '/' : path.slice(prefix.length);
}

/**
 * The remote package whose route serves `path`, in any language, or undefined.
 * @param {string} path
 */
export function partOfPath(path) {
  const bare = withoutLanguage(path);
  const serves = (/** @type {string} */ route) =>
    route.endsWith('/*') ? bare.startsWith(route.slice(0, -1)) : bare === route;
  const owner = Object.values(composition.remotes).find((remote) =>
    remote.routes.some((route) => serves(route.path)),
  );
  return owner?.package;
}

/**
 * The scope a smoke run of a release of `app` has: the part itself, or the whole site
 * for the shell (and for anything that is not a remote).
 * @param {string} app
 */
export const smokeScopeOf = (app) => (Object.hasOwn(REMOTES, app) ? app : WHOLE_SITE);

/**
 * The pages a smoke run of `scope` visits, in the sitemap's order: every path for the
 * whole site; for a part, its own paths and the first path of each other part.
 * @param {readonly string[]} paths the sitemap's paths
 * @param {string} scope a remote's package or WHOLE_SITE
 * @returns {string[]}
 */
export function smokePages(paths, scope) {
  if (scope === WHOLE_SITE) return [...paths];
  if (!Object.hasOwn(REMOTES, scope))
    throw new Error(`${scope} is not a part a smoke run can scope to`);
  const own = paths.filter((path) => partOfPath(path) === scope);
  const others = Object.keys(REMOTES)
    .filter((part) => part !== scope)
    .flatMap((part) => paths.find((path) => partOfPath(path) === part) ?? []);
  return [...own, ...others];
}
