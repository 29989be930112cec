// @ts-check
// Text a team or a storage brought, made safe to print on a terminal or a CI log: a
// control character (C0, DEL, C1) would start an escape sequence (a window title, a
// cleared screen, a forged line), a bidi control would reorder what is read. Each is
// written as its escape instead: '\u001b', '\n'.

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this escapes
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/gu;

/** @type {Record<string, string>} */
const SHORT = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** @param {string} text */
export const printable = (text) =>
  text.replace(
    UNPRINTABLE,
    (char) => SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * A value as a message quotes it: JSON, and printable (JSON leaves DEL, C1 and bidi
 * controls as they are). @param {unknown} value
 */
export const quoted = (value) => printable(String(JSON.stringify(value)));

/**
 * The engine's own words, printable, keeping the lines they are written in (a refusal
 * lists its fields one a line). What a team brought is escaped where it enters them:
 * quoted by the gate, or made printable where a sandbox's words become a refusal.
 * @param {string} text
 */
export const printableLines = (text) => text.split('\n').map(printable).join('\n');
