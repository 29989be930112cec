// @ts-check
// A draft's state for the owner (the editor shows it beside the entry and on the board):
// its stage, in words, and how many seconds more it should take, from how long the last
// draft's steps took.
import { draftStateWords, ownerWords } from './owner-words.mjs';

/** @import { DraftState } from './draft-previews.mjs' */

/**
 * @typedef {object} OwnerState
 * @property {'preparing' | 'checking' | 'ready' | 'blocked' | 'nothing'} stage
 * @property {string} words
 * @property {number} [secondsLeft]
 * @property {string} [previewUrl]
 */

/**
 * @param {DraftState} state what is known of its newest save
 * @param {{ preparing: number, checking: number }} took how long the last draft's preview
 *   and smoke run took (ms)
 * @param {number} now
 * @returns {OwnerState}
 */
export function ownerStateOf(state, took, now) {
  const elapsed = now - (state.since ?? now);
  // Past what the last draft took, no number: "about 1 second" for a minute would mislead.
  const seconds = (/** @type {number} */ ms) => (ms > 0 ? Math.ceil(ms / 1000) : undefined);
  switch (state.status) {
    case 'preparing':
      return {
        stage: 'preparing',
        words: draftStateWords.preparing,
        secondsLeft: seconds(Math.max(0, took.preparing - elapsed) + took.checking),
      };
    case 'checking': {
      const secondsLeft = seconds(took.checking - elapsed);
      return {
        stage: 'checking',
        words: draftStateWords.checking,
        ...(secondsLeft ? { secondsLeft } : {}),
        previewUrl: state.url,
      };
    }
    case 'passed':
      return { stage: 'ready', words: draftStateWords.ready, previewUrl: state.url };
    case 'unchanged':
      return { stage: 'nothing', words: draftStateWords.nothing };
    default:
      return {
        stage: 'blocked',
        words: state.why ?? ownerWords.failed(''),
        previewUrl: state.url,
      };
  }
}
