/**
 * The words of a draft's stage as the owner reads them, the same on the live site as with
 * `npm start`: a copy of platform/servers/editor/drafts/owner-words.mjs's draftStateWords (admin imports
 * nothing from servers/; owner-words.test.ts holds the two equal).
 */
export const draftStateWords = {
  checking: 'Checking the whole site with your change',
  ready: 'Ready to publish: the preview shows exactly what will go live',
} as const;

/**
 * A draft CI could not pass (deploy/preview failure): its description is for the release
 * ("<part> <id> on <commit>", .github/workflows/draft-preview.yml), so the owner reads this.
 */
export const checksFailed =
  'This change cannot be published: the whole site with it failed the automatic checks. The live site is unchanged. Open the preview to see the problem, then change the page and save it again, or ask your developer.';

/** A check that was stopped before it finished (deploy/preview error: cancelled). */
export const checksStopped =
  'The check of this change was stopped before it finished. Nothing is live: save the page again.';
