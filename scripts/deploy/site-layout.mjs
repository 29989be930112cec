// @ts-check
// Where things are in a deployed site folder (deploy/site by default). Served: the
// shell's folder and each remote's releases; kept beside them, never served: history,
// render builds, the shell's template, the CSP hashes.
import { join } from 'node:path';

/** @param {string} site @param {string} app @param {string} id */
export const releaseDir = (site, app, id) => join(site, app, 'releases', id);

/** A release's render build; the shell keeps one, with no id. @param {string} site @param {string} app @param {string} [id] */
export const rendererDir = (site, app, id) =>
  id ? join(site, 'renderers', app, id) : join(site, 'renderers', app);

/** @param {string} site @param {string} app */
export const historyPath = (site, app) => join(site, 'history', `${app}.json`);

/** Which app's release composed which routes. @param {string} site */
export const composedRoutesPath = (site) => join(site, 'history/composed-routes.json');

/** @param {string} site */
export const templatePath = (site) => join(site, 'templates/shell-index.html');
/** @param {string} site */
export const shellCssPath = (site) => join(site, 'templates/shell.css');
/** @param {string} site */
export const siteConfigPath = (site) => join(site, 'shell/site-config.json');

/** The file the servers answer a route with (nginx and scripts/static-server.mjs agree). @param {string} path */
export const routeFile = (path) => `/_routes${path === '/' ? '' : path}/index.html`;

/**
 * The not-found page a remote composes for its wildcard route: '/service/*' →
 * '/_routes/service/404.html'. The servers find it by a missed path's first segment
 * (`sectionNotFoundFile`), so a pattern is one segment and a star.
 * @param {string} pattern
 */
export function notFoundFile(pattern) {
  const section = pattern.match(/^\/([A-Za-z0-9_-]+)\/\*$/)?.[1];
  if (!section) throw new Error(`${pattern}: a not-found page needs a route like /section/*`);
  return `/_routes/${section}/404.html`;
}

/**
 * Where a server looks first for the not-found page of a path no route serves: its
 * section's (/service/x → '/_routes/service/404.html'); else the shell's, SHELL_NOT_FOUND.
 * @param {string} path
 */
export const sectionNotFoundFile = (path) => {
  const section = path.match(/^\/([A-Za-z0-9_-]+)\//)?.[1];
  return section ? notFoundFile(`/${section}/*`) : undefined;
};

/** The shell's not-found page: what any other path without a route is answered with (404). */
export const SHELL_NOT_FOUND = '/index.html';

/** The shell folder's files composed at deploy (with _routes/), never copied from its build. */
export const COMPOSED_SHELL_FILES = new Set([
  'remotes.json',
  'sitemap.xml',
  'robots.txt',
  'index.html',
  'site-config.json',
]);
