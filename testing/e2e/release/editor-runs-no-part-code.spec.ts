import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { apps } from '../../support/composition';
import { scratchFolder } from '../../support/scratch';
import { serveFolder } from '../../support/serve-folder';

// No team's code runs on the editor's origin, where the owner's Git token is kept: every
// source file of every part (the shell and each remote) is marked, the editor is built
// from that marked copy, and its pages are opened. A marked line that ran, or that was
// merely bundled, fails the test. A marked line of the editor's own proves the marking works.

const ROOT = process.cwd();
const PART_MARK = '__jacPartCodeRan';
const EDITOR_MARK = '__jacEditorCodeRan';
/** What the editor is built from besides the parts: its own folder and what it may use. */
const COPIED = [
  'apps/admin',
  'packages/shared-types',
  'packages/shared-ui',
  'packages/build-config',
  'composition.json',
  'tsconfig.base.json',
  'package.json',
];
const PAGES = ['/', '/full-editor.html', '/numbers.html'];

let copy: string;
let dist: string;

/** Appends a line to every .ts/.tsx file under `folder` that records `file` under `mark`. */
function mark(folder: string, mark: string) {
  for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.endsWith('.d.ts') || file.includes('node_modules')) continue;
    appendFileSync(
      join(folder, file),
      `\n;((globalThis as unknown as Record<string, string[]>).${mark} ??= []).push(${JSON.stringify(file)});\n`,
    );
  }
}

/**
 * The copy's node_modules: the checkout's packages, but the workspaces (a part among them)
 * are the copy's, so a part reached by its package name is the marked one too.
 */
function linkPackages(workspaces: readonly string[]) {
  const modules = join(copy, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (workspaces.some((folder) => basename(folder) === name)) continue;
    symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
  }
  for (const folder of workspaces) symlinkSync(join(copy, folder), join(modules, basename(folder)));
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  copy = scratchFolder('editor-marked');
  dist = join(copy, 'admin-dist');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(copy, { recursive: true });
  const filter = (source: string) => !/\/(node_modules|dist|dist-render)(\/|$)/.test(source);
  for (const item of COPIED)
    cpSync(join(ROOT, item), join(copy, item), { recursive: true, filter });
  for (const { package: part } of apps) {
    cpSync(join(ROOT, 'apps', part), join(copy, 'apps', part), { recursive: true, filter });
    mark(join(copy, 'apps', part, 'src'), PART_MARK);
  }
  mark(join(copy, 'apps', 'admin', 'src', 'phone'), EDITOR_MARK);
  linkPackages([
    ...COPIED.filter((item) => !item.includes('.')),
    ...apps.map((app) => `apps/${app.package}`),
  ]);
  const built = spawnSync(
    join(copy, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'error', '--outDir', dist, '--emptyOutDir'],
    {
      cwd: join(copy, 'apps', 'admin'),
      encoding: 'utf8',
      env: { ...process.env, VITE_CMS_BACKEND: 'local' },
    },
  );
  expect(built.status, built.stderr).toBe(0);
});

test.afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

test("no part's source is in the editor's build", () => {
  const bundled = readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(js|html)$/.test(file))
    .map((file) => readFileSync(join(dist, file), 'utf8'));
  expect(bundled.some((text) => text.includes(EDITOR_MARK))).toBe(true);
  expect(bundled.filter((text) => text.includes(PART_MARK))).toEqual([]);
});

test("no part's source runs on the editor's pages", async ({ page }) => {
  const server = await serveFolder(dist);
  try {
    for (const path of PAGES) {
      await page.goto(`${server.origin}${path}`);
      await page.waitForLoadState('networkidle');
      const ran = await page.evaluate(
        ([part, editor]) => ({
          part: (globalThis as unknown as Record<string, unknown>)[part as string] ?? [],
          editor: (globalThis as unknown as Record<string, unknown>)[editor as string] ?? [],
        }),
        [PART_MARK, EDITOR_MARK],
      );
      expect(ran.part, path).toEqual([]);
      if (path === '/') expect((ran.editor as string[]).length).toBeGreaterThan(0);
    }
  } finally {
    await server.close();
  }
});
