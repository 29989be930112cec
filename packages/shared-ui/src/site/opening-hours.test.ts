import { type OpeningHours, weekDays } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { formatOpeningHours, formatOpeningTimes, openDays } from './opening-hours';

// Every app shows the business's hours through these formatters.

const roundTheClock: OpeningHours = {
  from: 'Monday',
  to: 'Sunday',
  opens: '00:00',
  closes: '24:00',
};
const shopHours: OpeningHours = { from: 'Monday', to: 'Saturday', opens: '09:00', closes: '20:00' };

describe('opening hours', () => {
  it("round the clock, every day, reads as the spec's 'Mon - Sun : 24x7'", () => {
    expect(formatOpeningHours(roundTheClock)).toBe('Mon - Sun : 24x7');
    expect(formatOpeningTimes(roundTheClock)).toBe('24x7');
  });

  it('other hours read as days and times, never as a mangled sentence', () => {
    expect(formatOpeningHours(shopHours)).toBe('Mon - Sat : 9:00 am – 8:00 pm');
    expect(formatOpeningTimes(shopHours)).toBe('9:00 am – 8:00 pm');
    // Monday to Saturday: the week but its last day.
    expect(openDays(shopHours)).toEqual(weekDays.slice(0, -1));
  });

  it('noon and midnight', () => {
    expect(formatOpeningTimes({ ...shopHours, opens: '12:00', closes: '24:00' })).toBe(
      '12:00 pm – 12:00 am',
    );
  });

  it('in Hindi, with the days whole and the part of the day first', () => {
    expect(formatOpeningHours({ ...shopHours, opens: '09:00', closes: '20:00' }, 'hi')).toBe(
      'सोमवार से शनिवार, सुबह 9:00 – रात 8:00',
    );
    expect(formatOpeningTimes({ ...shopHours, opens: '13:30', closes: '18:00' }, 'hi')).toBe(
      'दोपहर 1:30 – शाम 6:00',
    );
  });
});
