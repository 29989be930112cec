import { describe, expect, it } from 'vitest';
import { dayMonth } from './week-dates';

describe('a week by its Monday', () => {
  it("is the day and the month's short name, as the backend's UTC day says", () => {
    expect(dayMonth('2026-11-16')).toBe('16 Nov');
    expect(dayMonth('2026-01-05')).toBe('5 Jan');
    expect(dayMonth('2026-11-02T00:00:00.000Z')).toBe('2 Nov');
  });

  it('is left as it came when it is not a day', () => {
    expect(dayMonth('soon')).toBe('soon');
  });
});
