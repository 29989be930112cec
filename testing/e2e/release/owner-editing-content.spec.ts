import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { jsonLdOf, jsonLdTelephone } from '../../support/composed-html';
import {
  DecapOwnerSite,
  FULL_EDITOR,
  previewOf,
  saveDraft,
  snap,
  toolWordsOn,
} from '../../support/decap-owner-site';
import { en, enquiryChoices, service } from '../../support/words';

// What the owner's changes do, through the full editor (testing/support/decap-owner-site.ts):
// a business detail reaches every page through the shell alone, a photo is served at its
// drawn size, a bad entry is refused twice, a new service becomes a page. On a private
// site of its own, beside owner-editing.spec.ts's.

const ownerSite = new DecapOwnerSite('owner-content', 5600, 5690);
ownerSite.useInTests();

test('a new phone number goes live through the shell alone, on every page', async ({
  page,
  request,
}) => {
  await ownerSite.openEditor(page, 'business/entries/business');
  await page.getByLabel('Phone', { exact: true }).first().fill('+91 98123 45678');
  await saveDraft(page);
  const { id } = await previewOf(page);
  await ownerSite.publishPreviewed(page, 'shell', id);
  expect(ownerSite.repo.lastChange()).toEqual(['apps/shell/content/business.json']);

  const sitemap = await (await request.get(`${ownerSite.deployment.origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  // Every page, in English and in Hindi: the number is a fact, the same in both.
  expect(paths).toHaveLength(30);
  const withStructuredData: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(`${ownerSite.deployment.origin}${path}`)).text();
    expect(html, path).toContain('href="tel:+919812345678"');
    expect(html, path).not.toContain('tel:+919876543210');
    const items = jsonLdOf(html);
    if (items.length) withStructuredData.push(path);
    for (const item of items) expect(jsonLdTelephone(item), path).toBe('+919812345678');
  }
  expect(withStructuredData).toEqual(
    expect.arrayContaining([
      '/',
      '/contact',
      '/service/ac',
      '/hi',
      '/hi/contact',
      '/hi/service/ac',
    ]),
  );
});

test('a photo the owner uploads is served as AVIF and WebP at the drawn size, inlined in the first screen', async ({
  page,
  browser,
  request,
}) => {
  // A phone camera's photo: large, JPEG.
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  await ownerSite.openEditor(page, 'services/entries/ac');
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'ac-technician.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page
    .getByLabel('Picture: description', { exact: true })
    .first()
    .fill('Our technician at an AC');
  await saveDraft(page);
  const { id } = await previewOf(page);
  await ownerSite.publishPreviewed(page, 'mf-services', id);
  expect(ownerSite.repo.lastChange().sort()).toEqual([
    'apps/mf-services/content/images/ac-technician.jpg',
    'apps/mf-services/content/services/ac.json',
  ]);

  // Without JavaScript the first screen's photo is in the HTML: no request for it.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const images: string[] = [];
  plain.on('request', (sent) => {
    if (sent.resourceType() === 'image') images.push(sent.url());
  });
  await plain.goto(`${ownerSite.deployment.origin}/service/ac`);
  const hero = plain.getByRole('img', { name: 'Our technician at an AC' });
  await expect(hero).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await expect(hero).toHaveAttribute('width', '400');
  await expect(hero).toHaveAttribute('height', '300');
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  expect(images).toEqual([]);
  await noScript.close();

  // Once the app has hydrated the first screen, its photo offers WebP at 1× and 2×: the
  // browser picks one (a photo lower down is a <picture> with AVIF too: shared-ui's test).
  await page.goto(`${ownerSite.deployment.origin}/services`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  const card = page.getByAltText('Our technician at an AC');
  await expect(card).toHaveAttribute('srcset', /^\S+ 400w, \S+ 800w$/);
  const webp = (await card.getAttribute('srcset'))?.split(' ')[0] ?? '';
  const served = await request.get(new URL(webp, ownerSite.deployment.origin).href);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await served.body()).metadata()).width).toBe(400);
  // The release serves the AVIF beside it, at both sizes: the part's only photo, so its
  // only AVIFs (a picture's file is named by its content alone).
  const release = `releases/${await ownerSite.liveRelease('mf-services')}/`;
  const avifs = [...(await ownerSite.deployment.storage.list('mf-services')).keys()].filter(
    (file) => file.startsWith(release) && file.endsWith('.avif'),
  );
  const widths = await Promise.all(
    avifs.map(async (file) => {
      const body = await ownerSite.deployment.storage.read(`mf-services/${file}`);
      return (await sharp(body ?? Buffer.alloc(0)).metadata()).width;
    }),
  );
  expect(widths.sort()).toEqual([400, 800]);
});

test('an empty service name is refused by the editor and by the release, and so is a missing translation', async ({
  page,
}) => {
  const before = ownerSite.repo.commits();
  await ownerSite.openEditor(page, 'services/entries/fridge');
  const name = page.getByLabel('Service name', { exact: true }).first();
  const hindiName = page.getByLabel('Service name', { exact: true }).nth(1);
  const hindi = await hindiName.inputValue();

  // Decap checks only English; the editor checks every language before it saves.
  await hindiName.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Not saved\. Please fix: hi\.name/)).toBeVisible();
  expect(ownerSite.repo.commits()).toEqual(before);
  expect(ownerSite.repo.drafts()).toEqual([]);
  await hindiName.fill(hindi);

  await name.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Service name is required.')).toBeVisible();

  await name.fill('   ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Under the field, by Decap, from the part's schema (the refusal above may still show).
  await expect(
    page.getByRole('listitem').filter({
      hasText: /Service name cannot be empty or longer than 40 characters/,
    }),
  ).toBeVisible();
  expect(ownerSite.repo.commits()).toEqual(before);

  // Past the editor (a hand edit, a bad merge), the release refuses it with the same rule.
  const file = 'apps/mf-services/content/services/fridge.json';
  // The check names a file by its part and its path there, as the part's build reads it.
  const named = 'mf-services/content/services/fridge.json';
  const fridge = ownerSite.repo.readJson(file) as Record<'en' | 'hi', Record<string, unknown>>;
  await ownerSite.expectRefusedAtRelease(
    file,
    { ...fridge, en: { ...fridge.en, name: '' } },
    `release refused: the content is not valid:\n  ${named}: en.name: Service name cannot be empty`,
  );
  // A page whose Hindi lacks a text does not go live either: the release names the key.
  const { intro: _dropped, ...hindiWithoutIntro } = fridge.hi;
  await ownerSite.expectRefusedAtRelease(
    file,
    { ...fridge, hi: hindiWithoutIntro },
    `${named}: hi.intro: no Hindi translation (Introduction is missing)`,
  );
});

test('a service the owner adds in the editor is a page in both languages, a card, a footer entry and a choice of the form', async ({
  page,
  browser,
  request,
}) => {
  const name = 'Inverter & Battery Service';
  const hindiName = 'इन्वर्टर और बैटरी सर्विस';
  // Its line on the enquiry form, in each language: the English one is what the e-mail says.
  const choice = 'Inverter & Battery Servicing';
  const hindiChoice = 'इन्वर्टर और बैटरी सर्विसिंग';
  // Decap says an optional field is one after its label.
  const choiceLabel = 'Choice on the enquiry form (optional)';
  // The list of services, in the owner's words: no two collections read alike, and the
  // button for a new one draws without a symbol font.
  await ownerSite.openEditor(page, 'services');
  await expect(page.getByRole('link', { name: 'Add a service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Each service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'List of all services' })).toBeVisible();
  await snap(page, '0-collection');
  expect(await toolWordsOn(page)).toEqual([]);
  await page.goto(`${ownerSite.editorOrigin}${FULL_EDITOR}#/collections/services/entries/geyser`);
  // A new service begins as a copy of one the owner knows, in both languages.
  await page.getByRole('button', { name: 'Live', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const field = (label: string, index: number) =>
    page.getByLabel(label, { exact: true }).nth(index);
  // The copy's form, filled from the geyser page, before any field is typed into.
  await expect(page).toHaveURL(/\/collections\/services\/new/);
  await expect(field('Service name', 1)).toHaveValue(service('geyser', 'hi').name);
  await expect(field(choiceLabel, 0)).toHaveValue(service('geyser', 'en').enquiryChoice ?? '');
  const typed: Array<[label: string, index: number, value: string]> = [
    ['Service name', 0, name],
    ['Service name', 1, hindiName],
    ['Appliance', 0, 'inverter'],
    ['Appliance', 1, 'इन्वर्टर'],
    ['Page heading', 0, 'Inverter & Battery Service in Jaipur'],
    ['Page heading', 1, 'जयपुर में इन्वर्टर और बैटरी सर्विस'],
    ['Introduction', 0, 'We service home inverters and replace their batteries.'],
    ['Introduction', 1, 'हम घर के इन्वर्टर की सर्विस करते हैं और बैटरी बदलते हैं।'],
    ['Position in the list', 0, '10'],
    [choiceLabel, 0, choice],
    [choiceLabel, 1, hindiChoice],
  ];
  // Decap may still fill the copy's form from the geyser page as typing starts: type
  // again whatever it put back, until every field holds what the owner typed.
  await expect(async () => {
    for (const [label, index, value] of typed) {
      if ((await field(label, index).inputValue()) !== value) await field(label, index).fill(value);
    }
    for (const [label, index, value] of typed) {
      await expect(field(label, index)).toHaveValue(value, { timeout: 1_000 });
    }
  }).toPass({ timeout: 30_000 });
  await saveDraft(page);
  const [draft = ''] = ownerSite.repo.drafts();
  const slug = draft.replace('cms/services/', '');
  expect(slug).toMatch(/^inverter-/);
  // Decap asks for a page's preview when its editor opens on a page that exists: the
  // owner reopens the new draft (from Workflow, or by reloading).
  await page.reload();
  const { id } = await previewOf(page);
  await ownerSite.publishPreviewed(page, 'mf-services', id);

  // Its page in both languages, its card, and the footer's list, without JavaScript too.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${ownerSite.deployment.origin}/service/${slug}`);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(
    'Inverter & Battery Service in Jaipur',
  );
  await plain.goto(`${ownerSite.deployment.origin}/hi/service/${slug}`);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('जयपुर में इन्वर्टर और बैटरी सर्विस');
  await expect(plain.locator('footer')).toContainText(hindiName);
  await plain.goto(`${ownerSite.deployment.origin}/services`);
  await expect(plain.locator('main').getByRole('heading', { name })).toBeVisible();
  await expect(plain.locator('footer')).toContainText(name);
  await noScript.close();
  // The sitemap lists both pages; the page describes the service for search engines.
  const sitemap = await (await request.get(`${ownerSite.deployment.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/service/${slug}</loc>`);
  expect(sitemap).toContain(`/hi/service/${slug}</loc>`);
  const html = await (await request.get(`${ownerSite.deployment.origin}/service/${slug}`)).text();
  expect(JSON.stringify(jsonLdOf(html))).toContain(name);

  // Booked from its page: the form offers it by its choice, chosen, after the spec's eight,
  // and the e-mail names it as typed.
  const sent: string[] = [];
  await page.route('https://api.emailjs.com/**', async (route) => {
    sent.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  await page.goto(`${ownerSite.deployment.origin}/contact?service=${slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  const form = page.locator('form[data-enquiry-form]');
  await expect(form.locator('[name="service"]')).toHaveValue(choice);
  await expect(form.locator('[name="service"] option')).toHaveText([
    en.enquiry.form.chooseService,
    ...enquiryChoices('en').map((each) => each.text),
    choice,
  ]);
  await form.locator('[name="name"]').fill('Asha Verma');
  await form.locator('[name="email"]').fill('asha@example.com');
  await form.locator('[name="number"]').fill('+91 99887 76655');
  await form.locator('[name="message"]').fill('The inverter beeps all night.');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole('dialog').locator('.swal2-icon.swal2-success')).toBeVisible();
  expect(JSON.parse(sent[0] ?? '{}').template_params.service).toBe(choice);
  // …and in Hindi, by its Hindi choice.
  await page.goto(`${ownerSite.deployment.origin}/hi/contact?service=${slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  await expect(page.locator('form[data-enquiry-form] [name="service"] option:checked')).toHaveText(
    hindiChoice,
  );
});
