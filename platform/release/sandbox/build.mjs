// @ts-check
// A part's build is its team's code too (its Vite config, its plugins, every dependency
// it installs): it runs behind the same walls as a render build (bubblewrap.mjs), with
// what it builds from read-only (its folder, the shared packages, node_modules: not the
// other parts, the deployments or the editor's repository), no network, no environment
// but Vite's public VITE_ variables, limits on each process and, through a control group,
// on all of them together (cgroup.mjs). It writes nothing of the team's tree: its output
// folder and its tools' cache are tmpfs mounts of its own, and what it made comes back as
// a stream of files the engine checks and writes itself (build-host.mjs, unpack.mjs).
// Before anything runs, the part's folder is checked for links (part-tree.mjs). So does
// the editor's build, which bundles the parts' schemas.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { RefusedRelease } from '../core/refused.mjs';
import { nodeFolder, systemLinks, walledCommand } from './bubblewrap.mjs';
import { buildReads, viteOf } from './build-reads.mjs';
import { inGroup, openBuildGroup } from './cgroup.mjs';
import { assertPlainTree, mountPoint } from './part-tree.mjs';
import { runWalled } from './run-walled.mjs';
import { unpack } from './unpack.mjs';
import { assertForeignCodeAllowed, assertWalls, wallsTrusted } from './walls-present.mjs';

/** A build's limits: more than a render build's, it bundles the whole part. */
export const BUILD_LIMITS = {
  /** One process's data segment (prlimit), and all the build's processes together (cgroup). */
  memoryBytes: 6 * 1024 * 1024 * 1024,
  groupMemoryBytes: 6 * 1024 * 1024 * 1024,
  /** Processes and threads together: Node, Vite's workers, sharp's threads. */
  tasks: 512,
  cpuSeconds: 600,
  scratchBytes: 512 * 1024 * 1024,
  wallMs: 10 * 60 * 1000,
  /** What one build may make (its output folder), and its tools' cache. */
  output: { bytes: 256 * 1024 * 1024, entries: 20_000 },
  cache: { bytes: 1024 * 1024 * 1024, entries: 50_000 },
};

/**
 * Where a part's tools keep their cache (vite-imagetools its resized pictures). The
 * build sees a tmpfs there, seeded from the engine's copy (`.cache/builds/` at the
 * repository's root, which no build sees but its own part's, read-only), and sends
 * it back like its output.
 */
const CACHE = 'node_modules/.cache';

/**
 * @typedef {{ args: string[], output: string }} PartBuild a Vite build and the folder it writes
 */

/**
 * A part's two builds: the browser's into dist/, then the render build into dist-render/
 * from the cache the first kept (its pictures are the render build's too).
 */
export const PART_BUILDS = [
  { args: [], output: 'dist' },
  { args: ['--ssr', 'src/prerender.tsx'], output: 'dist-render' },
];

/**
 * What a build sees of the environment: Vite's VITE_ variables alone (the EmailJS ids).
 * Vite writes them into the pages, so by its own rule they are public, never a secret.
 * @returns {Record<string, string>}
 */
const publicBuildEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).flatMap(([name, value]) =>
      name.startsWith('VITE_') && typeof value === 'string' ? [[name, value]] : [],
    ),
  );

/**
 * The engine's copy of a part's cache: by folder name and where it is.
 * @param {string} root @param {string} source
 */
export const cacheOf = (root, source) =>
  join(
    root,
    '.cache/builds',
    `${basename(source)}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}`,
  );

/**
 * Runs Vite's builds of `source` behind the walls, each into its output folder.
 * @param {object} build
 * @param {string} build.root the repository (its node_modules and shared packages)
 * @param {string} build.source the folder to build
 * @param {string} build.name what messages call it ("mf-contact's build")
 * @param {string} [build.mode] Vite's mode
 * @param {PartBuild[]} [build.builds] each build's arguments and output
 * @param {string[]} [build.alsoReads] folders of `root` it reads besides the shared ones
 * @param {Record<string, string>} [build.env] more public VITE_ settings
 * @param {(line: string) => void} [build.log]
 */
export async function buildWalled({
  root,
  source,
  name,
  mode,
  builds = PART_BUILDS,
  alsoReads = [],
  env = {},
  log = console.error,
}) {
  assertForeignCodeAllowed(name);
  assertPlainTree(name, source);
  for (const folder of [...builds.map((build) => build.output), CACHE]) {
    mountPoint(name, source, join(source, folder));
  }
  const links = wallsTrusted() ? null : await systemLinks();
  if (links) await assertWalls();
  const step = {
    root,
    source,
    name,
    vite: viteOf(source),
    modeArgs: mode ? ['--mode', mode] : [],
    env: { ...publicBuildEnv(), ...env },
    reads: buildReads(root, source, alsoReads),
    log,
  };
  if (!links) {
    // Unwalled, they share the part's own cache folder on disk: one at a time.
    for (const build of builds) await trustedStep(step, build);
    return;
  }
  // One after the other, each starting from the cache the one before kept: a picture the
  // browser build encoded is the very file the render build names. Side by side (issue 54),
  // each encoded a new picture (an owner's upload) on its own, and an encoder that does not
  // give the same bytes twice left a page naming a picture its release does not hold.
  for (const build of builds) await walledStep(step, build, links, { keepsCache: true });
}

/**
 * @typedef {{ root: string, source: string, name: string, vite: string, modeArgs: string[],
 *   env: Record<string, string>, reads: string[], log: (line: string) => void }} Step
 */

/** Vite's command line for one build. @param {Step} step @param {PartBuild} build */
const viteCommand = (step, build) => [
  process.execPath,
  step.vite,
  'build',
  ...build.args,
  // Vite's runner loads the config in memory: its default writes a bundled copy beside it.
  ...['--configLoader', 'runner', '--logLevel', 'warn', ...step.modeArgs],
];

/**
 * One build behind the walls, in a control group of its own; what it made comes back on
 * fd 3 into fresh folders of the engine's, and replaces the output (and the cache, if it
 * `keepsCache`) only once all of it passed.
 * @param {Step} step @param {PartBuild} build @param {{ links: Record<string, string> }} links
 * @param {{ keepsCache: boolean }} cacheRole
 */
async function walledStep(step, build, links, { keepsCache }) {
  const output = join(step.source, build.output);
  const cache = join(step.source, CACHE);
  const seed = cacheOf(step.root, step.source);
  // The engine's own folders, checked like a part's: the repository is every team's, and
  // a committed `.cache` link would have the engine write the cache through it. Its
  // scratch is beside the seeds, so the new seed is renamed into place on one disk.
  const builds = dirname(seed);
  mountPoint('the engine', step.root, builds);
  if (existsSync(seed) && !lstatSync(seed).isDirectory()) rmSync(seed, { force: true });
  const scratch = mkdtempSync(join(builds, '.scratch-'));
  const received = [join(scratch, 'output'), join(scratch, 'cache')];
  for (const folder of received) mkdirSync(folder);
  const host = join(import.meta.dirname, 'build-host.mjs');
  const spec = {
    command: viteCommand(step, build),
    outputs: [output, cache],
    seed: existsSync(seed) ? seed : null,
    cache,
  };
  const group = openBuildGroup({
    memoryBytes: BUILD_LIMITS.groupMemoryBytes,
    tasks: BUILD_LIMITS.tasks,
  });
  try {
    const command = walledCommand(
      [process.execPath, host, JSON.stringify(spec)],
      {
        reads: [...step.reads, host, ...(spec.seed ? [spec.seed] : []), ...nodeFolder()],
        tmpfs: [
          { path: output, bytes: BUILD_LIMITS.output.bytes },
          { path: cache, bytes: BUILD_LIMITS.cache.bytes },
        ],
        memoryBytes: BUILD_LIMITS.memoryBytes,
        cpuSeconds: BUILD_LIMITS.cpuSeconds,
        scratchBytes: BUILD_LIMITS.scratchBytes,
        env: step.env,
        cwd: step.source,
      },
      links,
    );
    const sent = await runWalled(
      step.name,
      inGroup(group, command),
      step.log,
      (stream) => unpack(stream, received, [BUILD_LIMITS.output, BUILD_LIMITS.cache]),
      { wallMs: BUILD_LIMITS.wallMs },
    ).catch((error) => {
      const over = group.overLimit();
      throw over ? new RefusedRelease(`${step.name} was stopped at ${over}`) : error;
    });
    if (!sent.ended) throw new RefusedRelease(`${step.name} sent back nothing it built`);
    // Only now does anything of it reach the team's folder: files the engine wrote.
    rmSync(output, { recursive: true, force: true });
    cpSync(/** @type {string} */ (received[0]), output, { recursive: true });
    if (keepsCache) {
      rmSync(seed, { recursive: true, force: true });
      renameSync(/** @type {string} */ (received[1]), seed);
    }
  } finally {
    group.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * A build on a developer's machine that said --trust-local-builds: Vite alone, writing
 * into the part's folder (the part's links were refused all the same).
 * @param {Step} step @param {PartBuild} build
 */
async function trustedStep(step, build) {
  const home = mkdtempSync(join(tmpdir(), 'jac-build-'));
  try {
    await runWalled(step.name, viteCommand(step, build), step.log, null, {
      wallMs: BUILD_LIMITS.wallMs,
      cwd: step.source,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, ...step.env },
    });
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}
