import { type AskBackend, draftOf, draftStates, waitWords } from './draft-states';

/**
 * An error whose message alone is shown: Decap prints an error as "name: message", and
 * the owner should read the reason, not a developer's prefix.
 */
export function ownerError(message: string): Error {
  const error = new Error(message);
  error.name = '';
  return error;
}

/**
 * Decap's prePublish: a draft goes to be published only once the backend says it is
 * ready. Otherwise Decap is stopped with what to do, in the owner's words: how long to
 * wait, or why it cannot go live. A backend that cannot tell lets the publish go on: the
 * backend refuses it there if it must.
 */
export async function refuseUntilReady(
  ask: AskBackend,
  entry: { collection: string; slug: string },
): Promise<void> {
  const states = await draftStates(ask);
  const draft = states && draftOf(states, entry.collection, entry.slug);
  if (!draft || draft.stage === 'ready' || draft.stage === 'nothing') return;
  if (draft.stage === 'blocked') throw ownerError(draft.words);
  const wait = draft.secondsLeft ? ` (${waitWords(draft.secondsLeft)} more)` : '';
  throw ownerError(
    `Not yet: ${draft.words.toLowerCase()}${wait}. Nothing is live yet: publish once this says "Ready to publish".`,
  );
}
