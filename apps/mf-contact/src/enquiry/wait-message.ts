import type { Locale } from 'shared-types';
import { fillIn } from 'shared-ui/site';
import { textsIn } from '../content/texts';
import { SENDS_PER_DAY, type ThrottleDecision } from './send-throttle';

/** A refused send, as throttleDecision() says it. */
export type Refused = Extract<ThrottleDecision, { allowed: false }>;

/** Dates and times as people in India write them, in the page's language. */
const dateLocales: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * The wait dialog's text in `locale`: how many seconds are left, or, after the day's
 * sends, when the next is allowed ("4:05 pm", or "Tuesday 4:05 pm" on another day).
 * `timeZone`: the browser's unless a test passes one.
 */
export function waitMessage(
  refused: Refused,
  now: number,
  locale: Locale,
  timeZone?: string,
): string {
  const texts = textsIn(locale).dialogs;
  if (refused.reason === 'interval') {
    const seconds = Math.max(1, Math.ceil((refused.retryAt - now) / 1000));
    return fillIn(texts.waitSoonText, { seconds });
  }
  return fillIn(texts.waitDailyText, {
    count: SENDS_PER_DAY,
    time: retryTime(refused.retryAt, now, locale, timeZone),
  });
}

function retryTime(at: number, now: number, locale: Locale, timeZone?: string): string {
  const tag = dateLocales[locale];
  const day = new Intl.DateTimeFormat(tag, { timeZone, dateStyle: 'short' });
  const sameDay = day.format(at) === day.format(now);
  return new Intl.DateTimeFormat(tag, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    ...(sameDay ? {} : { weekday: 'long' }),
  }).format(at);
}
