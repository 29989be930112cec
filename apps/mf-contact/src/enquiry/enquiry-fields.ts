/** The enquiry as typed. Field names are EmailJS template parameters. */
export interface EnquiryValues {
  name: string;
  email: string;
  number: string;
  service: string;
  message: string;
}

export const emptyEnquiry: EnquiryValues = {
  name: '',
  email: '',
  number: '',
  service: '',
  message: '',
};

/**
 * The spam trap's name: one no browser or password manager recognises (not name, email,
 * phone, company, website, url, address…), so autofill never fills it and trips it.
 */
export const HONEYPOT_NAME = 'jac_hp_7f';

/**
 * Generous for real names and messages, small enough to stop junk. The one place the
 * limits live: the inputs' maxLength, a restored draft and what is sent all use them.
 */
export const maxLengths: Record<keyof EnquiryValues, number> = {
  name: 80,
  email: 254,
  number: 20,
  service: 60,
  message: 2000,
};

/**
 * The one-line fields, in the form's order, as the browser is told of them (spec §3, §5):
 * the input's type (the e-mail's own check), the keyboard a phone shows and the autofill
 * hint. Each is also required and cut at its maxLength (enquiry-input.tsx).
 */
export const oneLineFields = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  number: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
} as const satisfies Partial<Record<keyof EnquiryValues, object>>;

export type OneLineField = keyof typeof oneLineFields;

/** The one field that may hold several lines. */
const multiLine: ReadonlySet<keyof EnquiryValues> = new Set(['message']);

// Control characters (C0, DEL, C1) and the bidirectional overrides and isolates, which
// can make an e-mail read differently from what was sent. Joiners (ZWJ, ZWNJ) stay:
// Devanagari needs them. A line feed is kept where it is allowed (see clampField).
const controls = /(?!\n)[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;
const lineBreaks = /\r\n?|[\u2028\u2029]/g;

/**
 * One field as it may be kept: control characters stripped, then cut to the field's
 * limit. Line breaks stay (as \n) in the message only; in a one-line field they, and
 * tabs, become spaces, so words do not run together. Nothing else changes: a restored
 * draft reads as it was typed.
 */
export function clampField(field: keyof EnquiryValues, value: string): string {
  return cutTo(withoutControls(field, value), maxLengths[field]);
}

/** One field as it is sent: control characters stripped, trimmed, cut to its limit. */
export function cleanField(field: keyof EnquiryValues, value: string): string {
  return cutTo(withoutControls(field, value).trim(), maxLengths[field]).trimEnd();
}

function withoutControls(field: keyof EnquiryValues, value: string): string {
  const lines = value.replace(lineBreaks, '\n');
  const oneLine = multiLine.has(field) ? lines : lines.replace(/\n/g, ' ');
  return oneLine.replace(/[\t\v\f]/g, ' ').replace(controls, '');
}

/** Every field clamped: for a restored draft, or whatever else arrives from outside the form. */
export function clampEnquiry(values: EnquiryValues): EnquiryValues {
  return mapFields(values, clampField);
}

/** Every field cleaned: what is sent. */
export function cleanEnquiry(values: EnquiryValues): EnquiryValues {
  return mapFields(values, cleanField);
}

function mapFields(
  values: EnquiryValues,
  each: (field: keyof EnquiryValues, value: string) => string,
): EnquiryValues {
  const result = { ...emptyEnquiry };
  for (const field of Object.keys(emptyEnquiry) as Array<keyof EnquiryValues>) {
    const value = values[field];
    result[field] = each(field, typeof value === 'string' ? value : '');
  }
  return result;
}

/**
 * At most `max` UTF-16 units, as the inputs' maxLength counts, without splitting a
 * character made of two of them.
 */
function cutTo(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * Accepts Indian numbers as people type them: spaces, dashes or brackets between
 * digits, and an optional +91, 91 or 0 in front of the 10 digits. Rejects letters.
 */
export function isIndianPhoneNumber(typed: string): boolean {
  if (!/^[+]?[\d\s()-]+$/.test(typed.trim())) return false;
  const digits = typed.replace(/\D/g, '');
  const national = digits.replace(/^(91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return /^[1-9]\d{9}$/.test(national);
}
