import { describe, expect, it } from 'vitest';
import { fillIn, fillInParts } from './fill-in';

describe('fillIn', () => {
  it("fills each placeholder in, in the template's own word order", () => {
    expect(fillIn('© {year} {businessName}', { year: 2025, businessName: 'Jaipur Care' })).toBe(
      '© 2025 Jaipur Care',
    );
    expect(fillIn('{businessName} के बारे में', { businessName: 'जयपुर केयर' })).toBe('जयपुर केयर के बारे में');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(fillIn('Call {phone} ({times})', { phone: '+91 98765 43210' })).toBe(
      'Call +91 98765 43210 ({times})',
    );
  });
});

describe('fillInParts', () => {
  it('keeps the values as they are, between the texts, for markup', () => {
    const link = { href: 'tel:+919876543210' };
    expect(fillInParts('Call {phone} now', { phone: link })).toEqual(['Call ', link, ' now']);
  });
});
