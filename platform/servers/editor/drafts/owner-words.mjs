// @ts-check
// What the editor tells the owner of a draft, in the owner's words: where it stands
// (draftStateWords) and, when it cannot be published yet, why (the editor shows that
// alone, apps/admin/src/drafts/). Every refusal says the live site is unchanged, and what to do.

export const ownerWords = {
  /** @param {number | undefined} seconds how long it should take more */
  notYet: (seconds) =>
    `Not yet: your change is still being checked with the whole site${seconds ? ` (about ${seconds} ${seconds === 1 ? 'second' : 'seconds'} more)` : ''}. Nothing is live yet: publish once the editor says "Ready to publish".`,
  preparedAgain:
    'Another change to this part of the site went live since this preview was made, so the preview is being prepared again with both. Nothing is live yet: publish again in a minute.',
  conflict:
    'This change and a change published since it was saved edit the same text. Nothing is live: open this draft, check its fields and save it again.',
  /** @param {readonly string[] } parts */
  manyParts: (parts) =>
    `This draft changes more than one part of the site (${parts.join(', ')}). Nothing is live: ask your developer to publish it.`,
  /** @param {string} reason the release's own words */
  refused: (reason) => `This change cannot go live: ${reason}. The live site is unchanged.`,
  /** @param {string} reason */
  failed: (reason) =>
    `The preview of this change could not be made (${reason}). The live site is unchanged: try saving again, or ask your developer.`,
  /** @param {readonly string[]} checks the smoke run's failed tests */
  smokeFailed: (checks) =>
    `This change was not published: the preview of the whole site with it failed the site's automatic checks${checks.length ? ` (${checks.join('; ')})` : ''}. The live site is unchanged. Open "View Preview" to see the problem, then change the draft and save it again, or ask your developer.`,
};

/**
 * What the owner is told of a release operation that stopped: refused (the rules, with
 * their words) or failed.
 * @param {{ refused: boolean, message: string }} outcome
 */
export const stoppedRelease = ({ refused, message }) => {
  const reason = message.replace(/\s+/g, ' ').trim() || 'no reason given';
  return refused ? ownerWords.refused(reason) : ownerWords.failed(reason);
};

/**
 * A draft's state as the owner reads it beside the entry and on the board: what is
 * happening (a draft that cannot be published says why instead, in ownerWords').
 */
export const draftStateWords = {
  preparing: 'Preparing the preview of your change',
  checking: 'Checking the whole site with your change',
  ready: 'Ready to publish: the preview shows exactly what will go live',
  nothing: 'Nothing to publish: this draft changes nothing on the site',
};
