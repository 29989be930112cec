// @ts-check
// The stairs go one way (issue 46): every source file's imports held to what the
// workspaces declare and the floors of floors.mjs. Each rule is shown to fail on a made-up
// list of imports, so its check on the repository can fail too. Beside it, the same of two
// folders and a front door (folders-and-doors.test.mjs) and of the floors inside a room
// (floors-inside-rooms.test.mjs); `vitest run … scripts/layout` runs them all.
import { describe, expect, it } from 'vitest';
import { roomOf, toolsOnAFloor, upwardImports } from './breaches.mjs';
import { importsIn, repositoryImports } from './imports.mjs';
import { judged, madeUp } from './testing/made-up.mjs';
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
    const undeclared = (/** @type {string} */ room, /** @type {string} */ other) =>
      `${room}'s package.json does not say it stands on ${other}`;
    const { imports: made, breaches } = judged([
      [
        'platform/release/engine/observe/watch.mjs',
        'platform/servers/x.mjs',
        undeclared('platform/release', 'platform/servers'),
      ],
      [
        'platform/measure/release-book.mjs',
        'platform/release/index.mjs',
        undeclared('platform/measure', 'platform/release'),
      ],
      [
        'apps/shell/src/app.tsx',
        'platform/deployment/index.mjs',
        undeclared('apps/shell', 'platform/deployment'),
      ],
      ['scripts/serve.mjs', 'testing/support/site.ts', 'testing is not on a floor below scripts'],
      [
        'attic/old.mjs',
        'platform/release/index.mjs',
        'attic is no workspace and on no floor (scripts/layout/floors.mjs)',
      ],
      ['testing/support/site.ts', 'platform/release/index.mjs'],
    ]);
    expect(upwardImports(made, packages)).toEqual(breaches);
  });

  it('let a test on any floor, and the benchmark, use a test tool; no other module', () => {
    const tool = 'packages/test-tools/free-port.mjs';
    expect(
      upwardImports(madeUp({ from: 'platform/measure/collector.test.mjs', to: tool }), packages),
    ).toEqual([]);
    expect(
      upwardImports(madeUp({ from: 'bench/field-measurement.mjs', to: tool }), packages),
    ).toEqual([]);
    expect(
      upwardImports(madeUp({ from: 'platform/measure/collector.mjs', to: tool }), packages),
    ).toHaveLength(1);
  });

  it('hold the test tools to the ground', () => {
    expect(toolsOnAFloor(imports)).toEqual([]);
    const { imports: made, breaches } = judged([
      [
        'packages/test-tools/real-postgres.mjs',
        'platform/measure/index.mjs',
        'a test tool uses nothing of the house',
      ],
      ['packages/test-tools/real-postgres.mjs', 'packages/test-tools/free-port.mjs'],
    ]);
    expect(toolsOnAFloor(made)).toEqual(breaches);
  });
});
