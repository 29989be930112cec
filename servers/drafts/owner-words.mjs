// @ts-check
// What the editor tells the owner when a draft cannot be published yet, in the owner's
// words: Decap shows it as "Failed to publish: <this>". Every one says the live site is
// unchanged, and what to do.

export const ownerWords = {
  preparing:
    'The preview of this change is still being prepared and checked (about a minute after saving). Nothing is live yet: publish again once it is ready.',
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
