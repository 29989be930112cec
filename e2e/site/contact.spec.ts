import { expect, type Page, type Request, test } from '@playwright/test';
import { formatOpeningHours } from '../../shared-ui/src/site/opening-hours';
import { seriousViolations } from '../support/axe';
import { deployedSiteConfig } from '../support/composed-html';
import { mainNav, openLive, reloadLive, site } from '../support/site';
import { en, enquiryChoice, enquiryChoices, fillIn, service } from '../support/words';

const EMAILJS = 'https://api.emailjs.com/**';

/** The form's words: its labels, buttons and dialogs (mf-contact/content/texts.json). */
const { form: formWords, dialogs } = en.enquiry;
type FieldName = keyof typeof formWords.labels;

const fridge = enquiryChoice('fridge');

/** What the visitor types: theirs, not the owner's words (the service goes by its value: its English choice). */
const enquiry = {
  name: 'Asha Sharma',
  email: 'asha@example.com',
  number: '+91 99887 76655',
  service: fridge.value,
  message: 'Fridge not cooling since this morning. Vaishali Nagar.',
};

/** A control of the enquiry form, by its exact label (the footer has a service select too). */
const field = (page: Page, name: FieldName) =>
  page
    .getByRole('form', { name: formWords.title })
    .getByLabel(formWords.labels[name], { exact: true });

async function fillInForm(page: Page, values: Partial<typeof enquiry> = enquiry) {
  if (values.name !== undefined) await field(page, 'name').fill(values.name);
  if (values.email !== undefined) await field(page, 'email').fill(values.email);
  if (values.number !== undefined) await field(page, 'number').fill(values.number);
  if (values.service !== undefined) await field(page, 'service').selectOption(values.service);
  if (values.message !== undefined) await field(page, 'message').fill(values.message);
}

async function expectValuesKept(page: Page) {
  await expect(field(page, 'name')).toHaveValue(enquiry.name);
  await expect(field(page, 'email')).toHaveValue(enquiry.email);
  await expect(field(page, 'number')).toHaveValue(enquiry.number);
  await expect(field(page, 'service')).toHaveValue(enquiry.service);
  await expect(field(page, 'message')).toHaveValue(enquiry.message);
}

const send = (page: Page) => page.getByRole('button', { name: formWords.send }).click();

async function expectDialog(page: Page, kind: 'success' | 'error') {
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
async function acceptEnquiries(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(EMAILJS, async (route) => {
    requests.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  return requests;
}

async function closeDialog(page: Page) {
  await page.getByRole('dialog').getByRole('button', { name: dialogs.ok }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  // Nothing may reach the real EmailJS: a test that forgets to answer fails loudly.
  await page.route(EMAILJS, (route) => route.abort('blockedbyclient'));
});

test('the contact section: heading, intro, three cards, image, form and the block below @identity', async ({
  page,
}) => {
  const words = en.contact;
  const { hours, serviceCities } = deployedSiteConfig();
  await openLive(page, '/contact');
  const section = page.locator('section#contact');
  await expect(section.getByRole('heading', { level: 1 })).toHaveText(words.title);
  await expect(section.getByRole('heading', { name: words.call })).toBeVisible();
  await expect(section.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute(
    'href',
    site.phoneHref,
  );
  await expect(section.getByRole('heading', { name: words.email })).toBeVisible();
  await expect(section.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(section.getByRole('heading', { name: words.hours })).toBeVisible();
  await expect(section.getByText(formatOpeningHours(hours))).toBeVisible();
  await expect(section.getByRole('form', { name: formWords.title })).toBeVisible();
  const below = page.getByRole('region', { name: words.visitHeading });
  await expect(below).toContainText(site.street);
  for (const city of serviceCities) await expect(below).toContainText(city);
  await expect(below.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^${site.whatsappPrefix}`),
  );
  await expect(page).toHaveTitle(
    fillIn(en.enquiry.head.title, { businessName: site.businessName }),
  );
});

test("the service list: 'Choose Service' first, disabled and empty, then each service's choice in the catalogue's order, none for GPS", async ({
  page,
}) => {
  await openLive(page, '/contact');
  const options = field(page, 'service').locator('option');
  // The spec's eight (§3), as the services' content files word and order them
  // (mf-services' unit tests hold the files to the spec's words).
  const choices = enquiryChoices('en');
  await expect(options).toHaveText([formWords.chooseService, ...choices.map((each) => each.text)]);
  await expect(options.first()).toBeDisabled();
  await expect(options.first()).toHaveAttribute('value', '');
  for (const [index, choice] of choices.entries()) {
    await expect(options.nth(index + 1)).toHaveAttribute('value', choice.value);
    await expect(options.nth(index + 1)).toBeEnabled();
  }
  await expect(field(page, 'service')).toHaveValue('');
  // GPS has no choice on the form: neither its name nor its slug picks anything.
  expect(choices.map((each) => each.slug)).not.toContain('gps');
  await expect(options.filter({ hasText: service('gps').name })).toHaveCount(0);
});

test('each choice sends its label: the e-mail names the service as the list does', async ({
  page,
}) => {
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

test('a sent enquiry carries the five values and the ids, shows success and resets', async ({
  page,
}) => {
  const requests = await acceptEnquiries(page);
  await openLive(page, '/contact');
  await fillInForm(page);
  await send(page);
  await expectDialog(page, 'success');

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

test('EmailJS refusing (451) shows the error dialog, offers WhatsApp instead and keeps every value', async ({
  page,
}) => {
  // 451 is what EmailJS answers a headless browser; 403 and 429 take the same path
  // (enquiry-form.test.tsx, send-enquiry.test.ts).
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

test('a bad e-mail address is refused by the browser: nothing is sent until it is put right', async ({
  page,
}) => {
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

test('a draft survives a reload and is cleared after a successful send', async ({ page }) => {
  await page.route(EMAILJS, (route) => route.fulfill({ status: 200, body: 'OK' }));
  await openLive(page, '/contact');
  await fillInForm(page);
  await reloadLive(page);
  await expectValuesKept(page);

  // Also after wandering off to another page and coming back.
  await mainNav(page).getByRole('link', { name: en.shell.navbar.about }).click();
  await mainNav(page).getByRole('link', { name: en.shell.navbar.contact }).click();
  await expectValuesKept(page);

  await send(page);
  await expectDialog(page, 'success');
  await reloadLive(page);
  await expect(field(page, 'name')).toHaveValue('');
  await expect(field(page, 'message')).toHaveValue('');
});

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

test("the browser's autofill of name, e-mail and phone does not trip the spam trap", async ({
  page,
}) => {
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

test('a second send straight after the first is refused politely, and keeps the text @identity', async ({
  page,
}) => {
  const requests = await acceptEnquiries(page);
  await openLive(page, '/contact');
  await fillInForm(page);
  await send(page);
  await expectDialog(page, 'success');
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

test('a service page\'s "Book this service" opens the form with that service chosen', async ({
  page,
}) => {
  await openLive(page, '/service/cctv');
  await page.getByRole('link', { name: en.servicePage.servicePage.book }).click();
  await expect(page).toHaveURL('/contact?service=cctv');
  await expect(field(page, 'service')).toHaveValue(enquiryChoice('cctv').value);
});

test('a service the form does not offer (GPS) opens it with nothing chosen', async ({ page }) => {
  await openLive(page, '/contact?service=gps');
  await expect(field(page, 'service')).toHaveValue('');
  await expect(field(page, 'service').locator('option:checked')).toHaveText(
    formWords.chooseService,
  );
});

test.describe('accessibility with the dialogs open', () => {
  for (const [kind, status] of [
    ['success', 200],
    ['error', 429],
  ] as const) {
    test(`axe finds no serious or critical violation with the ${kind} dialog open`, async ({
      page,
    }) => {
      await page.route(EMAILJS, (route) => route.fulfill({ status, body: 'x' }));
      await openLive(page, '/contact');
      await fillInForm(page);
      await send(page);
      await expectDialog(page, kind);
      // Judge the dialog as it rests, not a frame of its fade-in (colours are mid-blend).
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running'),
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
