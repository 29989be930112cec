// @ts-check
// A part's build is its team's code too (its Vite config, its plugins, every dependency
// it installs): it runs behind the same walls as a render build (bubblewrap.mjs), with
// what it builds from read-only (its folder, the shared packages, node_modules: not the
// other parts, the deployments or the editor's repository), only its output folders
// writable, no network, no environment but Vite's public VITE_ variables, and limits on
// memory, CPU and time. So does the editor's build, which bundles the parts' schemas.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RefusedRelease } from '../engine/refused.mjs';
import { nodeFolder, systemLinks, walledCommand } from './bubblewrap.mjs';
import { labelledOutput } from './output.mjs';
import { assertWalls, wallsTrusted } from './walls-present.mjs';

/** A build's limits: more than a render build's, it bundles the whole part. */
const BUILD_LIMITS = {
  memoryBytes: 6 * 1024 * 1024 * 1024,
  cpuSeconds: 600,
  scratchBytes: 512 * 1024 * 1024,
  wallMs: 10 * 60 * 1000,
  printedBytes: 4 * 1024 * 1024,
};

/** What every build reads beside its own folder, at the repository's root and its copy's. */
const SHARED = [
  'build-config',
  'shared-types',
  'shared-ui',
  'composition',
  'composition.json',
  'package.json',
  'tsconfig.base.json',
  'tsconfig.json',
];

/**
 * The one folder of `source` a build may keep between builds: its tools' cache
 * (vite-imagetools keeps its resized pictures in node_modules/.cache). Its own part's,
 * written only by that part's builds.
 */
const CACHE = 'node_modules/.cache';

/** A part's two builds: the browser's, then the render build; and where they go. */
export const PART_BUILDS = [[], ['--ssr', 'src/prerender.tsx']];
export const BUILD_OUTPUTS = ['dist', 'dist-render'];

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
 * Every node_modules folder Node looks in from `source`, up to the file system's root: a
 * copy of the repository (a draft's checkout, a test's workspace) resolves its
 * dependencies from the repository's own.
 * @param {string} source
 */
function nodeModulesAbove(source) {
  const found = [];
  for (let folder = dirname(source); ; folder = dirname(folder)) {
    found.push(join(folder, 'node_modules'));
    if (dirname(folder) === folder) return found;
  }
}

/**
 * The folders a build of `source` reads: the node_modules it resolves from, the shared
 * packages of the repository (packages link there) and beside `source` (a draft's
 * checkout, whose relative imports reach its own), and `source` itself.
 * @param {string} root @param {string} source @param {string[]} more other folders of root
 */
const buildReads = (root, source, more) =>
  [
    ...nodeModulesAbove(source),
    ...[root, dirname(source)].flatMap((base) => SHARED.map((entry) => join(base, entry))),
    ...more.map((entry) => join(root, entry)),
    source,
  ].filter((path) => existsSync(path));

/** Vite's command, as `source` resolves it. @param {string} source */
const viteOf = (source) =>
  join(
    dirname(createRequire(join(source, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );

/**
 * Runs Vite's builds of `source` behind the walls.
 * @param {object} build
 * @param {string} build.root the repository (its node_modules and shared packages)
 * @param {string} build.source the folder to build
 * @param {string} build.name what messages call it ("mf-contact's build")
 * @param {string} [build.mode] Vite's mode
 * @param {string[][]} [build.builds] each build's arguments
 * @param {string[]} [build.outputs] the folders of `source` it writes
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
  outputs = BUILD_OUTPUTS,
  alsoReads = [],
  env = {},
  log = console.error,
}) {
  const vite = viteOf(source);
  const modeArgs = mode ? ['--mode', mode] : [];
  const writes = [...outputs, CACHE].map((folder) => join(source, folder));
  for (const output of writes) mkdirSync(output, { recursive: true });
  const links = wallsTrusted() ? null : await systemLinks();
  if (links) await assertWalls();
  const buildEnv = { ...publicBuildEnv(), ...env };
  for (const args of builds) {
    // Vite's runner loads the config in memory: its default writes a bundled copy beside it.
    const node = [
      process.execPath,
      vite,
      'build',
      ...args,
      ...['--configLoader', 'runner', '--logLevel', 'warn', ...modeArgs],
    ];
    const scratch = links ? null : mkdtempSync(join(tmpdir(), 'jac-build-'));
    const command = links
      ? walledCommand(
          node,
          {
            reads: [...buildReads(root, source, alsoReads), ...nodeFolder()],
            writes,
            memoryBytes: BUILD_LIMITS.memoryBytes,
            cpuSeconds: BUILD_LIMITS.cpuSeconds,
            scratchBytes: BUILD_LIMITS.scratchBytes,
            env: buildEnv,
            cwd: source,
          },
          links,
        )
      : node;
    const [program = '', ...programArgs] = command;
    const result = spawnSync(program, programArgs, {
      cwd: source,
      env: links
        ? {}
        : { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: scratch ?? '/tmp', ...buildEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: BUILD_LIMITS.wallMs,
      killSignal: 'SIGKILL',
      maxBuffer: BUILD_LIMITS.printedBytes,
    });
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    const output = labelledOutput(name, log);
    if (result.stdout) output.write(result.stdout);
    if (result.stderr) output.write(result.stderr);
    output.end();
    if (result.error || result.status !== 0) {
      const why = result.error
        ? /** @type {NodeJS.ErrnoException} */ (result.error).code === 'ETIMEDOUT'
          ? `did not finish within ${BUILD_LIMITS.wallMs / 60_000} minutes`
          : result.error.message
        : `failed (${result.signal ?? `exit code ${result.status}`})`;
      throw new RefusedRelease(`${name} ${why}`);
    }
  }
}
