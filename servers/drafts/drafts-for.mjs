// @ts-check
// The drafts' machinery wired to a deployment: the release commands run against it, and
// the ledger and pointers it keeps say whether a smoke run still clears a release.
import { engineOf } from '../../release/cli/engine-of.mjs';
import { smokeClearance } from '../../release/engine/ledger.mjs';
import { readPointers } from '../../release/engine/pointers.mjs';
import { othersLive } from '../../release/engine/release.mjs';
import { DraftPreviews } from './draft-previews.mjs';
import { releaseCommands } from './release-commands.mjs';

/**
 * The drafts of a repository, released to the deployment `where` names (the release
 * options `--site DIR`, `--shell-port N`, `--targets FILE`, each checked by engineOf).
 * @param {{ repo: string, workDir: string, where: Record<string, string | undefined> }} options
 */
export async function draftsFor({ repo, workDir, where }) {
  const { engine } = await engineOf(where);
  const args = Object.entries(where).flatMap(([name, value]) =>
    value === undefined ? [] : [`--${name}`, value],
  );
  const log = (/** @type {string} */ line) => console.log(`drafts: ${line}`);
  return new DraftPreviews({
    repo,
    workDir,
    commands: releaseCommands(args, log),
    smokeClearance: async (app, id) =>
      smokeClearance(
        await engine.storage.readLedger(),
        app,
        id,
        othersLive(await readPointers(engine.storage), app),
      ),
    log,
  });
}
