// @ts-check
// The stairs go one way (issue 46): every source file's imports held to the floors of
// floors.mjs. Each rule is shown to fail on a made-up list of imports, so its check on the
// repository can fail too.
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
import { importsIn, repositoryImports, workspaces } from './imports.mjs';

const imports = repositoryImports();

describe('the imports read', () => {
  it('are relative ones resolved, JSDoc types, and workspaces by their package name', () => {
    const text = [
      "import { folderReader } from '../deployment/index.mjs';",
      "/** @param {import('./store/store.mjs').Store} store */",
      "import type { Locale } from 'shared-types';",
      "const stores = await import('./store/open-store.mjs');",
      "import { readFileSync } from 'node:fs';",
    ].join('\n');
    expect(importsIn('measure/collector.mjs', text, workspaces())).toEqual([
      'deployment/index.mjs',
      'measure/store/store.mjs',
      'shared-types',
      'measure/store/open-store.mjs',
    ]);
  });

  it("are the repository's: one the floors allow is among them, so the checks below can fail", () => {
    expect(imports).toContainEqual({
      from: 'servers/editor/numbers-route.mjs',
      to: 'measure/index.mjs',
    });
  });

  it('are each in a room: a folder at the root, or the room a file at the root belongs to', () => {
    expect(roomOf('release/core/refused.mjs')).toBe('release');
    expect(roomOf('composition.json')).toBe('composition');
    expect(roomOf('playwright.config')).toBe('e2e');
  });
});

describe('the floors', () => {
  it('hold: every room imports only rooms below it', () => {
    expect(upwardImports(imports)).toEqual([]);
  });

  it('see an import of a room above, or of a room on no floor', () => {
    expect(
      upwardImports([
        { from: 'release/engine/observe/watch.mjs', to: 'servers/static-server.mjs' },
        { from: 'measure/release-book.mjs', to: 'release/index.mjs' },
        { from: 'shell/src/app.tsx', to: 'deployment/index.mjs' },
        { from: 'attic/old.mjs', to: 'release/index.mjs' },
      ]),
    ).toEqual([
      'release/engine/observe/watch.mjs imports servers/static-server.mjs: servers is not on a floor below release',
      'measure/release-book.mjs imports release/index.mjs: release is not on a floor below measure',
      'shell/src/app.tsx imports deployment/index.mjs: deployment is not on a floor below shell',
      'attic/old.mjs imports release/index.mjs: attic is on no floor (scripts/layout/floors.mjs)',
    ]);
  });

  it('let a test on any floor use a test tool, and no module below it', () => {
    const tool = 'e2e/support/free-port.mjs';
    expect(upwardImports([{ from: 'measure/collector.test.mjs', to: tool }])).toEqual([]);
    expect(upwardImports([{ from: 'measure/collector.mjs', to: tool }])).toHaveLength(1);
  });

  it('hold the test tools to no floor', () => {
    expect(toolsOnAFloor(imports)).toEqual([]);
    expect(
      toolsOnAFloor([{ from: 'e2e/support/real-postgres.mjs', to: 'measure/index.mjs' }]),
    ).toEqual([
      'e2e/support/real-postgres.mjs imports measure/index.mjs: a test tool uses nothing of a floor',
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
        { from: 'shell/src/measure/beacon.ts', to: 'shell/src/navigation/saves-data' },
        { from: 'shell/src/navigation/after-first-load.ts', to: 'shell/src/measure/beacon' },
        { from: 'release/engine/observe/watch.mjs', to: 'measure/index.mjs' },
        { from: 'measure/batch.mjs', to: 'release/index.mjs' },
        { from: 'release/gate/values.mjs', to: 'release/engine/engine.mjs' },
        { from: 'release/engine/release/release.mjs', to: 'release/gate/release.mjs' },
        // A unit test driving its room through the engine is no such pair.
        { from: 'release/sandbox/walls-hold.test.mjs', to: 'release/engine/release/release.mjs' },
        { from: 'release/engine/release/candidate.mjs', to: 'release/sandbox/sandbox.mjs' },
        {
          from: 'release/engine/compose/compose-live.mjs',
          to: 'release/engine/release/ledger.mjs',
        },
        {
          from: 'release/engine/release/pointer-move.mjs',
          to: 'release/engine/compose/compose-live.mjs',
        },
      ]),
    ).toEqual([
      'shell/src/measure and shell/src/navigation import each other',
      'measure and release import each other',
      'release/engine and release/gate import each other',
      'release/engine/compose and release/engine/release import each other',
    ]);
  });
});

describe('a front door', () => {
  it('is the only way into deployment/, measure/ and release/ from outside', () => {
    expect(insidesReached(imports)).toEqual([]);
  });

  it('sees an import of an inside module from outside, not from inside', () => {
    expect(
      insidesReached([
        { from: 'servers/static-server.mjs', to: 'measure/pass-through.mjs' },
        { from: 'release/engine/observe/watch.mjs', to: 'deployment/pointers.mjs' },
        { from: 'e2e/release/owner-numbers.spec.ts', to: 'measure/index' },
        { from: 'measure/collector.mjs', to: 'measure/store/open-store.mjs' },
      ]),
    ).toEqual([
      'servers/static-server.mjs imports measure/pass-through.mjs, inside measure/: its front door is measure/index.mjs',
      'release/engine/observe/watch.mjs imports deployment/pointers.mjs, inside deployment/: its front door is deployment/index.mjs',
    ]);
  });

  it('lets out nothing a testing/ folder holds: that is for tests alone', () => {
    expect(testHelpersOutsideTests(imports)).toEqual([]);
    expect(
      testHelpersOutsideTests([
        { from: 'release/index.mjs', to: 'release/testing/fake-builds.mjs' },
        { from: 'release/engine/release/release.test.mjs', to: 'release/testing/fake-builds.mjs' },
      ]),
    ).toEqual([
      "release/index.mjs imports release/testing/fake-builds.mjs: a test's stand-in, outside the tests",
    ]);
  });
});

describe("release/'s own floors", () => {
  it('hold: core/ at the ground, cli/ at the top, the engine between, each importing downward', () => {
    expect(imports).toContainEqual({
      from: 'release/engine/observe/smoke.mjs',
      to: 'release/engine/release/preview.mjs',
    });
    expect(releaseUpwardImports(imports)).toEqual([]);
  });

  it('see core/ importing above it, anything but cli/ importing cli/, a room importing upward, and an engine folder on no floor', () => {
    expect(
      releaseUpwardImports([
        { from: 'release/core/storage.mjs', to: 'release/storage/folder-storage.mjs' },
        { from: 'release/operations.mjs', to: 'release/cli/args.mjs' },
        { from: 'release/engine/compose/editor-parts.test.mjs', to: 'release/cli/args.mjs' },
        { from: 'release/gate/values.mjs', to: 'release/engine/engine.mjs' },
        { from: 'release/cli/release.mjs', to: 'release/cli/args.mjs' },
        { from: 'release/gate/release.test.mjs', to: 'release/engine/release/release.mjs' },
        {
          from: 'release/engine/compose/compose-live.mjs',
          to: 'release/engine/release/ledger.mjs',
        },
        { from: 'release/engine/pointers.mjs', to: 'release/engine/observe/watch.mjs' },
        { from: 'release/engine/observe/smoke.mjs', to: 'release/engine/release/preview.mjs' },
        { from: 'release/engine/compose/sync.mjs', to: 'release/engine/engine.mjs' },
        { from: 'release/engine/attic/old.mjs', to: 'release/engine/engine.mjs' },
      ]),
    ).toEqual([
      "release/core/storage.mjs imports release/storage/folder-storage.mjs: core/ is release/'s ground floor",
      'release/operations.mjs imports release/cli/args.mjs: nothing but cli/ imports cli/',
      'release/engine/compose/editor-parts.test.mjs imports release/cli/args.mjs: nothing but cli/ imports cli/',
      'release/gate/values.mjs imports release/engine/engine.mjs: release/engine is not on a floor below release/gate',
      'release/engine/compose/compose-live.mjs imports release/engine/release/ledger.mjs: release/engine/release is not on a floor below release/engine/compose',
      'release/engine/pointers.mjs imports release/engine/observe/watch.mjs: release/engine/observe is not on a floor below release/engine',
      'release/engine/attic/old.mjs imports release/engine/engine.mjs: release/engine is not on a floor below release/engine/attic',
    ]);
  });
});

describe("each app's own floors", () => {
  it("hold: in each app's src/, a folder imports only folders below its own", () => {
    expect(imports).toContainEqual({
      from: 'shell/src/measure/start-measuring.ts',
      to: 'shell/src/remotes/remote-failures',
    });
    expect(appUpwardImports(imports)).toEqual([]);
  });

  it('see the arrows issue 57 found, and a folder on no floor; not a test, nor what sits beside src/', () => {
    expect(
      appUpwardImports([
        {
          from: 'admin/src/git-host/github-drafts-store.ts',
          to: 'admin/src/phone/store/drafts-store',
        },
        { from: 'admin/src/parts/load-parts.ts', to: 'admin/src/config/fields-from-schema' },
        { from: 'admin/src/phone/owner-app.tsx', to: 'admin/src/numbers/numbers-link' },
        { from: 'shell/src/measure/beacon.ts', to: 'shell/src/navigation/saves-data' },
        { from: 'shell/src/remotes/remote-boundary.tsx', to: 'shell/src/measure/remote-failures' },
        { from: 'mf-contact/src/exposed/contact-page.ts', to: 'mf-contact/src/main.ts' },
        { from: 'shell/src/attic/old.ts', to: 'shell/src/config/site-config' },
        { from: 'shell/src/content/schema.test.ts', to: 'shell/src/config/site-config' },
        { from: 'shell/vite.config.ts', to: 'shell/src/config/site-config' },
        { from: 'admin/src/phone/owner-app.tsx', to: 'admin/src/drafts/drafts-store' },
      ]),
    ).toEqual([
      'admin/src/git-host/github-drafts-store.ts imports admin/src/phone/store/drafts-store: admin/src/phone is not on a floor below admin/src/git-host',
      'admin/src/parts/load-parts.ts imports admin/src/config/fields-from-schema: admin/src/config is not on a floor below admin/src/parts',
      'admin/src/phone/owner-app.tsx imports admin/src/numbers/numbers-link: admin/src/numbers is not on a floor below admin/src/phone',
      'shell/src/measure/beacon.ts imports shell/src/navigation/saves-data: shell/src/navigation is not on a floor below shell/src/measure',
      'shell/src/remotes/remote-boundary.tsx imports shell/src/measure/remote-failures: shell/src/measure is not on a floor below shell/src/remotes',
      'mf-contact/src/exposed/contact-page.ts imports mf-contact/src/main.ts: mf-contact/src/ is not on a floor below mf-contact/src/exposed',
      'shell/src/attic/old.ts imports shell/src/config/site-config: shell/src/attic is on no floor (scripts/layout/floors.mjs)',
    ]);
  });
});
