// @ts-check
// The watch after a release goes live: it reads the field figures of the part's live
// release since then and of the one it replaced over its last 7 days live, every `every`
// ms for `duration` ms, each network counting at most a few views and errors, and rolls
// the part back through the ledger as soon as the new release fails clearly more often
// in the field, seen from many networks (field-verdict.mjs). Otherwise, at the end, it
// records that the release held, that there were too few views to judge, or that it
// looked worse from too few networks to roll back (reported: a person looks). All with
// the figures, in the ledger.

import { readPointer } from 'deployment';
import { releaseFigures } from 'measure';
import { asComposer, ledgerEntry } from '../engine.mjs';
import { wentLive } from '../release/ledger.mjs';
import { rollback } from '../release/release.mjs';
import { DEFAULT_RULE, fieldVerdict } from './field-verdict.mjs';

/**
 * @import { ReleaseFigures, Store } from 'measure'
 * @import { Engine } from '../../core/engine-types.mjs'
 */

/**
 * @typedef {{ store: Store, duration: number,
 *   every: number, rule?: typeof DEFAULT_RULE, sleep?: (ms: number) => Promise<void>,
 *   rollBack?: typeof rollback }} WatchOptions
 *   `sleep` and `rollBack`: the unit tests' own, without a clock or a composition
 * @typedef {{ outcome: 'rolled-back' | 'reported' | 'held' | 'too-few' | 'nothing-to-watch' | 'moved',
 *   app: string, id: string | null, previous: string | null, detail: string }} WatchResult
 */

const wait = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

const networks = (/** @type {number} */ count) => `${count} network${count === 1 ? '' : 's'}`;

/**
 * How far back the release before is counted from the moment it was replaced: a whole
 * week of its traffic (weekdays and the weekend), and none of what came after, when a
 * batch naming it can only be a stale tab or a forger.
 */
export const BEFORE_SPAN_MS = 7 * 24 * 60 * 60 * 1000;

/** The figures as the ledger and the terminal give them. @param {string} id @param {ReleaseFigures} figures */
export const figuresLine = (id, { views, errors, errorsPer1000 }) =>
  `${id}: ${errors} errors in ${views} views (${errorsPer1000 === null ? '-' : errorsPer1000.toFixed(1)} per 1000)`;

/**
 * @param {Engine} engine @param {string} app
 * @param {WatchOptions} options @returns {Promise<WatchResult>}
 */
export async function watchRelease(engine, app, options) {
  const {
    store,
    duration,
    every,
    rule = DEFAULT_RULE,
    sleep = wait,
    rollBack = rollback,
  } = options;
  const composer = asComposer(engine);
  const live = (await readPointer(engine.storage, app)).current;
  const move = live ? wentLive(await engine.storage.readLedger(), app, live) : undefined;
  const previous = move?.previous ?? null;
  /** @param {WatchResult['outcome']} outcome @param {string} detail @param {'passed' | 'failed'} result */
  const record = async (outcome, detail, result = 'passed') => {
    await composer.storage.appendLedger({
      ...ledgerEntry(engine, { action: 'watch', app, id: live, previous, detail }),
      result,
    });
    return { outcome, app, id: live, previous, detail };
  };
  if (!live || !move || !previous) {
    return record('nothing-to-watch', `${app} has no earlier release to compare its live one with`);
  }
  const since = Date.parse(move.at);
  let waited = 0;
  let summary = '';
  for (;;) {
    const now = (await readPointer(engine.storage, app)).current;
    if (now !== live) {
      return record('moved', `the live release changed to ${now} while it was watched: not judged`);
    }
    const { perNetwork } = rule;
    const fresh = await releaseFigures(store, app, live, { since, perNetwork });
    const before = await releaseFigures(store, app, previous, {
      since: since - BEFORE_SPAN_MS,
      until: since,
      perNetwork,
    });
    const { verdict, pValue, ratio } = fieldVerdict(fresh, before, rule);
    summary = `${figuresLine(live, fresh)}; before, ${figuresLine(previous, before)}`;
    const test = `${ratio?.toFixed(1)}× the rate, p = ${pValue?.toExponential(1)}, errors from ${networks(fresh.errorNetworks)} (each counted for ${perNetwork} views and errors at most)`;
    engine.log(`watching ${app}: ${summary}`);
    if (verdict === 'worse') {
      const detail = `field errors clearly worse: ${summary}; ${test}`;
      await rollBack(engine, app, previous, detail);
      return { outcome: 'rolled-back', app, id: live, previous, detail };
    }
    if (waited + every > duration) {
      if (verdict === 'few-networks') {
        return record(
          'reported',
          `kept live, look at it: field errors clearly worse, but from ${networks(fresh.errorNetworks)}, fewer than the ${rule.minNetworks} a rollback needs (one sender, or a failure few visitors meet): ${summary}; ${test}`,
          'failed',
        );
      }
      return verdict === 'too-few'
        ? record(
            'too-few',
            `too few views to judge (at least ${rule.minViews} each): ${summary}; kept`,
          )
        : record('held', `held: ${summary}`);
    }
    await sleep(every);
    waited += every;
  }
}
