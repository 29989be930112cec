// @ts-check
// The stairs go one way (issue 46): every source file's imports held to what the
// workspaces declare and the floors of floors.mjs. Each rule is shown to fail on a made-up
// list of imports, so its check on the repository can fail too.
import { describe, expect, it } from 'vitest';
import {
  appUpwardImports,
  foldersImportingEachOther,
  insidesReached,
  releaseUpwardImports,
  roomOf,
  testHelpersOutsideTests,
  toolsOnAFloor,
  upwardImports,
} from './breaches.mjs';
import { importsIn, repositoryImports } from './imports.mjs';
import { dependencyCircles, workspaces } from './workspaces.mjs';

const imports = repositoryImports();
const packages = workspaces();

describe('the imports read', () => {
  it('are relative ones resolved, JSDoc types, and workspaces by their exports', () => {
    const text = [
      "import { folderReader } from 'deployment';",
      "/** @param {import('./store/store.mjs').Store} store */",
      "import type { Locale } from 'shared-types';",
      "const stores = await import('./store/open-store.mjs');",
      "import { readFileSync } from 'node:fs';",
      "import { text } from 'build-config/content/fields';",
    ].join('\n');
    const from = 'platform/measure/collector.mjs';
    expect(importsIn(from, text, packages)).toEqual([
      { from, to: 'platform/deployment/index.mjs' },
      { from, to: 'platform/measure/store/store.mjs', relative: true },
      { from, to: 'packages/shared-types/src/index.ts' },
      { from, to: 'platform/measure/store/open-store.mjs', relative: true },
      { from, to: 'packages/build-config/content/fields.ts' },
    ]);
  });

  it("are the repository's: one the workspaces allow is among them, so the checks below can fail", () => {
    expect(imports).toContainEqual({
      from: 'platform/servers/editor/numbers-route.mjs',
      to: 'platform/measure/index.mjs',
    });
  });

  it("are each in a room: a wing's folder, another folder at the root, or a root file's room", () => {
    expect(roomOf('platform/release/core/refused.mjs')).toBe('platform/release');
    expect(roomOf('apps/shell/src/main.ts')).toBe('apps/shell');
    expect(roomOf('testing/e2e/site/pages.spec.ts')).toBe('testing');
    expect(roomOf('composition.json')).toBe('packages/composition');
    expect(roomOf('playwright.config')).toBe('testing');
  });
});

describe('the stairs', () => {
  it('hold: every room imports only what it stands on', () => {
    expect(upwardImports(imports, packages)).toEqual([]);
  });

  it("are the workspaces' own: their dependencies go round no circle", () => {
    expect(packages.map((each) => each.folder)).toContain('platform/release');
    expect(dependencyCircles(packages)).toEqual([]);
    const circled = packages.map((each) =>
      each.folder === 'packages/composition' ? { ...each, uses: ['platform/release'] } : each,
    );
    expect(dependencyCircles(circled)).toContainEqual(
      expect.arrayContaining(['packages/composition', 'platform/release']),
    );
  });

  it('see an undeclared workspace, a room above, or a room on no floor', () => {
    expect(
      upwardImports(
        [
          { from: 'platform/release/engine/observe/watch.mjs', to: 'platform/servers/x.mjs' },
          { from: 'platform/measure/release-book.mjs', to: 'platform/release/index.mjs' },
          { from: 'apps/shell/src/app.tsx', to: 'platform/deployment/index.mjs' },
          { from: 'scripts/serve.mjs', to: 'testing/support/site.ts' },
          { from: 'attic/old.mjs', to: 'platform/release/index.mjs' },
          { from: 'testing/support/site.ts', to: 'platform/release/index.mjs' },
        ],
        packages,
      ),
    ).toEqual([
      "platform/release/engine/observe/watch.mjs imports platform/servers/x.mjs: platform/release's package.json does not say it stands on platform/servers",
      "platform/measure/release-book.mjs imports platform/release/index.mjs: platform/measure's package.json does not say it stands on platform/release",
      "apps/shell/src/app.tsx imports platform/deployment/index.mjs: apps/shell's package.json does not say it stands on platform/deployment",
      'scripts/serve.mjs imports testing/support/site.ts: testing is not on a floor below scripts',
      'attic/old.mjs imports platform/release/index.mjs: attic is no workspace and on no floor (scripts/layout/floors.mjs)',
    ]);
  });

  it('let a test on any floor, and the benchmark, use a test tool; no other module', () => {
    const tool = 'packages/test-tools/free-port.mjs';
    expect(
      upwardImports([{ from: 'platform/measure/collector.test.mjs', to: tool }], packages),
    ).toEqual([]);
    expect(upwardImports([{ from: 'bench/field-measurement.mjs', to: tool }], packages)).toEqual(
      [],
    );
    expect(
      upwardImports([{ from: 'platform/measure/collector.mjs', to: tool }], packages),
    ).toHaveLength(1);
  });

  it('hold the test tools to the ground', () => {
    expect(toolsOnAFloor(imports)).toEqual([]);
    expect(
      toolsOnAFloor([
        { from: 'packages/test-tools/real-postgres.mjs', to: 'platform/measure/index.mjs' },
      ]),
    ).toEqual([
      'packages/test-tools/real-postgres.mjs imports platform/measure/index.mjs: a test tool uses nothing of the house',
    ]);
  });
});

describe('two folders', () => {
  it('never import each other', () => {
    expect(foldersImportingEachOther(imports)).toEqual([]);
  });

  it('are seen importing each other, as rooms or inside one, an app too', () => {
    expect(
      foldersImportingEachOther([
        { from: 'apps/shell/src/measure/beacon.ts', to: 'apps/shell/src/navigation/saves-data' },
        {
          from: 'apps/shell/src/navigation/after-first-load.ts',
          to: 'apps/shell/src/measure/beacon',
        },
        { from: 'platform/release/engine/observe/watch.mjs', to: 'platform/measure/index.mjs' },
        { from: 'platform/measure/batch.mjs', to: 'platform/release/index.mjs' },
        { from: 'platform/release/gate/values.mjs', to: 'platform/release/engine/engine.mjs' },
        {
          from: 'platform/release/engine/release/release.mjs',
          to: 'platform/release/gate/release.mjs',
        },
        // A unit test driving its room through the engine is no such pair.
        {
          from: 'platform/release/sandbox/walls-hold.test.mjs',
          to: 'platform/release/engine/release/release.mjs',
        },
        {
          from: 'platform/release/engine/release/candidate.mjs',
          to: 'platform/release/sandbox/sandbox.mjs',
        },
        {
          from: 'platform/release/engine/compose/compose-live.mjs',
          to: 'platform/release/engine/release/ledger.mjs',
        },
        {
          from: 'platform/release/engine/release/pointer-move.mjs',
          to: 'platform/release/engine/compose/compose-live.mjs',
        },
      ]),
    ).toEqual([
      'apps/shell/src/measure and apps/shell/src/navigation import each other',
      'platform/measure and platform/release import each other',
      'platform/release/engine and platform/release/gate import each other',
      'platform/release/engine/compose and platform/release/engine/release import each other',
    ]);
  });
});

describe('a front door', () => {
  it("is a workspace's package name: no room enters one with exports by a path", () => {
    expect(insidesReached(imports, packages)).toEqual([]);
  });

  it('sees a path into a workspace with exports from outside, not its name nor from inside', () => {
    expect(
      insidesReached(
        [
          {
            from: 'platform/servers/x.mjs',
            to: 'platform/measure/pass-through.mjs',
            relative: true,
          },
          { from: 'bench/run.mjs', to: 'platform/release/index.mjs', relative: true },
          { from: 'bench/run.mjs', to: 'platform/release/index.mjs' },
          {
            from: 'platform/measure/collector.mjs',
            to: 'platform/measure/store/open-store.mjs',
            relative: true,
          },
        ],
        packages,
      ),
    ).toEqual([
      "platform/servers/x.mjs imports platform/measure/pass-through.mjs by its path: platform/measure/'s front door is its package, 'measure'",
      "bench/run.mjs imports platform/release/index.mjs by its path: platform/release/'s front door is its package, 'release'",
    ]);
  });

  it('lets out nothing a testing/ folder holds: that is for tests alone', () => {
    expect(testHelpersOutsideTests(imports)).toEqual([]);
    expect(
      testHelpersOutsideTests([
        { from: 'platform/release/index.mjs', to: 'platform/release/testing/fake-builds.mjs' },
        {
          from: 'platform/release/engine/release/release.test.mjs',
          to: 'platform/release/testing/fake-builds.mjs',
        },
      ]),
    ).toEqual([
      "platform/release/index.mjs imports platform/release/testing/fake-builds.mjs: a test's stand-in, outside the tests",
    ]);
  });
});

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
