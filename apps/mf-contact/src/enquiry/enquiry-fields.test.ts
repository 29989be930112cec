import { describe, expect, it } from 'vitest';
import {
  clampEnquiry,
  clampField,
  cleanEnquiry,
  cleanField,
  emptyEnquiry,
  isIndianPhoneNumber,
  maxLengths,
} from './enquiry-fields';

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

describe('clampField: what a field may hold', () => {
  it('cuts every field to its limit in maxLengths', () => {
    for (const field of Object.keys(maxLengths) as Array<keyof typeof maxLengths>) {
      expect(clampField(field, 'x'.repeat(maxLengths[field] + 50))).toHaveLength(maxLengths[field]);
    }
  });

  it('strips control characters and bidirectional overrides, keeping Devanagari joiners', () => {
    expect(clampField('name', 'As\u0000ha\u0007 \u202ESharma\u2066\u007F\u009B')).toBe(
      'Asha Sharma',
    );
    expect(clampField('name', 'क्\u200Dष')).toBe('क्\u200Dष');
  });

  it('keeps line breaks in the message only, as \\n', () => {
    expect(clampField('message', 'one\r\ntwo\rthree\u2028four\nfive')).toBe(
      'one\ntwo\nthree\nfour\nfive',
    );
    expect(clampField('name', 'Asha\r\nSharma')).toBe('Asha Sharma');
    expect(clampField('email', 'a@b.in\nBcc: x@y.in')).toBe('a@b.in Bcc: x@y.in');
  });

  it('turns tabs into spaces, so words do not run together', () => {
    expect(clampField('message', 'AC\tnot cooling')).toBe('AC not cooling');
  });

  it('does not split a character made of two UTF-16 units at the limit', () => {
    const value = `${'x'.repeat(maxLengths.name - 1)}😀`;
    expect(clampField('name', value)).toBe('x'.repeat(maxLengths.name - 1));
  });

  it('leaves spaces alone: a restored draft reads as typed', () => {
    expect(clampField('message', '  Geyser leaking ')).toBe('  Geyser leaking ');
  });
});

describe('cleanField: what is sent', () => {
  it('trims before cutting, so leading spaces cost nothing, and trims after', () => {
    const long = `   ${'y'.repeat(maxLengths.message - 1)} z`;
    expect(cleanField('message', long)).toBe('y'.repeat(maxLengths.message - 1));
    expect(cleanField('name', '\u0000  Asha \t')).toBe('Asha');
  });

  it('cleans and clamps every field of an enquiry', () => {
    const values = { ...emptyEnquiry, name: ' A\u0000', message: ' hi\n\u0007there ' };
    expect(cleanEnquiry(values)).toEqual({ ...emptyEnquiry, name: 'A', message: 'hi\nthere' });
    expect(clampEnquiry(values)).toEqual({ ...emptyEnquiry, name: ' A', message: ' hi\nthere ' });
  });
});
