// @ts-check
// A build behind the walls, tried as a hostile team would (issue 44): a committed link as
// an output folder or as its tools' cache, a link in what it makes, more than it may make,
// and forks that together use more than a build may. Each refusal has its control: the
// same part, without the trick, builds.
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scratchPart } from '../testing/scratch-part.mjs';
import { BUILD_LIMITS, buildWalled, cacheOf } from './build.mjs';

/** @type {string} the fixture's folder, inside the repository so it resolves Vite */
let work;
/** @type {string} */
let part;
/** @type {string[]} */
let logged;
const saved = structuredClone(BUILD_LIMITS);

beforeEach(() => {
  ({ work, part } = scratchPart('build-walls', ['src']));
  mkdirSync(join(work, 'victim'));
  writeFileSync(join(part, 'src/main.js'), 'export const hello = "world";\n');
  logged = [];
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(cacheOf(ROOT, part), { recursive: true, force: true });
  Object.assign(BUILD_LIMITS, structuredClone(saved));
});

/**
 * The part's Vite config: `before` runs when Vite loads it (the team's code), `plugin`
 * when the bundle is written. The browser build writes dist/, the render build dist-render/.
 * @param {{ before?: string, plugin?: string }} code
 */
function config({ before = '', plugin = '' } = {}) {
  writeFileSync(
    join(part, 'vite.config.mjs'),
    `import { mkdirSync, writeFileSync, symlinkSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { join } from 'node:path';
${before}
export default ({ isSsrBuild }) => ({
  logLevel: 'warn',
  plugins: [{ name: 'hostile', writeBundle(options) { const out = options.dir; ${plugin} } }],
  build: {
    outDir: isSsrBuild ? 'dist-render' : 'dist',
    emptyOutDir: true,
    lib: { entry: 'src/main.js', formats: ['es'], fileName: 'main' },
  },
});
`,
  );
}

const build = () =>
  buildWalled({
    root: ROOT,
    source: part,
    name: "part's build",
    builds: [
      { args: [], output: 'dist' },
      { args: ['--ssr', 'src/main.js'], output: 'dist-render' },
    ],
    log: (line) => logged.push(line),
  });

const victimFiles = () => readdirSync(join(work, 'victim'));

describe('a build behind the walls', () => {
  it('builds a plain part: its output comes back as the engine writes it (control)', async () => {
    config({ before: "console.error('the config ran');" });
    await build();
    expect(readFileSync(join(part, 'dist/main.js'), 'utf8')).toContain('world');
    expect(existsSync(join(part, 'dist-render/main.js'))).toBe(true);
    expect(logged.join('\n')).toContain('the config ran');
  });

  for (const folder of ['dist', 'dist-render', 'node_modules/.cache', 'node_modules']) {
    it(`refuses ${folder} committed as a relative link, before any of the team's code runs`, async () => {
      config({
        before: "console.error('the config ran');",
        plugin: "writeFileSync(join(out, 'planted.js'), 'planted');",
      });
      mkdirSync(join(part, folder, '..'), { recursive: true });
      const up = '../'.repeat(folder.split('/').length);
      symlinkSync(`${up}../victim`, join(part, folder));
      await expect(build()).rejects.toThrow(/is a symbolic link/);
      expect(victimFiles()).toEqual([]);
      expect(logged.join('\n')).not.toContain('the config ran');
    });
  }

  it("refuses a hard link in the part: the build would read the engine's file through it", async () => {
    config({ before: "console.error('the config ran');" });
    writeFileSync(join(work, 'victim/engine-key'), 'AKIA-secret');
    linkSync(join(work, 'victim/engine-key'), join(part, 'src/key.txt'));
    await expect(build()).rejects.toThrow(/src\/key\.txt is a hard link/);
    expect(logged.join('\n')).not.toContain('the config ran');
  });

  it('refuses a link anywhere in the part, a source file as much as an output', async () => {
    config();
    symlinkSync('../../victim', join(part, 'src/linked'));
    await expect(build()).rejects.toThrow(/src\/linked is a symbolic link/);
  });

  it('never leaves a link it made in its output: the stream is refused, nothing replaced', async () => {
    config({ plugin: "symlinkSync('/etc/passwd', join(out, 'passwd'));" });
    mkdirSync(join(part, 'dist'));
    writeFileSync(join(part, 'dist/before.txt'), 'the last good build');
    await expect(build()).rejects.toThrow(/passwd is not a plain file or folder/);
    expect(readdirSync(join(part, 'dist'))).toEqual(['before.txt']);
  });

  it('writes nothing of its own outside its tmpfs: its folder and the engine are read-only', async () => {
    config({
      plugin: `for (const target of [join(process.cwd(), 'src/planted.js'), '${join(work, 'victim/planted')}']) {
        try { writeFileSync(target, 'x'); } catch (error) { console.error('refused ' + error.code); }
      }`,
    });
    await build();
    expect(existsSync(join(part, 'src/planted.js'))).toBe(false);
    expect(victimFiles()).toEqual([]);
    expect(logged.join('\n')).toMatch(/refused (EROFS|ENOENT|EACCES)/);
  });

  it('cannot make more than its output limit: the tmpfs is full and the build refused', async () => {
    BUILD_LIMITS.output.bytes = 1024 * 1024;
    config({ plugin: "writeFileSync(join(out, 'big.bin'), Buffer.alloc(3 * 1024 * 1024, 1));" });
    await expect(build()).rejects.toThrow(/failed \(exit code/);
    expect(existsSync(join(part, 'dist/big.bin'))).toBe(false);
  });

  it('cannot send back more files than its limit', async () => {
    BUILD_LIMITS.output.entries = 50;
    BUILD_LIMITS.cache.entries = 0;
    config({
      plugin: "for (let i = 0; i < 200; i += 1) writeFileSync(join(out, 'f' + i + '.txt'), 'x');",
    });
    await expect(build()).rejects.toThrow(/more than 50 files and folders/);
    expect(existsSync(join(part, 'dist/f0.txt'))).toBe(false);
  });

  it("is stopped when its processes together pass the build's memory, each under its own", async () => {
    BUILD_LIMITS.groupMemoryBytes = 384 * 1024 * 1024;
    // Six children of 120 MB each: each is far below the 6 GiB a process may have.
    config({
      before: `const children = Array.from({ length: 6 }, () => spawn(process.execPath, ['-e',
        'const b = Buffer.alloc(120 * 1024 * 1024, 1); setTimeout(() => console.log(b.length), 3000)'],
        { stdio: 'inherit' }));
      await Promise.all(children.map((c) => new Promise((r) => c.on('exit', (code, signal) => r(signal)))))
        .then((signals) => { if (signals.some(Boolean)) throw new Error('a child was killed'); });`,
    });
    await expect(build()).rejects.toThrow(/stopped at its memory limit/);
  });

  it('is stopped when it starts more tasks than a build may', async () => {
    BUILD_LIMITS.tasks = 64;
    config({
      before: `for (let i = 0; i < 100; i += 1) {
        const r = spawnSync('/bin/sleep', ['0.5'], { timeout: 1 });
        spawn('/bin/sleep', ['2']).on('error', () => {});
      }
      await new Promise((r) => setTimeout(r, 300));
      const r = spawnSync('/bin/true');
      if (r.error) throw r.error;`,
    });
    await expect(build()).rejects.toThrow(/stopped at its task limit/);
  });

  it('with room for the same forks and tasks, the same part builds (control)', async () => {
    config({
      before: `const children = Array.from({ length: 6 }, () => spawn(process.execPath, ['-e',
        'const b = Buffer.alloc(120 * 1024 * 1024, 1); setTimeout(() => console.log(b.length), 500)'],
        { stdio: 'inherit' }));
      await Promise.all(children.map((c) => new Promise((r) => c.on('exit', r))));`,
    });
    await build();
    expect(existsSync(join(part, 'dist/main.js'))).toBe(true);
  });
});
