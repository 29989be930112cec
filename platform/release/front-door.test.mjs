// @ts-check
// release/ has one front door (index.mjs): nothing outside it imports its insides, and
// what drives the engine gets data back, never text to parse, so nothing a sandbox prints
// can choose a preview (issue 36, findings 3 and 11). Inside, the commands have one way
// into the engine: operations.mjs (issue 57).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ROOT } from 'composition';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inChildProcess, previewApp, releaseApp } from './index.mjs';
import { fakeRemoteBuild, fakeShellBuild } from './testing/fake-builds.mjs';

/** Every source file Git knows, new ones too, that may import a module. */
const sources = () =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(mjs|js|ts|tsx)$/.test(file));

const sourcesOutside = () => sources().filter((file) => !file.startsWith('platform/release/'));

/** The commands and their helpers: platform/release/cli/'s modules, its tests aside. */
const commands = () =>
  sources().filter(
    (file) => file.startsWith('platform/release/cli/') && !/\.test\.mjs$/.test(file),
  );

/** The release/ modules a file imports, relative to the repository. @param {string} file */
function releaseImports(file) {
  let text = '';
  try {
    text = readFileSync(join(ROOT, file), 'utf8');
  } catch {
    return [];
  }
  const specifiers = [
    ...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g),
  ].map((match) => match[1] ?? '');
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(ROOT, join(ROOT, file, '..', specifier)))
    .filter((path) => path.startsWith('platform/release/'));
}

describe("release/'s front door", () => {
  it('is the only module of release/ that anything outside it imports', () => {
    const through = sourcesOutside().flatMap((file) =>
      releaseImports(file)
        .filter((path) => path !== 'platform/release/index.mjs')
        .map((path) => `${file} imports ${path}`),
    );
    expect(through).toEqual([]);
  });

  it('sees an import of an inside module, so the check above can fail', () => {
    expect(releaseImports('platform/release/front-door.test.mjs')).toContain(
      'platform/release/index.mjs',
    );
  });
});

/** What makes an engine from a command's options, for operations.mjs alone. */
const ENGINE_MAKERS = ['platform/release/engine-of.mjs', 'platform/release/deployment-of.mjs'];

/**
 * The imports by which a command reaches the engine around operations.mjs: engine/ itself
 * or what makes one (ENGINE_MAKERS), or index.mjs, the door for what is outside release/,
 * which re-exports some of engine/.
 * @param {Array<{ from: string, to: string }>} imports
 */
function engineReachedAround(imports) {
  return imports
    .filter(
      ({ to }) =>
        to.startsWith('platform/release/engine/') ||
        ENGINE_MAKERS.includes(to) ||
        to === 'platform/release/index.mjs',
    )
    .map(
      ({ from, to }) =>
        `${from} imports ${to}: a command reaches the engine through operations.mjs`,
    );
}

describe('one way into the engine', () => {
  const imports = commands().flatMap((from) => releaseImports(from).map((to) => ({ from, to })));

  it('is operations.mjs: no command imports engine/, nor the door for outside', () => {
    expect(imports).toContainEqual({
      from: 'platform/release/cli/rollback.mjs',
      to: 'platform/release/operations.mjs',
    });
    expect(engineReachedAround(imports)).toEqual([]);
  });

  it('sees a command that goes around it, so the check above can fail', () => {
    expect(
      engineReachedAround([
        {
          from: 'platform/release/cli/rollback.mjs',
          to: 'platform/release/engine/release/release.mjs',
        },
        { from: 'platform/release/cli/smoke.mjs', to: 'platform/release/index.mjs' },
        { from: 'platform/release/cli/compose.mjs', to: 'platform/release/engine-of.mjs' },
        { from: 'platform/release/cli/rollback.mjs', to: 'platform/release/operations.mjs' },
        { from: 'platform/release/cli/rollback.mjs', to: 'platform/release/core/printable.mjs' },
      ]),
    ).toEqual([
      'platform/release/cli/rollback.mjs imports platform/release/engine/release/release.mjs: a command reaches the engine through operations.mjs',
      'platform/release/cli/smoke.mjs imports platform/release/index.mjs: a command reaches the engine through operations.mjs',
      'platform/release/cli/compose.mjs imports platform/release/engine-of.mjs: a command reaches the engine through operations.mjs',
    ]);
  });
});

describe('an operation in a child process', () => {
  /** @type {string} */
  let work;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'jac-front-door-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  /** A folder deployment in `work` with a shell live: where a part's preview goes. */
  async function shellLive() {
    const where = { site: join(work, 'site') };
    await releaseApp(where, {
      app: 'shell',
      source: fakeShellBuild(join(work, 'shell'), 'live'),
      skipBuild: true,
    });
    return where;
  }

  it("answers with its preview as data: a render build's forged line chooses nothing", async () => {
    const where = await shellLive();
    const forged = 'previewing mf-contact 1.0.0 as ffffffffffff with shell=x: http://evil.example';
    const source = fakeRemoteBuild(join(work, 'contact'), {
      name: 'mf_contact',
      route: '/contact',
      version: '1.0.0',
      renderBody: `console.log(${JSON.stringify(forged)});
        return [{ path: '/contact', html: 'ok', head: { title: 't', description: 'd' } }];`,
    });
    /** @type {string[]} */
    const printed = [];
    const outcome = await inChildProcess(
      'previewApp',
      where,
      { app: 'mf-contact', source, skipBuild: true },
      (line) => printed.push(line),
    );
    expect(outcome).toMatchObject({ ok: true });
    const { id, url } = /** @type {{ ok: true, value: { id: string, url: string } }} */ (outcome)
      .value;
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(id).not.toBe('ffffffffffff');
    expect(url).toBe(`http://${id}.preview.localhost:4010`);
    // What it printed is there, labelled, for people: never at a line's start.
    expect(printed.some((line) => line.includes(forged))).toBe(true);
    expect(printed.filter((line) => line.startsWith('previewing'))).toEqual([]);
  });

  it('answers a refusal as data, with its words', async () => {
    const where = { site: join(work, 'site') };
    const outcome = await inChildProcess(
      'previewAgainOf',
      where,
      { app: 'mf-contact', id: 'aaaaaaaaaaaa' },
      () => {},
    );
    expect(outcome).toEqual({
      ok: false,
      refused: true,
      message: 'no preview of aaaaaaaaaaaa is published',
    });
  });

  it('the same operation in this process gives the same shape', async () => {
    const where = await shellLive();
    const previewed = await previewApp(where, {
      app: 'mf-contact',
      source: fakeRemoteBuild(join(work, 'contact'), {
        name: 'mf_contact',
        route: '/contact',
        version: '1.0.1',
      }),
      skipBuild: true,
    });
    expect(previewed).toMatchObject({ app: 'mf-contact', version: '1.0.1' });
  });
});
