import { describe, expect, it } from 'vitest';
import { waitMessage } from './wait-message';

// 12:00 in Jaipur (UTC+5:30).
const NOON_IST = Date.UTC(2025, 0, 6, 6, 30, 0);
const HOUR = 60 * 60 * 1000;

describe('waitMessage', () => {
  it('says in seconds how long to wait after a send, in English and Hindi', () => {
    const refused = { allowed: false, reason: 'interval', retryAt: NOON_IST + 42_500 } as const;
    expect(waitMessage(refused, NOON_IST, 'en')).toContain('you can send another in 43 seconds');
    expect(waitMessage(refused, NOON_IST, 'hi')).toContain('43 सेकंड बाद');
  });

  it('after the day’s sends, names the time, and the day when it is not today', () => {
    const later = { allowed: false, reason: 'daily', retryAt: NOON_IST + 3 * HOUR } as const;
    expect(waitMessage(later, NOON_IST, 'en', 'Asia/Kolkata')).toMatch(
      /sent 5 enquiries .* after 3:00\s?pm\./i,
    );
    const tomorrow = { ...later, retryAt: NOON_IST + 20 * HOUR };
    expect(waitMessage(tomorrow, NOON_IST, 'en', 'Asia/Kolkata')).toMatch(
      /after Tuesday,? 8:00\s?am\./i,
    );
    expect(waitMessage(tomorrow, NOON_IST, 'hi', 'Asia/Kolkata')).toMatch(/मंगलवार.*8:00/);
  });

  it('offers a call or WhatsApp and says nothing typed is lost', () => {
    const refused = { allowed: false, reason: 'interval', retryAt: NOON_IST + 1 } as const;
    expect(waitMessage(refused, NOON_IST, 'en')).toMatch(
      /What you typed is kept.*Call or WhatsApp/,
    );
    expect(waitMessage(refused, NOON_IST, 'hi')).toMatch(/सुरक्षित है।.*कॉल या WhatsApp/);
  });
});
