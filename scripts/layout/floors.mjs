// @ts-check
// The repository's floors, as data: which room (a folder at the root) stands on which.
// A room imports only rooms on a floor below its own, so the stairs go one way (issue
// 46); layout.test.mjs holds every source file's imports to these lists. A new folder at
// the root is on no floor until it is written here; inside release/ and each app's src/,
// the same holds of their folders (RELEASE_FLOORS, APP_FLOORS).

/**
 * The Node side, lowest floor first: what composes, releases, measures and serves the
 * site, then what drives and measures it from outside.
 * @type {string[][]}
 */
export const NODE_SIDE = [
  ['composition'], // composition.json and its one loader
  ['shared-types'], // the contracts both sides agree on
  ['deployment'], // a deployment's facts: where things are, headers, pointers, a folder read
  ['measure'], // the field measurement: the collector, its stores, its queries
  ['release'], // the release engine
  ['servers'], // what serves a deployment, the editor's backend
  ['scripts'], // serve, fixtures, the CI workflows' tests
  ['e2e'], // the browser tests, and the test tools (TEST_TOOLS)
  ['bench'], // the benchmark
];

/**
 * The apps' wing, on the same ground: what is built for the browser. Its apps meet only
 * below them; the browser tests and the benchmark stand above both sides.
 * @type {string[][]}
 */
export const APPS_WING = [
  ['composition'],
  ['shared-types'],
  ['shared-ui'],
  ['build-config'],
  ['shell', 'mf-marketing', 'mf-services', 'mf-contact', 'admin'],
  ['e2e'],
  ['bench'],
];

/** Every stair: a room may import another it stands above on one of them. */
export const STAIRS = [NODE_SIDE, APPS_WING];

/** The files at the root that belong to a room, and which. @type {Record<string, string>} */
export const ROOT_FILES = {
  'composition.json': 'composition',
  'playwright.config.ts': 'e2e',
  'playwright.smoke.config.ts': 'e2e',
  'vitest.scripts.config.mjs': 'scripts',
};

/** The rooms that anything outside enters by one door alone. @type {Record<string, string>} */
export const FRONT_DOORS = {
  deployment: 'deployment/index.mjs',
  measure: 'measure/index.mjs',
  release: 'release/index.mjs',
};

/**
 * The test tools: a test on any floor may use them (a free port, a real PostgreSQL, a
 * stand-in of GitHub). They stand on no floor, so they import nothing but each other.
 */
export const TEST_TOOLS = [
  'e2e/support/free-port.mjs',
  'e2e/support/real-postgres.mjs',
  'e2e/support/github-stand-in.mjs',
  'e2e/support/github-stand-in-git.mjs',
  'e2e/support/github-stand-in-pulls.mjs',
  'e2e/support/github-stand-in-routes.mjs',
];

/**
 * release/'s own floors, lowest first. '.' is release/'s own files (index.mjs, the front
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
  shell: [
    ['content', 'locale', 'prerendered'],
    ['config'],
    ['remotes', 'pages'], // remotes/ holds the failures its boundary catches
    ['measure'], // told whether the visitor saves data by navigation/, which starts it
    ['navigation'],
    ['layout'],
    ['app', 'composer'],
    ['.'],
  ],
  'mf-marketing': [['content', 'islands'], ['components'], ['pages'], ['exposed', '.']],
  'mf-services': [['content'], ['components'], ['pages', 'owner-preview'], ['exposed', '.']],
  'mf-contact': [['content', 'islands'], ['enquiry'], ['pages'], ['exposed', '.']],
  admin: [
    ['brand', 'owner-words', 'drafts', 'previews'], // drafts/: the store both screens use
    ['parts'], // a part's content and its schemas (SchemaNode), which the forms read
    ['config', 'git-host'], // config/ holds the editor's pages by address
    ['phone'],
    ['numbers'], // names a page's entries as the phone screen reads them
    ['.'],
  ],
};
