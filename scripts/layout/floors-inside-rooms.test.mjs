// @ts-check
// The floors inside a room (issues 46 and 57): in platform/release/ and in each app's src/, a
// folder imports only folders below its own (RELEASE_FLOORS, APP_FLOORS in floors.mjs), so
// the stairs go one way inside a room too. Each rule is shown to fail on a made-up list of
// imports, so its check on the repository can fail too. The stairs between the rooms:
// layout.test.mjs.
import { describe, expect, it } from 'vitest';
import { appUpwardImports, releaseUpwardImports } from './breaches.mjs';
import { repositoryImports } from './imports.mjs';
import { judged } from './testing/made-up.mjs';

const imports = repositoryImports();
const RELEASE = 'platform/release';

describe.each([
  [
    "platform/release/'s own floors: core/ at the ground, cli/ at the top, the engine between",
    releaseUpwardImports,
    [`${RELEASE}/engine/observe/smoke.mjs`, `${RELEASE}/engine/release/preview.mjs`],
  ],
  [
    "each app's own floors: in its src/, a folder imports only folders below its own",
    appUpwardImports,
    ['apps/shell/src/measure/start-measuring.ts', 'apps/shell/src/remotes/remote-failures'],
  ],
])('%s', (_floors, rule, [from, to]) => {
  it('hold, on imports that include one going down', () => {
    expect(imports).toContainEqual({ from, to, relative: true });
    expect(rule(imports)).toEqual([]);
  });
});

it("see core/ importing above it, anything but cli/ importing cli/, a room importing upward, and an engine folder on no floor (platform/release/'s floors)", () => {
  const below = (/** @type {string} */ lower, /** @type {string} */ upper) =>
    `${RELEASE}/${lower} is not on a floor below ${RELEASE}/${upper}`;
  const cliAlone = 'nothing but cli/ imports cli/';
  const { imports: made, breaches } = judged([
    [
      `${RELEASE}/core/storage.mjs`,
      `${RELEASE}/storage/folder-storage.mjs`,
      "core/ is release/'s ground floor",
    ],
    [`${RELEASE}/operations.mjs`, `${RELEASE}/cli/args.mjs`, cliAlone],
    [`${RELEASE}/engine/compose/editor-parts.test.mjs`, `${RELEASE}/cli/args.mjs`, cliAlone],
    [`${RELEASE}/gate/values.mjs`, `${RELEASE}/engine/engine.mjs`, below('engine', 'gate')],
    [`${RELEASE}/cli/release.mjs`, `${RELEASE}/cli/args.mjs`],
    [`${RELEASE}/gate/release.test.mjs`, `${RELEASE}/engine/release/release.mjs`],
    [
      `${RELEASE}/engine/compose/compose-live.mjs`,
      `${RELEASE}/engine/release/ledger.mjs`,
      below('engine/release', 'engine/compose'),
    ],
    [
      `${RELEASE}/engine/pointers.mjs`,
      `${RELEASE}/engine/observe/watch.mjs`,
      below('engine/observe', 'engine'),
    ],
    [`${RELEASE}/engine/observe/smoke.mjs`, `${RELEASE}/engine/release/preview.mjs`],
    [`${RELEASE}/engine/compose/sync.mjs`, `${RELEASE}/engine/engine.mjs`],
    [
      `${RELEASE}/engine/attic/old.mjs`,
      `${RELEASE}/engine/engine.mjs`,
      below('engine', 'engine/attic'),
    ],
  ]);
  expect(releaseUpwardImports(made)).toEqual(breaches);
});

it("see the arrows issue 57 found, and a folder on no floor; not a test, nor what sits beside src/ (each app's floors)", () => {
  const below = (/** @type {string} */ lower, /** @type {string} */ upper) =>
    `apps/${lower} is not on a floor below apps/${upper}`;
  const { imports: made, breaches } = judged([
    [
      'apps/admin/src/git-host/github-drafts-store.ts',
      'apps/admin/src/phone/store/drafts-store',
      below('admin/src/phone', 'admin/src/git-host'),
    ],
    [
      'apps/admin/src/parts/load-parts.ts',
      'apps/admin/src/config/fields-from-schema',
      below('admin/src/config', 'admin/src/parts'),
    ],
    [
      'apps/admin/src/phone/owner-app.tsx',
      'apps/admin/src/numbers/numbers-link',
      below('admin/src/numbers', 'admin/src/phone'),
    ],
    [
      'apps/shell/src/measure/beacon.ts',
      'apps/shell/src/navigation/saves-data',
      below('shell/src/navigation', 'shell/src/measure'),
    ],
    [
      'apps/shell/src/remotes/remote-boundary.tsx',
      'apps/shell/src/measure/remote-failures',
      below('shell/src/measure', 'shell/src/remotes'),
    ],
    [
      'apps/mf-contact/src/exposed/contact-page.ts',
      'apps/mf-contact/src/main.ts',
      below('mf-contact/src/', 'mf-contact/src/exposed'),
    ],
    [
      'apps/shell/src/attic/old.ts',
      'apps/shell/src/config/site-config',
      'apps/shell/src/attic is on no floor (scripts/layout/floors.mjs)',
    ],
    ['apps/shell/src/content/schema.test.ts', 'apps/shell/src/config/site-config'],
    ['apps/shell/vite.config.ts', 'apps/shell/src/config/site-config'],
    ['apps/admin/src/phone/owner-app.tsx', 'apps/admin/src/drafts/drafts-store'],
  ]);
  expect(appUpwardImports(made)).toEqual(breaches);
});
