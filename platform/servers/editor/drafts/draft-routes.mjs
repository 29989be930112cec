// @ts-check
// The editor's requests that concern drafts, answered from the drafts' previews: the
// drafts' states in the owner's words (draftStates, the editor's own), Decap's
// "View Preview" (getDeployPreview), a save of a draft (persistEntry: previewed once
// decap-server has committed it), publishing (publishUnpublishedEntry: refused in the
// owner's words unless the previewed release went live first) and deleting one. All
// else, and these once answered, go on to decap-server.
import { draftBranch } from './git.mjs';

/**
 * @import { ServerResponse } from 'node:http'
 * @import { DraftPreviews } from './draft-previews.mjs'
 */

/** @typedef {ServerResponse & { status(code: number): any, json(body: unknown): void }} Response */

/**
 * @param {DraftPreviews} drafts
 * @param {(line: string) => void} [log]
 */
export function draftRoutes(drafts, log = console.error) {
  return async (
    /** @type {{ body?: { action?: unknown, params?: any } }} */ request,
    /** @type {Response} */ response,
    /** @type {() => void} */ next,
  ) => {
    const { action, params = {} } = request.body ?? {};
    /** Once decap-server has answered `action` with success. @param {() => unknown} then */
    const afterSuccess = (then) =>
      response.on('finish', () => {
        if (response.statusCode === 200) then();
      });
    const noDraft = () =>
      response.status(422).json({ error: `${JSON.stringify(params.slug)} names no draft` });
    try {
      switch (action) {
        case 'draftStates': {
          // The editor's own question (apps/admin/src/drafts/), not Decap's: every draft's
          // state in the owner's words, for the entry's page and the board.
          const states = drafts.ownerStates().map(({ branch, ...state }) => {
            const [, collection, slug] = branch.split('/');
            return { collection, slug, ...state };
          });
          return response.json({ drafts: states });
        }
        case 'getDeployPreview': {
          const branch = draftBranch(params.collection, params.slug);
          if (!branch) return noDraft();
          return response.json(await drafts.deployPreview(branch));
        }
        case 'persistEntry': {
          if (!params.options?.useWorkflow) return next();
          const branch = draftBranch(params.options.collectionName, params.dataFiles?.[0]?.slug);
          if (!branch) return noDraft();
          afterSuccess(() => drafts.saved(branch).catch((error) => log(`${branch}: ${error}`)));
          return next();
        }
        case 'publishUnpublishedEntry': {
          const branch = draftBranch(params.collection, params.slug);
          if (!branch) return noDraft();
          const verdict = await drafts.publish(branch);
          // The editor shows the reason alone (apps/admin/src/owner-words/) and keeps the draft.
          if (!verdict.ok) return response.status(409).json({ error: verdict.why });
          afterSuccess(() => drafts.forget(branch));
          return next();
        }
        case 'deleteUnpublishedEntry': {
          const branch = draftBranch(params.collection, params.slug);
          if (!branch) return noDraft();
          afterSuccess(() => drafts.forget(branch));
          return next();
        }
        default:
          return next();
      }
    } catch (error) {
      log(`${String(action)}: ${error instanceof Error ? error.message : error}`);
      return response.status(500).json({ error: "the editor's backend could not do that" });
    }
  };
}
