import { expect, test } from '@playwright/test';
import {
  acceptEnquiries,
  blockEmailJs,
  enquiry,
  expectDialog,
  field,
  formWords,
  send,
} from '../../support/enquiry';
import { openLive } from '../../support/site';

// The enquiry form's spam trap, which a browser's autofill must never fill in.

test.beforeEach(blockEmailJs);

/**
 * What a browser's autofill (or a password manager) puts in for Asha, by what an input
 * says it is: its autocomplete token, or a name, id or label that looks like a person's
 * or a company's details. Browsers guess from those even where autocomplete is "off".
 */
function autofillValue(signals: string): string | undefined {
  if (/e-?mail/i.test(signals)) return enquiry.email;
  if (/\btel\b|phone|mobile/i.test(signals)) return enquiry.number;
  if (/company|organi[sz]ation|business/i.test(signals)) return 'Sharma Traders';
  if (/website|url|homepage/i.test(signals)) return 'https://sharma-traders.example';
  if (/name/i.test(signals)) return enquiry.name;
  return undefined;
}

test("the browser's autofill of name, e-mail and phone does not trip the spam trap", {
  tag: '@mf-contact',
}, async ({ page }) => {
  const requests = await acceptEnquiries(page);
  await openLive(page, '/contact');
  const form = page.getByRole('form', { name: formWords.title });

  // Autofill fills the visible fields by their autocomplete tokens...
  await form.locator('input[autocomplete="name"]').fill(enquiry.name);
  await form.locator('input[autocomplete="email"]').fill(enquiry.email);
  await form.locator('input[autocomplete="tel"]').fill(enquiry.number);
  // ...and whatever else in the form looks like a person's details, seen or not.
  let filled = 0;
  for (const input of await form.locator('input:not([type="hidden"])').all()) {
    const signals = await input.evaluate((element: HTMLInputElement) =>
      [
        element.autocomplete,
        element.name,
        element.id,
        ...Array.from(element.labels ?? [], (label) => label.textContent ?? ''),
      ].join(' '),
    );
    const value = autofillValue(signals);
    if (value === undefined) continue;
    await input.fill(value, { force: true });
    filled += 1;
  }
  expect(filled).toBe(3);
  await field(page, 'service').selectOption(enquiry.service);
  await field(page, 'message').fill(enquiry.message);
  await send(page);
  await expectDialog(page, 'success');

  // Sent for real, not swallowed as spam.
  expect(requests).toHaveLength(1);
  expect(requests[0]?.postDataJSON().template_params).toEqual(enquiry);
});
