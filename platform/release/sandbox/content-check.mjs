// @ts-check
// The check of a part's content before its build runs its schemas, which are the team's
// TypeScript (and whatever they import): behind the same walls as a build, in a control
// group of its own, never in the engine's process, which may hold a key. What it finds
// comes back as words on fd 3, at most 256 KB, and is printed, never run.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { printableLines } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';
import { nodeFolder, systemLinks, walledCommand } from './bubblewrap.mjs';
import { buildReads, viteModuleOf } from './build-reads.mjs';
import { inGroup, openBuildGroup } from './cgroup.mjs';
import { runWalled } from './run-walled.mjs';
import { assertForeignCodeAllowed, assertWalls, wallsTrusted } from './walls-present.mjs';

/** @import { Readable } from 'node:stream' */

const LIMITS = {
  memoryBytes: 2 * 1024 * 1024 * 1024,
  tasks: 128,
  cpuSeconds: 60,
  scratchBytes: 64 * 1024 * 1024,
  wallMs: 2 * 60 * 1000,
  answerBytes: 256 * 1024,
};

/**
 * What is wrong with `source`'s content, in words ('' when nothing is), as its schemas say.
 * @param {{ root: string, source: string, name: string, log?: (line: string) => void }} part
 * @returns {Promise<string>}
 */
export async function contentProblemsWalled({ root, source, name, log = console.error }) {
  if (!existsSync(join(source, 'src/content/schema.ts'))) return '';
  const host = join(import.meta.dirname, 'content-host.mjs');
  const check = join(root, 'packages/build-config/content/check-content.ts');
  const node = [process.execPath, host, source, check, viteModuleOf(source)];
  const label = `${name}'s content check`;
  /** @param {Readable} stream @returns {Promise<string>} */
  const answer = async (stream) => {
    let text = '';
    for await (const chunk of stream) {
      text += chunk;
      if (text.length > LIMITS.answerBytes) throw new Error('an answer over 256 KB');
    }
    const { problems } = JSON.parse(text || '{}');
    if (typeof problems !== 'string') throw new Error('an answer without its words');
    return problems;
  };
  assertForeignCodeAllowed(label);
  if (wallsTrusted()) {
    return runWalled(label, node, log, answer, {
      cwd: source,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      wallMs: LIMITS.wallMs,
    });
  }
  await assertWalls();
  const group = openBuildGroup({ memoryBytes: LIMITS.memoryBytes, tasks: LIMITS.tasks });
  try {
    const command = walledCommand(
      node,
      {
        reads: [...buildReads(root, source, []), host, ...nodeFolder()],
        memoryBytes: LIMITS.memoryBytes,
        cpuSeconds: LIMITS.cpuSeconds,
        scratchBytes: LIMITS.scratchBytes,
        cwd: source,
      },
      await systemLinks(),
    );
    const problems = await runWalled(label, inGroup(group, command), log, answer, {
      wallMs: LIMITS.wallMs,
    });
    return printableLines(problems);
  } catch (error) {
    if (error instanceof RefusedRelease) throw error;
    throw new RefusedRelease(`${label} failed: ${/** @type {Error} */ (error).message}`);
  } finally {
    group.close();
  }
}
