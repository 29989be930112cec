import { type Counts, MEASURES, type Measure } from './owner-numbers';

/** Each count's name as the owner says it: one, and more than one. */
const NAMES: Readonly<Record<Measure, readonly [one: string, many: string]>> = {
  visits: ['visit', 'visits'],
  calls: ['call', 'calls'],
  whatsapp: ['WhatsApp chat', 'WhatsApp chats'],
  enquiries: ['enquiry', 'enquiries'],
};

const nameOf = (measure: Measure, count: number) => NAMES[measure][count === 1 ? 0 : 1];

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A number as the owner writes it: Indian grouping (1,23,456). */
export const numberWords = (count: number): string => count.toLocaleString('en-IN');

/** What is counted, as a heading names it: 'WhatsApp chats'. */
export const measureName = (measure: Measure): string => capitalised(NAMES[measure][1]);

/** '1 call', '12 WhatsApp chats'. */
export const countWords = (measure: Measure, count: number): string =>
  `${numberWords(count)} ${nameOf(measure, count)}`;

/** 'This week so far: 40 visits, 3 calls, 1 WhatsApp chat, 0 enquiries.' */
export function thisWeekWords(week: Counts): string {
  const counts = MEASURES.map((measure) => countWords(measure, week[measure]));
  return `This week so far: ${counts.join(', ')}.`;
}

/** '3 more calls', '1 fewer enquiry', 'the same number of visits'. */
export function changeWords(measure: Measure, now: number, before: number): string {
  const difference = Math.abs(now - before);
  if (difference === 0) return `the same number of ${NAMES[measure][1]}`;
  const direction = now > before ? 'more' : 'fewer';
  return `${numberWords(difference)} ${direction} ${nameOf(measure, difference)}`;
}

/**
 * This week against the one before, calls first (what the business wants most): '3 more
 * calls than last week, 12 fewer visits, the same number of WhatsApp chats and 1 more
 * enquiry.'
 */
export function comparedWithLastWeek(thisWeek: Counts, lastWeek: Counts): string {
  const change = (measure: Measure) => changeWords(measure, thisWeek[measure], lastWeek[measure]);
  // 'The same number of calls as last week', but '3 more calls than last week'.
  const against = thisWeek.calls === lastWeek.calls ? 'as' : 'than';
  const others = `${change('visits')}, ${change('whatsapp')} and ${change('enquiries')}`;
  return capitalised(`${change('calls')} ${against} last week, ${others}.`);
}
