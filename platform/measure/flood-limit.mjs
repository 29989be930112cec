// @ts-check
// Floods are limited: a bucket of batches per sender and one for everyone, refilled
// steadily. A sender is known only by its address (an IPv6 one by its /64, which its
// owner rotates at will: network.mjs), kept in memory while its bucket is not full,
// never stored nor printed. A sender refused takes nothing from everyone's bucket, so
// one cannot starve the others.
import { floodKeyOf } from './network.mjs';

/**
 * @typedef {{ perSender: { burst: number, perSecond: number }, overall: { burst: number, perSecond: number } }} FloodLimits
 */

/**
 * A visitor sends two or three batches a page. One address can be many visitors (a
 * mobile carrier's shared addresses, an office): 60 at once and 5 a second from one is
 * still people; a script goes past it in seconds.
 */
export const DEFAULT_LIMITS = {
  perSender: { burst: 60, perSecond: 5 },
  overall: { burst: 3000, perSecond: 1000 },
};

/** @param {{ burst: number, perSecond: number }} rule */
const bucket = (rule, now = Date.now()) => ({ tokens: rule.burst, at: now, rule });

/** @param {ReturnType<typeof bucket>} state @param {number} now */
function take(state, now) {
  const { burst, perSecond } = state.rule;
  state.tokens = Math.min(burst, state.tokens + ((now - state.at) / 1000) * perSecond);
  state.at = now;
  if (state.tokens < 1) return false;
  state.tokens -= 1;
  return true;
}

/** @param {FloodLimits} [limits] @param {() => number} [clock] */
export function floodLimit(limits = DEFAULT_LIMITS, clock = Date.now) {
  /** @type {Map<string, ReturnType<typeof bucket>>} */
  const senders = new Map();
  const overall = bucket(limits.overall, clock());
  return {
    /** Whether one more batch from `address` is let in: null if so, else why not. @param {string} address */
    refusal(address) {
      const sender = floodKeyOf(address);
      const now = clock();
      // Buckets that have refilled say nothing a fresh one would not: forget them.
      if (senders.size > 10_000) {
        for (const [key, state] of senders) {
          if (state.tokens + ((now - state.at) / 1000) * state.rule.perSecond >= state.rule.burst) {
            senders.delete(key);
          }
        }
      }
      const own = senders.get(sender) ?? bucket(limits.perSender, now);
      senders.set(sender, own);
      if (!take(own, now)) return 'too many batches from one sender: wait a few seconds';
      if (!take(overall, now)) return 'too many batches from everyone at once: wait a few seconds';
      return null;
    },
  };
}
