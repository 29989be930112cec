/** Days as schema.org names them, Monday first. */
export const weekDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type WeekDay = (typeof weekDays)[number];

/**
 * When the business answers: one span of days, open from `opens` to `closes` (24-hour
 * "HH:MM"; "00:00" to "24:00" is round the clock). Data, not a sentence: every page and
 * the structured data read it through the formatters of shared-ui/site.
 */
export interface OpeningHours {
  from: WeekDay;
  to: WeekDay;
  opens: string;
  closes: string;
}
