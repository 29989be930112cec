// @ts-check
// The floors inside a room (issues 46 and 57): in platform/release/ and in each app's src/, a
// folder imports only folders below its own (RELEASE_FLOORS, APP_FLOORS in floors.mjs), so
// the stairs go one way inside a room too. Each rule is shown to fail on a made-up list of
// imports, so its check on the repository can fail too. The stairs between the rooms:
// layout.test.mjs.
import { describe, expect, it } from 'vitest';
import { appUpwardImports, releaseUpwardImports } from './breaches.mjs';
import { repositoryImports } from './imports.mjs';

const imports = repositoryImports();

describe("platform/release/'s own floors", () => {
  it('hold: core/ at the ground, cli/ at the top, the engine between, each importing downward', () => {
    expect(imports).toContainEqual({
      from: 'platform/release/engine/observe/smoke.mjs',
      to: 'platform/release/engine/release/preview.mjs',
      relative: true,
    });
    expect(releaseUpwardImports(imports)).toEqual([]);
  });

  it('see core/ importing above it, anything but cli/ importing cli/, a room importing upward, and an engine folder on no floor', () => {
    expect(
      releaseUpwardImports([
        {
          from: 'platform/release/core/storage.mjs',
          to: 'platform/release/storage/folder-storage.mjs',
        },
        { from: 'platform/release/operations.mjs', to: 'platform/release/cli/args.mjs' },
        {
          from: 'platform/release/engine/compose/editor-parts.test.mjs',
          to: 'platform/release/cli/args.mjs',
        },
        { from: 'platform/release/gate/values.mjs', to: 'platform/release/engine/engine.mjs' },
        { from: 'platform/release/cli/release.mjs', to: 'platform/release/cli/args.mjs' },
        {
          from: 'platform/release/gate/release.test.mjs',
          to: 'platform/release/engine/release/release.mjs',
        },
        {
          from: 'platform/release/engine/compose/compose-live.mjs',
          to: 'platform/release/engine/release/ledger.mjs',
        },
        {
          from: 'platform/release/engine/pointers.mjs',
          to: 'platform/release/engine/observe/watch.mjs',
        },
        {
          from: 'platform/release/engine/observe/smoke.mjs',
          to: 'platform/release/engine/release/preview.mjs',
        },
        {
          from: 'platform/release/engine/compose/sync.mjs',
          to: 'platform/release/engine/engine.mjs',
        },
        { from: 'platform/release/engine/attic/old.mjs', to: 'platform/release/engine/engine.mjs' },
      ]),
    ).toEqual([
      "platform/release/core/storage.mjs imports platform/release/storage/folder-storage.mjs: core/ is release/'s ground floor",
      'platform/release/operations.mjs imports platform/release/cli/args.mjs: nothing but cli/ imports cli/',
      'platform/release/engine/compose/editor-parts.test.mjs imports platform/release/cli/args.mjs: nothing but cli/ imports cli/',
      'platform/release/gate/values.mjs imports platform/release/engine/engine.mjs: platform/release/engine is not on a floor below platform/release/gate',
      'platform/release/engine/compose/compose-live.mjs imports platform/release/engine/release/ledger.mjs: platform/release/engine/release is not on a floor below platform/release/engine/compose',
      'platform/release/engine/pointers.mjs imports platform/release/engine/observe/watch.mjs: platform/release/engine/observe is not on a floor below platform/release/engine',
      'platform/release/engine/attic/old.mjs imports platform/release/engine/engine.mjs: platform/release/engine is not on a floor below platform/release/engine/attic',
    ]);
  });
});

describe("each app's own floors", () => {
  it("hold: in each app's src/, a folder imports only folders below its own", () => {
    expect(imports).toContainEqual({
      from: 'apps/shell/src/measure/start-measuring.ts',
      to: 'apps/shell/src/remotes/remote-failures',
      relative: true,
    });
    expect(appUpwardImports(imports)).toEqual([]);
  });

  it('see the arrows issue 57 found, and a folder on no floor; not a test, nor what sits beside src/', () => {
    expect(
      appUpwardImports([
        {
          from: 'apps/admin/src/git-host/github-drafts-store.ts',
          to: 'apps/admin/src/phone/store/drafts-store',
        },
        {
          from: 'apps/admin/src/parts/load-parts.ts',
          to: 'apps/admin/src/config/fields-from-schema',
        },
        { from: 'apps/admin/src/phone/owner-app.tsx', to: 'apps/admin/src/numbers/numbers-link' },
        { from: 'apps/shell/src/measure/beacon.ts', to: 'apps/shell/src/navigation/saves-data' },
        {
          from: 'apps/shell/src/remotes/remote-boundary.tsx',
          to: 'apps/shell/src/measure/remote-failures',
        },
        { from: 'apps/mf-contact/src/exposed/contact-page.ts', to: 'apps/mf-contact/src/main.ts' },
        { from: 'apps/shell/src/attic/old.ts', to: 'apps/shell/src/config/site-config' },
        { from: 'apps/shell/src/content/schema.test.ts', to: 'apps/shell/src/config/site-config' },
        { from: 'apps/shell/vite.config.ts', to: 'apps/shell/src/config/site-config' },
        { from: 'apps/admin/src/phone/owner-app.tsx', to: 'apps/admin/src/drafts/drafts-store' },
      ]),
    ).toEqual([
      'apps/admin/src/git-host/github-drafts-store.ts imports apps/admin/src/phone/store/drafts-store: apps/admin/src/phone is not on a floor below apps/admin/src/git-host',
      'apps/admin/src/parts/load-parts.ts imports apps/admin/src/config/fields-from-schema: apps/admin/src/config is not on a floor below apps/admin/src/parts',
      'apps/admin/src/phone/owner-app.tsx imports apps/admin/src/numbers/numbers-link: apps/admin/src/numbers is not on a floor below apps/admin/src/phone',
      'apps/shell/src/measure/beacon.ts imports apps/shell/src/navigation/saves-data: apps/shell/src/navigation is not on a floor below apps/shell/src/measure',
      'apps/shell/src/remotes/remote-boundary.tsx imports apps/shell/src/measure/remote-failures: apps/shell/src/measure is not on a floor below apps/shell/src/remotes',
      'apps/mf-contact/src/exposed/contact-page.ts imports apps/mf-contact/src/main.ts: apps/mf-contact/src/ is not on a floor below apps/mf-contact/src/exposed',
      'apps/shell/src/attic/old.ts imports apps/shell/src/config/site-config: apps/shell/src/attic is on no floor (scripts/layout/floors.mjs)',
    ]);
  });
});
