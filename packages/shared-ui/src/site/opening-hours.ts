import {
  defaultLocale,
  type Locale,
  type OpeningHours,
  type WeekDay,
  weekDays,
} from 'shared-types';

// Opening hours as people read them in each language. Dates and times are formatting,
// not the owner's wording, so they live here rather than in a part's content data.

const hindiDays: Record<WeekDay, string> = {
  Monday: 'सोमवार',
  Tuesday: 'मंगलवार',
  Wednesday: 'बुधवार',
  Thursday: 'गुरुवार',
  Friday: 'शुक्रवार',
  Saturday: 'शनिवार',
  Sunday: 'रविवार',
};

export function isRoundTheClock(hours: OpeningHours): boolean {
  return hours.opens === '00:00' && hours.closes === '24:00';
}

/** The days it covers, in order: Monday to Sunday, or Monday to Saturday. */
export function openDays(hours: OpeningHours): WeekDay[] {
  const first = weekDays.indexOf(hours.from);
  const last = weekDays.indexOf(hours.to);
  return weekDays.filter((_, index) => index >= first && index <= last);
}

/** "24x7" or "9:00 am – 8:00 pm" ("सुबह 9:00 – शाम 8:00"): the times alone, for a sentence. */
export function formatOpeningTimes(hours: OpeningHours, locale: Locale = defaultLocale): string {
  if (isRoundTheClock(hours) && openDays(hours).length === 7) return '24x7';
  const clock = locale === 'hi' ? hindiClock : englishClock;
  return `${clock(hours.opens)} – ${clock(hours.closes)}`;
}

/**
 * "Mon - Sun : 24x7" (the spec's wording), "Mon - Sat : 9:00 am – 8:00 pm"; in Hindi as
 * people say it, with the days' whole names: "सोमवार से रविवार, 24x7".
 */
export function formatOpeningHours(hours: OpeningHours, locale: Locale = defaultLocale): string {
  const times = formatOpeningTimes(hours, locale);
  if (locale === 'hi') return `${hindiDays[hours.from]} से ${hindiDays[hours.to]}, ${times}`;
  return `${hours.from.slice(0, 3)} - ${hours.to.slice(0, 3)} : ${times}`;
}

const hourAndMinute = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return { hour, minute: String(minute).padStart(2, '0') };
};

function englishClock(time: string): string {
  const { hour, minute } = hourAndMinute(time);
  if (hour === 24 || hour === 0) return `12:${minute} am`;
  const suffix = hour < 12 ? 'am' : 'pm';
  return `${hour % 12 || 12}:${minute} ${suffix}`;
}

/** "सुबह 9:00", "दोपहर 2:00", "शाम 6:00", "रात 8:00": the part of the day comes first. */
function hindiClock(time: string): string {
  const { hour, minute } = hourAndMinute(time);
  const period = hour < 4 || hour >= 20 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : 'शाम';
  return `${period} ${hour % 12 || 12}:${minute}`;
}
