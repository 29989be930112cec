/**
 * How often one browser may send an enquiry. EmailJS's ids are public, so this is no
 * wall against a determined sender (that is the account's rate limit and allowed
 * origins, docs/going-live.md "EmailJS"): it stops a visitor, or a page left open, from
 * sending the same enquiry again and again and spending the month's quota.
 */
export const SEND_INTERVAL_MS = 60 * 1000;
export const SENDS_PER_DAY = 5;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** When this browser sent its enquiries (ms since 1970), kept for a day. */
const SENT_KEY = 'jac.enquiry-sent.v1';

export type ThrottleDecision =
  | { allowed: true }
  /** `retryAt`: the first moment another send is allowed. */
  | { allowed: false; reason: 'interval' | 'daily'; retryAt: number };

/**
 * May this browser send now, given when it sent before? At most one send per
 * SEND_INTERVAL_MS and SENDS_PER_DAY in any DAY_MS. Pure: the clock is `now`.
 */
export function throttleDecision(sentAt: readonly number[], now: number): ThrottleDecision {
  const lastDay = recentSends(sentAt, now);
  const last = lastDay.at(-1);
  if (last !== undefined && now - last < SEND_INTERVAL_MS) {
    return { allowed: false, reason: 'interval', retryAt: last + SEND_INTERVAL_MS };
  }
  if (lastDay.length >= SENDS_PER_DAY) {
    // The day's window frees a place when its oldest send is a day old.
    const oldest = lastDay[lastDay.length - SENDS_PER_DAY] ?? now;
    return { allowed: false, reason: 'daily', retryAt: oldest + DAY_MS };
  }
  return { allowed: true };
}

/** The sends that still count (within the last day, none dated in the future), oldest first. */
export function recentSends(sentAt: readonly number[], now: number): number[] {
  return sentAt
    .filter((at) => Number.isFinite(at) && at <= now && now - at < DAY_MS)
    .sort((a, b) => a - b);
}

/** This browser's sends of the last day; none if storage is missing, blocked or holds junk. */
export function loadSendTimes(storage?: Storage, now: number = Date.now()): number[] {
  try {
    const saved: unknown = JSON.parse((storage ?? localStorage).getItem(SENT_KEY) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return recentSends(
      saved.filter((at): at is number => typeof at === 'number'),
      now,
    );
  } catch {
    return [];
  }
}

/** Forgets the sends older than a day (the privacy policy says the browser keeps them a day). */
export function forgetOldSends(storage?: Storage, now: number = Date.now()): void {
  try {
    const store = storage ?? localStorage;
    if (store.getItem(SENT_KEY) === null) return;
    const recent = loadSendTimes(store, now);
    if (recent.length === 0) store.removeItem(SENT_KEY);
    else store.setItem(SENT_KEY, JSON.stringify(recent));
  } catch {
    // Nothing to forget.
  }
}

/** Remembers a send at `now`, forgetting those older than a day. */
export function rememberSend(storage?: Storage, now: number = Date.now()): void {
  try {
    const store = storage ?? localStorage;
    store.setItem(SENT_KEY, JSON.stringify([...loadSendTimes(store, now), now]));
  } catch {
    // Blocked storage: this browser goes unthrottled; the account's rate limit still holds.
  }
}
