// @ts-check
// A part's build is its team's code too (its Vite config, its plugins, every dependency
// it installs): it runs behind the same walls as a render build (bubblewrap.mjs), with the
// repository and the source folder read-only, only its two output folders writable, no
// network, no environment but its mode, and limits on memory, CPU and time.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * What a build sees of the environment: Vite's VITE_ variables alone (the EmailJS ids).
 * Vite writes them into the pages, so by its own rule they are public, never a secret.
 */
const publicBuildEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      (entry) => entry[0].startsWith('VITE_') && typeof entry[1] === 'string',
    ),
  );

/** What a build writes: the browser build and the render build. */
export const BUILD_OUTPUTS = ['dist', 'dist-render'];

/**
 * Runs Vite's two builds of `source` (the browser's, then the render build).
 * @param {{ root: string, source: string, mode?: string, name: string, log?: (line: string) => void }} build
 *   `root`: the repository (its node_modules and shared packages), read-only
 */
export async function buildWalled({ root, source, mode, name, log = console.error }) {
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const modeArgs = mode ? ['--mode', mode] : [];
  const outputs = BUILD_OUTPUTS.map((folder) => join(source, folder));
  for (const output of outputs) mkdirSync(output, { recursive: true });
  const links = wallsTrusted() ? null : await systemLinks();
  if (!wallsTrusted()) await assertWalls();
  for (const args of [[], ['--ssr', 'src/prerender.tsx']]) {
    // Vite's runner loads the config in memory: its default writes a bundled copy beside it.
    const node = [
      process.execPath,
      vite,
      'build',
      ...args,
      '--configLoader',
      'runner',
      '--logLevel',
      'warn',
      ...modeArgs,
    ];
    const scratch = links ? null : mkdtempSync(join(tmpdir(), 'jac-build-'));
    const command = links
      ? walledCommand(
          node,
          {
            reads: [root, source, ...nodeFolder()],
            writes: outputs,
            memoryBytes: BUILD_LIMITS.memoryBytes,
            cpuSeconds: BUILD_LIMITS.cpuSeconds,
            scratchBytes: BUILD_LIMITS.scratchBytes,
            env: /** @type {Record<string, string>} */ (publicBuildEnv()),
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
        : {
            PATH: process.env.PATH ?? '/usr/bin:/bin',
            HOME: scratch ?? '/tmp',
            ...publicBuildEnv(),
          },
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
