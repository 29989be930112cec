// @ts-check
// Two folders never import each other, and a workspace is entered by its front door alone
// (issue 46): every source file's imports held to both. Each rule is shown to fail on a
// made-up list of imports, so its check on the repository can fail too. The stairs between
// the rooms: layout.test.mjs.
import { describe, expect, it } from 'vitest';
import { foldersImportingEachOther, insidesReached, testHelpersOutsideTests } from './breaches.mjs';
import { repositoryImports } from './imports.mjs';
import { judged, madeUp } from './testing/made-up.mjs';
import { workspaces } from './workspaces.mjs';

const imports = repositoryImports();
const packages = workspaces();

describe('two folders', () => {
  it('never import each other', () => {
    expect(foldersImportingEachOther(imports)).toEqual([]);
  });

  it('are seen importing each other, as rooms or inside one, an app too', () => {
    expect(
      foldersImportingEachOther(
        madeUp(
          ['apps/shell/src/measure/beacon.ts', 'apps/shell/src/navigation/saves-data'],
          ['apps/shell/src/navigation/after-first-load.ts', 'apps/shell/src/measure/beacon'],
          ['platform/release/engine/observe/watch.mjs', 'platform/measure/index.mjs'],
          ['platform/measure/batch.mjs', 'platform/release/index.mjs'],
          ['platform/release/gate/values.mjs', 'platform/release/engine/engine.mjs'],
          ['platform/release/engine/release/release.mjs', 'platform/release/gate/release.mjs'],
          // A unit test driving its room through the engine is no such pair.
          [
            'platform/release/sandbox/walls-hold.test.mjs',
            'platform/release/engine/release/release.mjs',
          ],
          ['platform/release/engine/release/candidate.mjs', 'platform/release/sandbox/sandbox.mjs'],
          [
            'platform/release/engine/compose/compose-live.mjs',
            'platform/release/engine/release/ledger.mjs',
          ],
          [
            'platform/release/engine/release/pointer-move.mjs',
            'platform/release/engine/compose/compose-live.mjs',
          ],
        ),
      ),
    ).toEqual(
      [
        ['apps/shell/src/measure', 'apps/shell/src/navigation'],
        ['platform/measure', 'platform/release'],
        ['platform/release/engine', 'platform/release/gate'],
        ['platform/release/engine/compose', 'platform/release/engine/release'],
      ].map(([one, other]) => `${one} and ${other} import each other`),
    );
  });
});

describe('a front door', () => {
  it("is a workspace's package name: no room enters one with exports by a path", () => {
    expect(insidesReached(imports, packages)).toEqual([]);
  });

  it('sees a path into a workspace with exports from outside, not its name nor from inside', () => {
    expect(
      insidesReached(
        madeUp(
          {
            from: 'platform/servers/x.mjs',
            to: 'platform/measure/pass-through.mjs',
            relative: true,
          },
          { from: 'bench/run.mjs', to: 'platform/release/index.mjs', relative: true },
          ['bench/run.mjs', 'platform/release/index.mjs'],
          {
            from: 'platform/measure/collector.mjs',
            to: 'platform/measure/store/open-store.mjs',
            relative: true,
          },
          // The browser's packages: by a path from a Vite configuration's side alone.
          {
            from: 'testing/e2e/site/navigation.spec.ts',
            to: 'packages/shared-ui/src/site/opening-hours',
            relative: true,
          },
          {
            from: 'apps/shell/vite.config.ts',
            to: 'packages/build-config/app-config.ts',
            relative: true,
          },
        ),
        packages,
      ),
    ).toEqual([
      "platform/servers/x.mjs imports platform/measure/pass-through.mjs by its path: platform/measure/'s front door is its package, 'measure'",
      "bench/run.mjs imports platform/release/index.mjs by its path: platform/release/'s front door is its package, 'release'",
      "testing/e2e/site/navigation.spec.ts imports packages/shared-ui/src/site/opening-hours by its path: packages/shared-ui/'s front door is its package, 'shared-ui'",
    ]);
  });

  it('lets out nothing a testing/ folder holds: that is for tests alone', () => {
    expect(testHelpersOutsideTests(imports)).toEqual([]);
    const fakeBuilds = 'platform/release/testing/fake-builds.mjs';
    const { imports: made, breaches } = judged([
      ['platform/release/index.mjs', fakeBuilds, "a test's stand-in, outside the tests"],
      ['platform/release/engine/release/release.test.mjs', fakeBuilds],
    ]);
    expect(testHelpersOutsideTests(made)).toEqual(breaches);
  });
});
