// @ts-check
// The repository's floors, as data. The root has wings: apps/, packages/ and platform/,
// whose folders are rooms, each a workspace whose package.json names the workspaces it
// stands on (dependencies) and its front door (exports); workspaces.mjs reads them. What
// is not a workspace stands above them all: scripts/, the tests in testing/ and bench/,
// in that order (ABOVE). A room imports only what it stands on, so the stairs go one way
// (issue 46); the tests beside this file hold every source file's imports to them. Inside
// platform/release/ and each app's src/, the same holds of their folders (RELEASE_FLOORS,
// APP_FLOORS).

/** The folders at the root whose folders are rooms: the workspaces. */
export const WINGS = ['apps', 'packages', 'platform'];

/**
 * The rooms that are no workspace, lowest first, above every workspace: each may import
 * any workspace by its package name, and a room below it here.
 * @type {string[][]}
 */
export const ABOVE = [
  ['scripts'], // serve, fixtures, the CI workflows' tests, the layout's own test
  ['testing'], // the browser tests and their support
  ['bench'], // the benchmark
];

/** The files at the root that belong to a room, and which. @type {Record<string, string>} */
export const ROOT_FILES = {
  'composition.json': 'packages/composition',
  'playwright.config.ts': 'testing',
  'playwright.smoke.config.ts': 'testing',
  'vitest.scripts.config.mjs': 'scripts',
};

/**
 * The test tools' workspace: a free port, a real PostgreSQL, a stand-in of GitHub. It
 * stands at the ground, imports nothing of the house, and only tests (and the benchmark)
 * use it.
 */
export const TEST_TOOLS = 'packages/test-tools';

/**
 * The browser's packages, which the apps and packages may still enter by a path to one of
 * their TypeScript files: a Vite configuration, and the content schemas and build code it
 * loads, run outside any bundler, where Node follows no package name to a .ts file. Every
 * other room (platform/, testing/, scripts/, bench/) enters them by their names.
 */
export const ENTERED_BY_PATH = [
  'packages/shared-types',
  'packages/shared-ui',
  'packages/build-config',
];

/** The wings whose rooms may enter ENTERED_BY_PATH's packages by a path. */
export const PATHS_FROM = ['apps', 'packages'];

/**
 * platform/release/'s own floors, lowest first. '.' is release/'s own files (index.mjs, the front
 * door, operations.mjs and engine-of.mjs, which makes its engine …), beside testing/, the
 * tests' stand-ins; cli/ stands alone at the top, where nothing imports it. A folder
 * inside a folder stands on a floor of its own when it is written here by its path
 * (engine/compose): the engine's own files are the ground its three folders share.
 * @type {string[][]}
 */
export const RELEASE_FLOORS = [
  ['core'],
  ['storage', 'site', 'sandbox', 'provenance'],
  ['gate'],
  ['engine'], // what every operation runs with (engine.mjs) and how a pointer moves
  ['engine/compose'], // a composition of the live releases, put into the storage
  ['engine/release'], // a release, a preview, a promote, a rollback, the ledger, prune
  ['engine/observe'], // what watches a release once live: the field's verdict, the smoke
  ['.', 'testing'],
  ['cli'],
];

/**
 * Each app's own floors: the folders of its src/, lowest first (issue 57). '.' is src/'s
 * own files, the entries (main, bootstrap, prerender), at the top beside a remote's
 * exposed/. An interface lives with its lowest user, or in a folder both users import.
 * @type {Record<string, string[][]>}
 */
export const APP_FLOORS = {
  'apps/shell': [
    ['content', 'locale', 'prerendered'],
    ['config'],
    ['remotes', 'pages'], // remotes/ holds the failures its boundary catches
    ['measure'], // told whether the visitor saves data by navigation/, which starts it
    ['navigation'],
    ['layout'],
    ['app', 'composer'],
    ['.'],
  ],
  'apps/mf-marketing': [['content', 'islands'], ['components'], ['pages'], ['exposed', '.']],
  'apps/mf-services': [['content'], ['components'], ['pages', 'owner-preview'], ['exposed', '.']],
  'apps/mf-contact': [['content', 'islands'], ['enquiry'], ['pages'], ['exposed', '.']],
  'apps/admin': [
    ['brand', 'owner-words', 'drafts', 'previews'], // drafts/: the store both screens use
    ['parts'], // a part's content and its schemas (SchemaNode), which the forms read
    ['config', 'git-host'], // config/ holds the editor's pages by address
    ['phone'],
    ['numbers'], // names a page's entries as the phone screen reads them
    ['.'],
  ],
};
