// @ts-check
// The gate: everything a release brings from a team's build (its app name, its id, its
// version, its file keys, the routes its release.json declares and its render build
// returns, who asked for it) and everything a composer hands back (page paths, CSP
// hashes) is checked here, inside the engine, whichever command called it. Nothing
// reaches a storage key, a page path, a generated nginx file or the ledger unless it
// passed. A refusal names the part, the value (printable) and the rule (decision 012).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composition, REMOTES } from 'composition';
import { isPattern, isRoute, ROUTE_RULE, SEGMENT } from 'composition/routes.mjs';
import {
  DEFAULT_LOCALE,
  filesBelow,
  LANGUAGE_PREFIXES,
  PREFIXED_LOCALES,
  parseJson,
  SHELL_FOLDER,
} from 'deployment';
import { quoted } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';

/** @import { Candidate } from '../core/engine-types.mjs' */

/** A release id: the first 12 hex digits of its content's sha256 (files.mjs, contentId). */
export const RELEASE_ID = /^[0-9a-f]{12}$/;

/** A version as package.json and release.json write it (semver: a pre-release, build metadata). */
const VERSION = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:-[0-9A-Za-z.-]{1,40})?(?:\+[0-9A-Za-z.-]{1,40})?$/;

/**
 * Who ran a release, as the ledger records it: a person's or a CI job's name, in
 * characters no terminal acts on ('asha', 'asha (CI 42)', 'dependabot[bot]',
 * 'github-actions@mf-contact#1234').
 */
const WHO = /^[A-Za-z0-9](?:[A-Za-z0-9 ._@+#()[\]-]{0,98}[A-Za-z0-9._@+#()[\]-])?$/;

/** The grammar of WHO in words. */
export const WHO_RULE =
  'is not a name the ledger records (up to 100 letters, digits, spaces and ._@+#()[]-, starting with a letter or digit, not ending with a space)';

/** A CSP source for inline code, as the composer computes it. */
const CSP_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/** @param {string} part @param {unknown} value @param {string} rule */
const refuse = (part, value, rule) => new RefusedRelease(`${part}: ${quoted(value)} ${rule}`);

/**
 * Who ran a release or asked for one (a request's `who`), before the ledger records it.
 * @param {string} part @param {unknown} who @returns {asserts who is string}
 */
export function assertWho(part, who) {
  if (typeof who !== 'string' || !WHO.test(who)) throw refuse(part, who, WHO_RULE);
}

/** Every app the composition knows: the shell and each remote's package folder. */
export const KNOWN_APPS = [composition.shell.package, ...Object.keys(REMOTES)];

/**
 * An app name from a command line or a request: one of composition.json's, never a
 * property every object has ('constructor', '__proto__').
 * @param {unknown} app @returns {asserts app is string}
 */
export function assertKnownApp(app) {
  if (typeof app !== 'string' || !KNOWN_APPS.includes(app)) {
    throw refuse('release', app, `is not an app of composition.json (${KNOWN_APPS.join(', ')})`);
  }
}

/** @param {string} part @param {unknown} id @returns {asserts id is string} */
export function assertReleaseId(part, id) {
  if (typeof id !== 'string' || !RELEASE_ID.test(id)) {
    throw refuse(part, id, 'is not a release id (12 hex digits, as the ledger lists them)');
  }
}

/** @param {string} part @param {{ version?: unknown, contract?: unknown }} info */
export function assertReleaseInfo(part, info) {
  if (typeof info.version !== 'string' || !VERSION.test(info.version)) {
    throw refuse(part, info.version, 'is not a version (major.minor.patch)');
  }
  const contract = info.contract;
  if (contract !== 'shell' && (typeof contract !== 'string' || !VERSION.test(contract))) {
    throw refuse(part, contract, 'is not a contract version (major.minor.patch)');
  }
}

/**
 * A file key inside a release: relative, '/'-separated, without '..', '.', empty or
 * hidden segments ('.vite/'), backslashes or control characters.
 * @param {string} part @param {string} key
 */
export function assertFileKey(part, key) {
  const segments = key.split('/');
  const bad =
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith('/') ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    /[\u0000-\u001f\u007f\\]/.test(key) ||
    segments.some((segment) => segment === '' || segment.startsWith('.'));
  if (bad) {
    throw refuse(
      part,
      key,
      'is not a file key: relative, without "..", hidden or empty segments, backslashes or control characters',
    );
  }
}

/** @param {string} app @returns {ReadonlyArray<{ path: string, expose: string }>} */
function routesOf(app) {
  const remote = Object.entries(composition.remotes).find(([, entry]) => entry.package === app);
  return remote?.[1].routes ?? [];
}

/** @param {string} path @param {string} pattern '/service/*' */
const underPattern = (path, pattern) => {
  const section = pattern.slice(0, -1);
  return path.startsWith(section) && new RegExp(`^${SEGMENT}$`).test(path.slice(section.length));
};

/**
 * The routes a remote's release.json declares: each by the grammar, and each one that
 * composition.json gives that remote (or a path under one of its patterns), with the
 * same exposed module.
 * @param {string} app @param {unknown} routes
 */
export function assertDeclaredRoutes(app, routes) {
  if (!Array.isArray(routes) || routes.length === 0) {
    throw refuse(app, routes, 'declares no routes in its release.json');
  }
  const own = routesOf(app);
  for (const route of routes) {
    const path = route?.path;
    if (!isRoute(path)) throw refuse(app, path, `is not a route (${ROUTE_RULE})`);
    const owner = own.find(
      (item) => item.path === path || (item.path.endsWith('/*') && underPattern(path, item.path)),
    );
    if (!owner || owner.expose !== route.expose) {
      throw refuse(
        app,
        path,
        `is not one of its routes in composition.json (${own.map((item) => item.path).join(', ')})`,
      );
    }
  }
}

/**
 * A page a remote's render build returned: a route of its own (one of composition.json,
 * or a path under one of its patterns), or one of its patterns (its not-found page).
 * @param {string} app @param {unknown} path @param {'route' | 'pattern'} kind
 */
export function assertRenderedPath(app, path, kind) {
  const own = routesOf(app).map((route) => route.path);
  if (!isRoute(path) || isPattern(path) !== (kind === 'pattern')) {
    throw refuse(app, path, `is not a ${kind} (${ROUTE_RULE})`);
  }
  const owned =
    kind === 'pattern'
      ? own.includes(path)
      : own.includes(path) || own.some((item) => item.endsWith('/*') && underPattern(path, item));
  if (!owned) {
    throw refuse(app, path, `is not one of its routes in composition.json (${own.join(', ')})`);
  }
}

/**
 * A remote's route or pattern in a language, or a language's not-found page ('*', '/hi/*').
 * @param {unknown} path @returns {path is string}
 */
function isComposedPath(path) {
  const languages = LANGUAGE_PREFIXES.map((prefix) => ({
    prefix,
    rest:
      typeof path === 'string' && path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : '',
  }));
  return (
    typeof path === 'string' &&
    (path === '*' ||
      LANGUAGE_PREFIXES.some((prefix) => prefix && (path === prefix || path === `${prefix}/*`)) ||
      languages.some(
        ({ rest }) =>
          rest &&
          Object.keys(REMOTES).some((app) => {
            try {
              assertRenderedPath(app, rest, rest.endsWith('/*') ? 'pattern' : 'route');
              return true;
            } catch {
              return false;
            }
          }),
      ))
  );
}

/** What a page's hreflang may name: one of the site's languages, or x-default. */
const HREFLANGS = [DEFAULT_LOCALE, ...PREFIXED_LOCALES, 'x-default'];

/**
 * A composed page's path: a remote's route or pattern in a language, or a language's
 * not-found page ('*', '/hi/*'); its CSP hashes, which end up in an nginx map; and its
 * alternates, which end up in the sitemap: each a language of the site and the URL of a
 * route at `origin`.
 * @param {{ path: unknown, inlineHashes?: { script?: unknown, style?: unknown }, alternates?: unknown }} page
 * @param {string} origin the site's public origin, which the pages were composed for
 */
export function assertComposedPage(page, origin) {
  const part = `${SHELL_FOLDER} (composer)`;
  const path = page.path;
  if (!isComposedPath(path)) {
    throw refuse(part, path, 'is not a page of composition.json in any of its languages');
  }
  const alternates = page.alternates ?? [];
  const isAlternate = (/** @type {any} */ alternate) =>
    HREFLANGS.includes(alternate?.hreflang) &&
    typeof alternate.href === 'string' &&
    alternate.href.startsWith(`${origin}/`) &&
    !alternate.href.endsWith('*') &&
    isComposedPath(alternate.href.slice(origin.length));
  if (!Array.isArray(alternates) || !alternates.every(isAlternate)) {
    throw refuse(
      part,
      alternates,
      `of ${path} are not alternates: each a language of the site and a page at ${origin}`,
    );
  }
  for (const kind of /** @type {const} */ (['script', 'style'])) {
    const hashes = page.inlineHashes?.[kind];
    if (!Array.isArray(hashes) || hashes.some((hash) => !CSP_HASH.test(hash))) {
      throw refuse(part, hashes, `of ${path} are not ${kind} hashes ('sha256-…')`);
    }
  }
}

/**
 * A built app as a release brings it: its app, id and version, every file key it would
 * write, and, for a remote, the routes its release.json declares.
 * @param {Candidate} candidate
 */
export function assertCandidate({ app, id, info, folders }) {
  assertKnownApp(app);
  assertReleaseId(app, id);
  assertReleaseInfo(app, info);
  for (const { dir, include = () => true } of folders) {
    for (const file of filesBelow(dir).filter(include)) assertFileKey(app, file);
  }
  if (app === SHELL_FOLDER) return;
  const released = folders.find((folder) => folder.folder.endsWith(`/releases/${id}`));
  if (!released) throw refuse(app, id, 'has no release folder');
  const file = join(released.dir, 'release.json');
  assertDeclaredRoutes(app, parseJson(readFileSync(file, 'utf8'), file).routes);
}
