import { expect, test } from '@playwright/test';
import { formatOpeningHours } from 'shared-ui/site';
import { deployedSiteConfig } from '../../support/composed-html';
import { blockEmailJs, field, formWords } from '../../support/enquiry';
import { openLive, site } from '../../support/site';
import { en, enquiryChoice, enquiryChoices, fillIn, service } from '../../support/words';

// The contact page: its section, and the enquiry form's list of services, as a link from
// a service page picks one.

test.beforeEach(blockEmailJs);

test('the contact section: heading, intro, three cards, image, form and the block below @identity', {
  tag: '@mf-contact',
}, async ({ page }) => {
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

test("the service list: 'Choose Service' first, disabled and empty, then each service's choice in the catalogue's order, none for GPS", {
  tag: ['@mf-contact', '@mf-services'],
}, async ({ page }) => {
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

test('a service page\'s "Book this service" opens the form with that service chosen', {
  tag: ['@mf-contact', '@mf-services'],
}, async ({ page }) => {
  await openLive(page, '/service/cctv');
  await page.getByRole('link', { name: en.servicePage.servicePage.book }).click();
  await expect(page).toHaveURL('/contact?service=cctv');
  await expect(field(page, 'service')).toHaveValue(enquiryChoice('cctv').value);
});

test('a service the form does not offer (GPS) opens it with nothing chosen', {
  tag: ['@mf-contact', '@mf-services'],
}, async ({ page }) => {
  await openLive(page, '/contact?service=gps');
  await expect(field(page, 'service')).toHaveValue('');
  await expect(field(page, 'service').locator('option:checked')).toHaveText(
    formWords.chooseService,
  );
});
