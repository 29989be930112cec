// @ts-check
// Where things are in a deployment, a folder or a bucket prefix alike ('/'-separated,
// relative to its root). Served: the shell's folder, each remote's releases and the
// previews. Kept beside them, never served: the pointers (history/), the render builds,
// the ledger and the CSP hashes.
import { isPattern, isRoute, ROUTE_RULE, SEGMENT } from 'composition/routes.mjs';
import languages from 'shared-types/locales.json' with { type: 'json' };

/** A language's code as a URL prefix may carry it: 'hi', 'pt-br'. */
const LOCALE_CODE = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/;

/** The language served at the root (packages/shared-types/locales.json, the one list of languages). */
export const DEFAULT_LOCALE = languages.defaultLocale;

/** Every other language: each is served under a prefix of its own, '/hi'. */
export const PREFIXED_LOCALES = Object.keys(languages.locales).filter(
  (locale) => locale !== DEFAULT_LOCALE,
);

for (const locale of [DEFAULT_LOCALE, ...PREFIXED_LOCALES]) {
  if (!LOCALE_CODE.test(locale)) throw new Error(`locales.json: ${locale} is not a language code`);
}
if (!(DEFAULT_LOCALE in languages.locales)) {
  throw new Error(`locales.json: the default language ${DEFAULT_LOCALE} is not one of its locales`);
}

/** The path prefix of each language the site is written in: '' for the default's, then '/hi'. */
export const LANGUAGE_PREFIXES = ['', ...PREFIXED_LOCALES.map((locale) => `/${locale}`)];

/** One of the prefixed languages, as a regular expression's alternative ('hi|ta'); none matches nothing. */
const PREFIXED = PREFIXED_LOCALES.length > 0 ? PREFIXED_LOCALES.join('|') : '(?!)';

/** A remote's release, immutable: what browsers load. @param {string} app @param {string} id */
export const releasePath = (app, id) => `${app}/releases/${id}`;

/** Never served: the pointers, the render builds, the ledger, the locks and the requests. */
export const HISTORY_FOLDER = 'history';
export const RENDERERS_FOLDER = 'renderers';
export const LEDGER_FOLDER = 'ledger';
export const LOCKS_FOLDER = 'locks';
export const REQUESTS_FOLDER = 'requests';

/** Where a team's requests to go live wait for the composer. @param {string} app */
export const requestsOf = (app) => `${REQUESTS_FOLDER}/${app}`;

/** A team's request to make release `id` live (or preview it). @param {string} app @param {string} id */
export const requestPath = (app, id) => `${requestsOf(app)}/${id}.json`;

/**
 * A release's render build, immutable. The shell's also holds its frame (FRAME_FILES):
 * its composer is what writes every page while that release is live.
 * @param {string} app @param {string} id
 */
export const rendererPath = (app, id) => `${RENDERERS_FOLDER}/${app}/${id}`;

/** The files of the shell's frame inside its render build. */
export const FRAME_FILES = {
  template: 'frame/shell-index.html',
  css: 'frame/shell.css',
  /** The URLs of the stylesheets inlined as shell.css: the page marks them as there. */
  stylesheets: 'frame/shell-stylesheets.json',
  siteConfig: 'frame/site-config.json',
};

/** An app's pointer: its releases and which is live, written by its releases alone. @param {string} app */
export const pointerPath = (app) => `${HISTORY_FOLDER}/${app}.json`;

/** The owner's editor, served as /admin: published beside the site, not composed. */
export const ADMIN_FOLDER = 'admin';

/**
 * What every live part lets the owner edit, as data, beside the editor's page (its origin's
 * /parts.json): the composer's, written whenever a part's live release changes.
 */
export const ADMIN_PARTS = `${ADMIN_FOLDER}/parts.json`;

/** The folder the shell's files and the composed pages are served from. */
export const SHELL_FOLDER = 'shell';

/** Where a preview of release `id` is composed: a shell folder of its own, and its CSP hashes. @param {string} id */
export const previewPath = (id) => `${PREVIEWS_FOLDER}/${id}`;

/** Every preview's folder. */
export const PREVIEWS_FOLDER = 'previews';

/** The CSP hashes of a composition's pages, beside its shell folder (see platform/release/site/csp.mjs). */
export const CSP_FOLDER = 'csp';

/** The file the servers answer a route with (nginx and platform/servers/site/ agree). @param {string} path */
export const routeFile = (path) => `/_routes${path === '/' ? '' : path}/index.html`;

/** A language's prefix at the start of a path: '/hi' of '/hi' and '/hi/about', not of '/hindi'. */
const LANGUAGE = new RegExp(`^/(?:${PREFIXED})(?=/|$)`);

/** A missed path's language (after '/'), if not the default, and its first segment, if any. */
const MISSED_PATH = new RegExp(`^(?:/(${PREFIXED})(?=/|$))?(?:/(${SEGMENT})/)?`);

/**
 * `path` if it is a composed page's, of `kind`: a route of the one grammar
 * (packages/composition/routes.mjs) after a language's prefix or none ('/about', '/hi/service/*'),
 * or a language's own landing or not-found page ('/hi', '/hi/*'). Files are named only
 * from paths that passed.
 * @param {string} path @param {'route' | 'pattern'} kind
 */
function checkedPath(path, kind) {
  const language = path.match(LANGUAGE)?.[0] ?? '';
  const route = path.slice(language.length);
  const languagePage = language !== '' && route === (kind === 'route' ? '' : '/*');
  const ok =
    languagePage ||
    (isRoute(route) && !(language && route === '/') && isPattern(route) === (kind === 'pattern'));
  if (!ok) {
    throw new Error(
      `${JSON.stringify(path)} is not a ${kind} (${ROUTE_RULE}), after a language's prefix or none`,
    );
  }
  return path;
}

/**
 * The not-found page composed for a wildcard route: '/service/*' →
 * '/_routes/service/404.html', '/hi/service/*' → '/_routes/hi/service/404.html', and the
 * shell's Hindi one, '/hi/*' → '/_routes/hi/404.html'. The servers find it by a missed
 * path's first segment, after a language's prefix (`sectionNotFoundFiles`), so a pattern
 * is one segment and a star.
 * @param {string} pattern
 */
export const notFoundFile = (pattern) =>
  `/_routes${checkedPath(pattern, 'pattern').slice(0, -2)}/404.html`;

/**
 * Where a server looks, in order, for the not-found page of a path no route serves: its
 * section's in its language (/hi/service/x → '/_routes/hi/service/404.html'), its
 * language's (/hi/x → '/_routes/hi/404.html'), its section's (/service/x); then
 * SHELL_NOT_FOUND.
 * @param {string} path
 * @returns {string[]}
 */
export const sectionNotFoundFiles = (path) => {
  const [, locale, section] = path.match(MISSED_PATH) ?? [];
  return [
    ...(locale && section ? [notFoundFile(`/${locale}/${section}/*`)] : []),
    ...(locale ? [notFoundFile(`/${locale}/*`)] : []),
    ...(!locale && section ? [notFoundFile(`/${section}/*`)] : []),
  ];
};

/** The shell's not-found page: what any other path without a route is answered with (404). */
export const SHELL_NOT_FOUND = '/index.html';

/**
 * The file a composed page is served from: its route's, a section's not-found page for a
 * pattern ('/service/*'), or the shell's for '*'.
 * @param {string} path
 */
export const servedFile = (path) =>
  path === '*'
    ? SHELL_NOT_FOUND
    : path.endsWith('*')
      ? notFoundFile(path)
      : routeFile(checkedPath(path, 'route'));

/** The shell folder's files composed at release (with _routes/), never copied from its build. */
export const COMPOSED_SHELL_FILES = new Set([
  'remotes.json',
  'sitemap.xml',
  'robots.txt',
  'index.html',
  'site-config.json',
  // Beside a preview's pages, what the smoke run is of: never a team's to write.
  'preview.json',
]);
