// @ts-check
// A branch's plan from git: what `base...head` changes can break (affected.mjs). When the
// two cannot be compared (a base never fetched, a history rewritten), everything runs.
import { affectedBy } from './affected.mjs';
import { changedFiles } from './changed-files.mjs';

/** @import { Plan } from './affected.mjs' */

/**
 * @param {{ base?: string, head?: string, everything?: boolean, cwd?: string, workingTree?: boolean }} options
 *   workingTree: what is not committed yet counts too (a developer's machine)
 * @returns {Plan}
 */
export function planFromGit({ base, head = 'HEAD', everything = false, cwd, workingTree }) {
  if (everything || !base) return affectedBy([], { everything: true });
  try {
    return affectedBy(changedFiles(base, { head, cwd, workingTree }));
  } catch {
    return {
      ...affectedBy([], { everything: true }),
      why: `cannot compare ${base}...${head}: every test`,
    };
  }
}
