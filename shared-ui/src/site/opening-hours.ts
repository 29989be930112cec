import { type OpeningHours, type WeekDay, weekDays } from 'shared-types';

const shortDay = (day: WeekDay) => day.slice(0, 3);

export function isRoundTheClock(hours: OpeningHours): boolean {
  return hours.opens === '00:00' && hours.closes === '24:00';
}

/** The days it covers, in order: Monday to Sunday, or Monday to Saturday. */
export function openDays(hours: OpeningHours): WeekDay[] {
  const first = weekDays.indexOf(hours.from);
  const last = weekDays.indexOf(hours.to);
  return weekDays.filter((_, index) => index >= first && index <= last);
}

/** "24x7" or "9:00 am – 8:00 pm": the times alone, for a sentence. */
export function formatOpeningTimes(hours: OpeningHours): string {
  if (isRoundTheClock(hours) && openDays(hours).length === 7) return '24x7';
  return `${clock(hours.opens)} – ${clock(hours.closes)}`;
}

/** "Mon - Sun : 24x7" (the spec's wording) or "Mon - Sat : 9:00 am – 8:00 pm". */
export function formatOpeningHours(hours: OpeningHours): string {
  return `${shortDay(hours.from)} - ${shortDay(hours.to)} : ${formatOpeningTimes(hours)}`;
}

function clock(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  if (hour === 24 || hour === 0) return `12:${String(minute).padStart(2, '0')} am`;
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${suffix}`;
}
