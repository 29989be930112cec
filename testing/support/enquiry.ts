import { expect, type Page, type Request } from '@playwright/test';
import { en, enquiryChoice } from './words';

// The contact page's enquiry form, as the browser tests fill and send it: the visitor's
// enquiry, the form's controls by their labels, and EmailJS answered by the test.

export const EMAILJS = 'https://api.emailjs.com/**';

/** The form's words: its labels, buttons and dialogs (apps/mf-contact/content/texts.json). */
export const { form: formWords, dialogs } = en.enquiry;
type FieldName = keyof typeof formWords.labels;

export const fridge = enquiryChoice('fridge');

/** What the visitor types: theirs, not the owner's words (the service goes by its value: its English choice). */
export const enquiry = {
  name: 'Asha Sharma',
  email: 'asha@example.com',
  number: '+91 99887 76655',
  service: fridge.value,
  message: 'Fridge not cooling since this morning. Vaishali Nagar.',
};

/** A control of the enquiry form, by its exact label (the footer has a service select too). */
export const field = (page: Page, name: FieldName) =>
  page
    .getByRole('form', { name: formWords.title })
    .getByLabel(formWords.labels[name], { exact: true });

export async function fillInForm(page: Page, values: Partial<typeof enquiry> = enquiry) {
  if (values.name !== undefined) await field(page, 'name').fill(values.name);
  if (values.email !== undefined) await field(page, 'email').fill(values.email);
  if (values.number !== undefined) await field(page, 'number').fill(values.number);
  if (values.service !== undefined) await field(page, 'service').selectOption(values.service);
  if (values.message !== undefined) await field(page, 'message').fill(values.message);
}

export async function expectValuesKept(page: Page) {
  await expect(field(page, 'name')).toHaveValue(enquiry.name);
  await expect(field(page, 'email')).toHaveValue(enquiry.email);
  await expect(field(page, 'number')).toHaveValue(enquiry.number);
  await expect(field(page, 'service')).toHaveValue(enquiry.service);
  await expect(field(page, 'message')).toHaveValue(enquiry.message);
}

export const send = (page: Page) => page.getByRole('button', { name: formWords.send }).click();

export async function expectDialog(page: Page, kind: 'success' | 'error') {
  const dialog = page.getByRole('dialog');
  if (kind === 'success') {
    await expect(dialog.getByRole('heading')).toHaveText(dialogs.sentTitle);
    await expect(dialog).toContainText(dialogs.sentText);
    await expect(dialog.locator('.swal2-icon.swal2-success')).toBeVisible();
  } else {
    await expect(dialog.getByRole('heading')).toHaveText(dialogs.failedTitle);
    await expect(dialog).toContainText(dialogs.failedText);
    await expect(dialog.locator('.swal2-icon.swal2-error')).toBeVisible();
  }
}

/** Answers every EmailJS send with success; returns the requests, as they arrive. */
export async function acceptEnquiries(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(EMAILJS, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  return requests;
}

export async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: dialogs.ok }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Before each test: nothing may reach the real EmailJS, so a test that forgets to answer
 * fails loudly.
 */
export async function blockEmailJs({ page }: { page: Page }) {
  await page.route(EMAILJS, (route) => route.abort('blockedbyclient'));
}
