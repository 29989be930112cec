import { describe, expect, it } from 'vitest';
import { isIndianPhoneNumber } from './enquiry-fields';

describe('isIndianPhoneNumber', () => {
  it.each([
    '9876543210',
    '98765 43210',
    '+91 98765 43210',
    '+919876543210',
    '91 98765 43210',
    '098765 43210',
    '0141-2345678',
    '(0141) 234 5678',
  ])('accepts %s', (typed) => {
    expect(isIndianPhoneNumber(typed)).toBe(true);
  });

  it.each([
    ['letters', '98765abcde'],
    ['a word', 'call me'],
    ['too few digits', '98765 4321'],
    ['too many digits', '98765 432101'],
    ['a leading zero after +91', '+91 08765 43210'],
    ['nothing', ''],
    ['a plus in the middle', '98765+43210'],
  ])('rejects %s', (_, typed) => {
    expect(isIndianPhoneNumber(typed)).toBe(false);
  });
});
