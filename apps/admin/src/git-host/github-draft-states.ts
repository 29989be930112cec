import type { AskBackend, DraftState } from '../drafts/draft-states';
import { entryOfBranch, isDraftLabel, PREVIEW_CONTEXT } from './decap-workflow';
import type { GitHubApi } from './github-api';
import type { CombinedStatus, CommitStatus, PullRequest } from './github-types';
import { checksFailed, checksStopped, draftStateWords } from './owner-words';

/**
 * Where each draft stands on the live site. There the drafts are Decap's pull requests
 * (head cms/<collection>/<slug>, a decap-cms/ label), and CI reports on each head as the
 * commit status deploy/preview: pending while it prepares and checks the preview, success
 * with the preview's address, failure when the checks failed, error when they were stopped
 * (.github/workflows/draft-preview.yml). The words are those `npm start` shows; the
 * status's own description names a release, for the release, not for the owner.
 */

/** The open drafts into the branch the site is released from. */
export async function openDrafts(api: GitHubApi, repo: string, base = 'main') {
  const pulls = await api.all<PullRequest>(
    `/repos/${repo}/pulls?state=open&base=${encodeURIComponent(base)}&per_page=100`,
  );
  return pulls.flatMap((pull) => {
    const entry = entryOfBranch(pull.head.ref);
    return entry && pull.labels.some((label) => isDraftLabel(label.name)) ? [{ pull, entry }] : [];
  });
}

/** One draft's state from its head's deploy/preview status (none yet: being checked). */
export function stateOf(
  entry: { collection: string; slug: string },
  status: CommitStatus | undefined,
): DraftState {
  if (status?.state === 'success') {
    return {
      ...entry,
      stage: 'ready',
      words: draftStateWords.ready,
      ...(status.target_url ? { previewUrl: status.target_url } : {}),
    };
  }
  if (status?.state === 'failure' || status?.state === 'error') {
    return {
      ...entry,
      stage: 'blocked',
      words: status.state === 'failure' ? checksFailed : checksStopped,
      // A failed preview can still be opened, to see what failed.
      ...(status.target_url ? { previewUrl: status.target_url } : {}),
    };
  }
  return { ...entry, stage: 'checking', words: draftStateWords.checking };
}

/** Every open draft's state; undefined when GitHub cannot tell (not signed in, down). */
export async function gitHubDraftStates(
  api: GitHubApi | undefined,
  repo: string,
  base = 'main',
): Promise<DraftState[] | undefined> {
  if (!api) return undefined;
  try {
    const drafts = await openDrafts(api, repo, base);
    return await Promise.all(
      drafts.map(async ({ pull, entry }) => {
        // The combined status holds the newest status of each context.
        const combined = await api.request<CombinedStatus>(
          'GET',
          `/repos/${repo}/commits/${pull.head.sha}/status`,
        );
        return stateOf(
          entry,
          combined.statuses.find((status) => status.context === PREVIEW_CONTEXT),
        );
      }),
    );
  } catch {
    // Saying nothing beats saying something wrong (drafts/draft-states.ts).
    return undefined;
  }
}

/**
 * The states as this machine's backend answers them, for what asks that way
 * (drafts/publish-when-ready.ts's refusal before Decap publishes).
 */
export const answeringAsBackend =
  (states: () => Promise<DraftState[] | undefined>): AskBackend =>
  async () =>
    new Response(JSON.stringify({ drafts: (await states()) ?? null }), {
      headers: { 'Content-Type': 'application/json' },
    });
