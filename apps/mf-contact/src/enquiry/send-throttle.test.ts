import { beforeEach, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  forgetOldSends,
  loadSendTimes,
  rememberSend,
  SEND_INTERVAL_MS,
  SENDS_PER_DAY,
  throttleDecision,
} from './send-throttle';

const NOON = Date.UTC(2025, 0, 6, 6, 30, 0);
const MINUTE = 60 * 1000;

describe('throttleDecision', () => {
  it('allows the first send', () => {
    expect(throttleDecision([], NOON)).toEqual({ allowed: true });
  });

  it('refuses a second send within a minute, saying when it may go', () => {
    expect(SEND_INTERVAL_MS).toBe(MINUTE);
    expect(throttleDecision([NOON], NOON)).toEqual({
      allowed: false,
      reason: 'interval',
      retryAt: NOON + MINUTE,
    });
    expect(throttleDecision([NOON], NOON + MINUTE - 1)).toMatchObject({ allowed: false });
    expect(throttleDecision([NOON], NOON + MINUTE)).toEqual({ allowed: true });
  });

  it('allows five sends in a day, then refuses until the oldest is a day old', () => {
    expect(SENDS_PER_DAY).toBe(5);
    const five = [0, 10, 20, 30, 40].map((minutes) => NOON + minutes * MINUTE);
    expect(throttleDecision(five.slice(0, 4), NOON + 41 * MINUTE)).toEqual({ allowed: true });
    expect(throttleDecision(five, NOON + 41 * MINUTE)).toEqual({
      allowed: false,
      reason: 'daily',
      retryAt: NOON + DAY_MS,
    });
    expect(throttleDecision(five, NOON + DAY_MS - 1)).toMatchObject({ reason: 'daily' });
    expect(throttleDecision(five, NOON + DAY_MS)).toEqual({ allowed: true });
  });

  it('names the nearer wait when both apply: the minute first', () => {
    const five = [0, 10, 20, 30, 40].map((minutes) => NOON + minutes * MINUTE);
    expect(throttleDecision(five, NOON + 40 * MINUTE + 1)).toMatchObject({ reason: 'interval' });
  });

  it('ignores sends older than a day, out of order, or dated in the future', () => {
    const old = [1, 2, 3, 4, 5].map((hours) => NOON - DAY_MS - hours * MINUTE);
    expect(throttleDecision([...old, NOON + 5 * MINUTE], NOON)).toEqual({ allowed: true });
    expect(throttleDecision([NOON - 30_000, NOON - 5 * MINUTE], NOON)).toMatchObject({
      retryAt: NOON + 30_000,
    });
  });
});

describe('the sends this browser remembers', () => {
  beforeEach(() => localStorage.clear());

  it('are kept in storage for a day, then forgotten', () => {
    rememberSend(localStorage, NOON);
    rememberSend(localStorage, NOON + 2 * MINUTE);
    expect(loadSendTimes(localStorage, NOON + 3 * MINUTE)).toEqual([NOON, NOON + 2 * MINUTE]);
    rememberSend(localStorage, NOON + DAY_MS + MINUTE);
    expect(loadSendTimes(localStorage, NOON + DAY_MS + MINUTE)).toEqual([
      NOON + 2 * MINUTE,
      NOON + DAY_MS + MINUTE,
    ]);
  });

  it('older than a day leave the browser when forgotten', () => {
    rememberSend(localStorage, NOON);
    rememberSend(localStorage, NOON + 2 * MINUTE);
    forgetOldSends(localStorage, NOON + DAY_MS + MINUTE);
    expect(JSON.parse(localStorage.getItem('jac.enquiry-sent.v1') ?? '')).toEqual([
      NOON + 2 * MINUTE,
    ]);
    forgetOldSends(localStorage, NOON + DAY_MS + 3 * MINUTE);
    expect(localStorage.getItem('jac.enquiry-sent.v1')).toBeNull();
  });

  it('are none when storage holds junk', () => {
    localStorage.setItem('jac.enquiry-sent.v1', '{"not": "a list"}');
    expect(loadSendTimes(localStorage, NOON)).toEqual([]);
    localStorage.setItem('jac.enquiry-sent.v1', '[1, "x", null]');
    expect(loadSendTimes(localStorage, 2)).toEqual([1]);
  });
});
