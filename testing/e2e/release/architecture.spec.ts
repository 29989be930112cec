import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { apps, composition, remoteKeys } from '../../support/composition';

// The architecture's rules, held by tests rather than by convention: the contract is
// checked on both sides, composition.json names real files, and no app reaches into
// another's source.

const ROOT = process.cwd();

/** `tsc -p DIR`: its exit status and what it printed. */
function typecheck(dir: string) {
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['-p', dir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function makeFixture(name: string): string {
  const made = spawnSync(
    process.execPath,
    ['scripts/make-fixture.mjs', `testing/e2e/fixtures/${name}`],
    {
      cwd: ROOT,
    },
  );
  expect(made.status).toBe(0);
  // make-fixture.mjs prints where it made the copy, beside the workspace it copies.
  return relative(ROOT, made.stdout.toString().trim());
}

/** The wings, whose folders are rooms of their own: apps/shell is the room shell. */
const WINGS = ['apps', 'packages', 'platform'];

/** The room a path from the root is in: a wing's folder by its name, another by its own. */
function roomOf(path: string): string {
  const [top = '', next = ''] = path.split('/');
  return WINGS.includes(top) ? next : top;
}

test('a remote whose exposed module drifts from the contract fails the typecheck', () => {
  const { status, output } = typecheck(makeFixture('contract-drift-remote'));
  expect(status).not.toBe(0);
  expect(output).toContain('src/exposed/catalogue.ts');
});

test('a contract that no longer matches composition.json fails the typecheck', () => {
  const { status, output } = typecheck(makeFixture('contract-drift-composition'));
  expect(status).not.toBe(0);
  expect(output).toContain('compositionMatchesContract');
});

test('every expose of composition.json is a file of its remote', () => {
  for (const key of remoteKeys) {
    const remote = composition.remotes[key];
    for (const file of Object.values(remote.exposes)) {
      expect(
        existsSync(join(ROOT, 'apps', remote.package, file)),
        `${remote.package}/${file}`,
      ).toBe(true);
    }
  }
});

/** The relative and package imports of every source file of an app, by its folder. */
function importsOf(folder: string): Array<{ file: string; target: string }> {
  const src = join(ROOT, folder, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .flatMap((file) => {
      const source = readFileSync(join(src, file), 'utf8');
      // import.meta.glob('../../other/*.json') reads another folder as surely as an import.
      const specifiers = /(?:from|import|\.glob(?:<[^(]*>)?\()\s*\(?\s*'([^']+)'/g;
      return [...source.matchAll(specifiers)].map((match) => {
        const specifier = match[1] ?? '';
        const target = specifier.startsWith('.')
          ? roomOf(relative(ROOT, resolve(dirname(join(src, file)), specifier)))
          : (specifier.split('/')[0] ?? '');
        return { file: `${folder}/src/${file}`, target };
      });
    });
}

test('no app imports another app: remotes and shell meet only through shared-types and shared-ui', () => {
  const appFolders = new Set(apps.map((app) => app.package));
  const crossings = apps.flatMap((app) =>
    importsOf(`apps/${app.package}`)
      .filter(({ target }) => appFolders.has(target) && target !== app.package)
      .map(({ file, target }) => `${file} imports ${target}`),
  );
  expect(crossings).toEqual([]);
});

test("the owner's editor is built from admin/, shared-types and shared-ui alone: no part, no build code", () => {
  const allowed = new Set(['admin', 'shared-types', 'shared-ui']);
  const folders = new Set(
    readdirSync(ROOT, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        WINGS.includes(entry.name)
          ? readdirSync(join(ROOT, entry.name)).map((inside) => `${entry.name}/${inside}`)
          : [entry.name],
      )
      .map(roomOf),
  );
  const appFolders = new Set(apps.map((app) => app.package));
  // Its tests may use the site's test tools (a stand-in of the Git host): they are not built.
  const crossings = importsOf('apps/admin')
    .filter(({ file }) => !/\.test\.tsx?$/.test(file))
    .filter(({ target }) => (folders.has(target) || appFolders.has(target)) && !allowed.has(target))
    .map(({ file, target }) => `${file} imports ${target}`);
  expect(crossings).toEqual([]);
});

test('a shell that reached into a remote would be caught', () => {
  const fixture = makeFixture('boundary-crossing');
  const targets = importsOf(fixture).map(({ target }) => target);
  expect(targets).toContain('mf-contact');
  expect(targets).toContain('mf-services');
});
