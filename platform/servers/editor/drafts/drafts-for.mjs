// @ts-check
// The drafts' machinery wired to a deployment: the release operations run against it, and
// the ledger and pointers it keeps say whether a smoke run still clears a release.
import { smokeClears } from 'release';
import { DraftPreviews } from './draft-previews.mjs';
import { releaseCommands } from './release-commands.mjs';

/**
 * The drafts of a repository, released to the deployment `where` names (the release
 * options `site`, `shell-port`, `targets`, each checked by the engine).
 * @param {{ repo: string, workDir: string, where: Record<string, string | undefined> }} options
 */
export async function draftsFor({ repo, workDir, where }) {
  const log = (/** @type {string} */ line) => console.log(`drafts: ${line}`);
  return new DraftPreviews({
    repo,
    workDir,
    commands: releaseCommands(where, log),
    smokeClearance: (app, id) => smokeClears(where, { app, id }),
    log,
  });
}
