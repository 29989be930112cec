import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyEnquiry } from './enquiry-fields';
import { enquiryPayload } from './send-enquiry';

// The template the business pastes into EmailJS, and the settings its README gives.
const folder = join(import.meta.dirname, '../../emailjs');
const template = readFileSync(join(folder, 'enquiry-template.html'), 'utf8');
const settings = readFileSync(join(folder, 'README.md'), 'utf8');

/** What send-enquiry really sends: the payload's own keys. */
const sent = Object.keys(enquiryPayload(emptyEnquiry, 'hi')).sort();

/** Every `{{ name }}` (spaces allowed, as EmailJS allows them). */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([^{}\s]+)\s*\}\}/g)].map((match) => match[1] ?? '');

describe('the EmailJS enquiry template', () => {
  it.each([
    ['the template', template],
    ['its settings', settings],
  ])('%s never inserts raw HTML (no triple braces)', (_, text) => {
    expect(text).not.toMatch(/\{\{\{|\}\}\}/);
  });

  it.each([
    ['the template', template],
    ['its settings', settings],
  ])('%s uses only the parameters send-enquiry sends', (_, text) => {
    expect(placeholders(text).filter((name) => !sent.includes(name))).toEqual([]);
  });

  it('shows every parameter that is sent', () => {
    expect([...new Set(placeholders(template))].sort()).toEqual(sent);
  });

  it('sets Reply-To to the validated e-mail, and a fixed From name', () => {
    const row = (setting: string) =>
      settings.split('\n').find((line) => line.startsWith(`| ${setting} `)) ?? '';
    expect(placeholders(row('Reply To'))).toEqual(['email']);
    expect(placeholders(row('From Name'))).toEqual([]);
    expect(placeholders(row('To Email'))).toEqual([]);
    expect(row('From Name')).toContain('Jaipur Appliance Care');
  });
});
