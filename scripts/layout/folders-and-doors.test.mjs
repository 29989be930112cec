// @ts-check
// Two folders never import each other, and a workspace is entered by its front door alone
// (issue 46): every source file's imports held to both. Each rule is shown to fail on a
// made-up list of imports, so its check on the repository can fail too. The stairs between
// the rooms: layout.test.mjs.
import { describe, expect, it } from 'vitest';
import { foldersImportingEachOther, insidesReached, testHelpersOutsideTests } from './breaches.mjs';
import { repositoryImports } from './imports.mjs';
import { workspaces } from './workspaces.mjs';

const imports = repositoryImports();
const packages = workspaces();

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
