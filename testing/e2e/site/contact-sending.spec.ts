import { expect, type Page, test } from '@playwright/test';
import {
  acceptEnquiries,
  blockEmailJs,
  closeDialog,
  dialogs,
  EMAILJS,
  enquiry,
  expectDialog,
  expectValuesKept,
  field,
  fillInForm,
  fridge,
  send,
} from '../../support/enquiry';
import { openLive, reloadLive, site } from '../../support/site';
import { en, enquiryChoices, fillIn } from '../../support/words';

// Sending an enquiry: what reaches EmailJS, the dialogs after, a refusal by EmailJS, by
// the browser, and by the form itself right after a send.

test.beforeEach(blockEmailJs);

/** The contact page, the visitor's enquiry sent and accepted; the requests EmailJS got. */
async function sendOneEnquiry(page: Page) {
  const requests = await acceptEnquiries(page);
  await openLive(page, '/contact');
  await fillInForm(page);
  await send(page);
  await expectDialog(page, 'success');
  return requests;
}

test('each choice sends its label: the e-mail names the service as the list does', {
  tag: ['@mf-contact', '@mf-services'],
}, async ({ page }) => {
  const requests = await acceptEnquiries(page);
  await openLive(page, '/contact');
  const last = enquiryChoices('en').at(-1);
  if (!last) throw new Error('the enquiry form offers no service');
  await fillInForm(page, { ...enquiry, service: undefined });
  await field(page, 'service').selectOption({ label: last.text });
  await send(page);
  await expectDialog(page, 'success');
  expect(requests).toHaveLength(1);
  expect(requests[0]?.postDataJSON().template_params).toEqual({ ...enquiry, service: last.value });
});

test('a sent enquiry carries the five values and the ids, shows success and resets', {
  tag: '@mf-contact',
}, async ({ page }) => {
  const requests = await sendOneEnquiry(page);

  expect(requests).toHaveLength(1);
  const body = requests[0]?.postDataJSON();
  expect(body).toMatchObject({
    service_id: 'service_e2e',
    template_id: 'template_e2e',
    user_id: 'public_key_e2e',
    template_params: enquiry,
  });
  await closeDialog(page);
  await expect(field(page, 'name')).toHaveValue('');
  await expect(field(page, 'message')).toHaveValue('');
  await expect(field(page, 'service')).toHaveValue('');
});

test('EmailJS refusing (451) shows the error dialog, offers WhatsApp instead and keeps every value', {
  tag: '@mf-contact',
}, async ({ page }) => {
  // 451 is what EmailJS answers a headless browser; 403 and 429 take the same path
  // (enquiry-form-sending.test.tsx, send-enquiry.test.ts).
  await page.route(EMAILJS, (route) =>
    route.fulfill({
      status: 451,
      contentType: 'text/plain',
      body: 'Unavailable For Legal Reasons',
    }),
  );
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await openLive(page, '/contact');
  await fillInForm(page);
  await send(page);
  await expectDialog(page, 'error');

  // The same enquiry, ready to go to the business's WhatsApp.
  const link = page
    .getByRole('dialog')
    .getByRole('link', { name: en.enquiry.whatsAppInstead.label });
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(`${href.origin}${href.pathname}`).toBe(site.whatsappPrefix);
  const text = href.searchParams.get('text') ?? '';
  // The service in the words the visitor chose it by.
  for (const value of [enquiry.name, enquiry.number, fridge.text, enquiry.message]) {
    expect(text).toContain(value);
  }
  await expect(link).toHaveAttribute('target', '_blank');

  await closeDialog(page);
  await expectValuesKept(page);
  // The detail is logged, never shown.
  expect(errors.join('\n')).toContain('enquiry not sent');
  await expect(page.getByRole('main')).not.toContainText('Unavailable For Legal Reasons');
});

test('a bad e-mail address is refused by the browser: nothing is sent until it is put right', {
  tag: '@mf-contact',
}, async ({ page }) => {
  const requests = await acceptEnquiries(page);
  await openLive(page, '/contact');
  await fillInForm(page, { ...enquiry, email: 'asha@' });
  await send(page);
  const valid = await field(page, 'email').evaluate(
    (input: HTMLInputElement) => input.validity.valid,
  );
  expect(valid).toBe(false);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Put right, it goes: one enquiry, so the refused click sent nothing (a second send
  // straight after a first would be refused by the throttle, not succeed).
  await field(page, 'email').fill(enquiry.email);
  await send(page);
  await expectDialog(page, 'success');
  expect(requests).toHaveLength(1);
});

test('a second send straight after the first is refused politely, and keeps the text @identity', {
  tag: '@mf-contact',
}, async ({ page }) => {
  const requests = await sendOneEnquiry(page);
  await closeDialog(page);

  await fillInForm(page);
  await send(page);
  const dialog = page.getByRole('dialog');
  const { waitTitle, waitSoonText } = dialogs;
  await expect(dialog.getByRole('heading')).toHaveText(waitTitle);
  const [beforeSeconds = '', afterSeconds = ''] = waitSoonText.split('{seconds}');
  await expect(dialog).toContainText(beforeSeconds.trim());
  await expect(dialog).toContainText(afterSeconds.trim());
  await expect(dialog.locator('.swal2-icon.swal2-info')).toBeVisible();
  // A way through now: a call, or the same enquiry on WhatsApp.
  const call = fillIn(dialogs.callInstead, { phone: site.phoneDisplay });
  await expect(dialog.getByRole('link', { name: call })).toHaveAttribute('href', site.phoneHref);
  const whatsApp = dialog.getByRole('link', { name: en.enquiry.whatsAppInstead.label });
  await expect(whatsApp).toHaveAttribute('href', new RegExp(`^${site.whatsappPrefix}\\?text=`));
  expect(requests).toHaveLength(1);
  await closeDialog(page);
  await expectValuesKept(page);
  // Still there after a reload: the draft was kept too.
  await reloadLive(page);
  await expectValuesKept(page);
  expect(requests).toHaveLength(1);
});
