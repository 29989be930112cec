// @ts-check
// Git, asynchronously: the editor's backend keeps answering the editor while a draft builds.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs git in `repo`; its output, trimmed. A failure throws with git's own message.
 * @param {string} repo @param {...string} args
 */
export async function git(repo, ...args) {
  const { stdout } = await run('git', ['-C', repo, ...args], { maxBuffer: 16 * 1024 * 1024 });
  return stdout.trim();
}

/** Whether git succeeds (`diff --quiet` says "no difference" by succeeding). @param {string} repo @param {...string} args */
export const gitSucceeds = (repo, ...args) =>
  git(repo, ...args).then(
    () => true,
    () => false,
  );

/** A collection's or an entry's name as Decap sends it: what may name a branch and a folder. */
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,80}$/;

/**
 * The branch Decap's editorial workflow keeps a draft on (decap-cms-lib-util's
 * branchFromContentKey), or undefined for names that are not a collection's or an entry's.
 * @param {unknown} collection @param {unknown} slug
 */
export function draftBranch(collection, slug) {
  if (typeof collection !== 'string' || typeof slug !== 'string') return undefined;
  if (!NAME.test(collection) || !NAME.test(slug)) return undefined;
  return `cms/${collection}/${slug}`;
}
