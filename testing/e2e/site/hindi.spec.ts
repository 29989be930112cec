import { expect, type Page, type Request, test } from '@playwright/test';
import { jsonLdOf } from '../../support/composed-html';
import { openLive, routeTable } from '../../support/site';
import { enquiryChoice, enquiryChoices, words } from '../../support/words';

// The whole site in Hindi under /hi (decision 011): every route pre-rendered in Hindi,
// readable without JavaScript, linked to its English twin both ways, and the enquiry
// sent in Hindi.

const ORIGIN = 'http://localhost:4000';
const { hi } = words;
const DEVANAGARI = /[\u0900-\u097F]/;
const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);
const hindiRoutes = routeTable.map((route) => ({
  ...route,
  path: hindiPath(route.path),
  english: route.path,
}));

/** The hreflang alternates of the page open in `page`, by language. */
async function alternatesOf(page: Page): Promise<Record<string, string | null>> {
  const links = page.locator('link[rel="alternate"][hreflang]');
  const entries: Array<[string, string | null]> = [];
  for (const link of await links.all()) {
    entries.push([(await link.getAttribute('hreflang')) ?? '', await link.getAttribute('href')]);
  }
  return Object.fromEntries(entries);
}

test.describe('without JavaScript', { tag: '@cross-part' }, () => {
  test.use({ javaScriptEnabled: false });

  test('every Hindi route is Hindi: lang, heading, title, alternates both ways and JSON-LD', async ({
    page,
  }) => {
    // Fifteen pages in one test: about 20 s on a busy two-core machine, once over 30 s.
    test.setTimeout(90_000);
    expect(hindiRoutes).toHaveLength(15);
    for (const route of hindiRoutes) {
      const response = await page.goto(route.path);
      expect(response?.status(), route.path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      const heading = page.locator(`main [data-boundary="${route.remote}"] h1`);
      await expect(heading).toHaveCount(1);
      expect(await heading.innerText(), `${route.path} h1`).toMatch(DEVANAGARI);
      expect(await page.title(), `${route.path} title`).toMatch(DEVANAGARI);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${ORIGIN}${route.path}`,
      );
      const alternates = {
        en: `${ORIGIN}${route.english}`,
        hi: `${ORIGIN}${route.path}`,
        'x-default': `${ORIGIN}${route.english}`,
      };
      expect(await alternatesOf(page), route.path).toEqual(alternates);
      // JSON-LD parses, and speaks Hindi where it names the business.
      const jsonLd = jsonLdOf(await page.content());
      for (const item of jsonLd) {
        const name = String(item.name ?? '');
        expect(name, `${route.path} JSON-LD name`).toMatch(DEVANAGARI);
      }
      // The switch is a plain link to the English twin.
      await expect(page.locator('[data-language-switch]')).toHaveAttribute('href', route.english);
      await expect(page.locator('[data-language-switch]')).toHaveAttribute('hreflang', 'en');

      // …and the English twin names this page back.
      await page.goto(route.english);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      expect(await alternatesOf(page), route.english).toEqual(alternates);
      await expect(page.locator('[data-language-switch]')).toHaveAttribute('href', route.path);
    }
  });

  test('the switch is a link that keeps the page, and a missing Hindi page is a Hindi 404', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.locator('[data-language-switch]').first().click();
    await expect(page).toHaveURL(`${ORIGIN}/hi/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

    const missing = await page.goto('/hi/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);

    const missingService = await page.goto('/hi/service/no-such-service');
    expect(missingService?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
  });

  test('the sitemap lists every page in both languages with its alternates', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const route of hindiRoutes) {
      expect(locs).toContain(`${ORIGIN}${route.english}`);
      expect(locs).toContain(`${ORIGIN}${route.path}`);
    }
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="hi" href="${ORIGIN}/hi/service/ac"/>`,
    );
  });
});

test('once hydrated, the switch keeps the query, and leads a not-found page to its own translation', {
  tag: '@cross-part',
}, async ({ page }) => {
  await openLive(page, '/contact?service=ac');
  await expect(page.locator('[data-language-switch]')).toHaveAttribute(
    'href',
    '/hi/contact?service=ac',
  );
  await openLive(page, '/no-such-page');
  await expect(page.locator('[data-language-switch]')).toHaveAttribute('href', '/hi/no-such-page');
});

test('the switch keeps the page in the app, both ways, and the head follows', {
  tag: '@cross-part',
}, async ({ page }) => {
  await openLive(page, '/service/ac');
  const englishHeading = await page.getByRole('heading', { level: 1 }).innerText();
  await page.locator('[data-language-switch]').first().click();
  await expect(page).toHaveURL(`${ORIGIN}/hi/service/ac`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
  await expect(page).toHaveTitle(DEVANAGARI);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${ORIGIN}/service/ac`,
  );
  // Links in the Hindi page stay in Hindi.
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: hi.shell.footer.links.about }),
  ).toHaveAttribute('href', '/hi/about');

  await page.locator('[data-language-switch]').first().click();
  await expect(page).toHaveURL(`${ORIGIN}/service/ac`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHeading);
});

test.describe('the enquiry in Hindi', { tag: '@mf-contact' }, () => {
  const { form: formWords, validation } = hi.enquiry;
  type FieldName = keyof typeof formWords.labels;
  const form = (page: Page) => page.getByRole('form', { name: formWords.title });
  const field = (page: Page, name: FieldName) =>
    form(page).getByLabel(formWords.labels[name], { exact: true });
  const send = (page: Page) => form(page).getByRole('button', { name: formWords.send }).click();

  test('asks in Hindi, sends the template its own fields and says the language', async ({
    page,
  }) => {
    const requests: Request[] = [];
    await page.route('https://api.emailjs.com/**', async (route) => {
      requests.push(route.request());
      await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
    });
    await openLive(page, '/hi/contact?service=fridge');
    // The list says each service's choice in Hindi, in the English list's order, after its
    // disabled first line; the template gets the English choice.
    const options = field(page, 'service').locator('option');
    await expect(options).toHaveText([
      formWords.chooseService,
      ...enquiryChoices('hi').map((choice) => choice.text),
    ]);
    await expect(options.first()).toBeDisabled();
    expect(enquiryChoices('hi').map((choice) => [choice.slug, choice.value])).toEqual(
      enquiryChoices('en').map((choice) => [choice.slug, choice.value]),
    );
    const fridge = enquiryChoice('fridge', 'hi');
    await expect(field(page, 'service')).toHaveValue(fridge.value);
    await expect(field(page, 'service').locator('option:checked')).toHaveText(fridge.text);

    // A bad number is refused in Hindi, and nothing typed is lost.
    await field(page, 'name').fill('आशा शर्मा');
    await field(page, 'email').fill('asha@example.com');
    await field(page, 'number').fill('12');
    await field(page, 'message').fill('फ्रिज सुबह से ठंडा नहीं कर रहा। वैशाली नगर।');
    await send(page);
    await expect(form(page)).toContainText(validation.phoneInvalid);
    expect(requests).toHaveLength(0);

    await field(page, 'number').fill('98765 43210');
    await send(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(DEVANAGARI);
    await expect(dialog.locator('.swal2-icon.swal2-success')).toBeVisible();

    expect(requests).toHaveLength(1);
    const params = requests[0]?.postDataJSON().template_params as Record<string, string>;
    expect(Object.keys(params).sort()).toEqual(['email', 'message', 'name', 'number', 'service']);
    expect(params).toMatchObject({
      name: 'आशा शर्मा',
      email: 'asha@example.com',
      number: '98765 43210',
      service: fridge.value,
    });
    expect(params.message).toBe('Language: Hindi (हिंदी)\n\nफ्रिज सुबह से ठंडा नहीं कर रहा। वैशाली नगर।');
  });

  test('a failed send says so in Hindi and keeps every value', async ({ page }) => {
    await page.route('https://api.emailjs.com/**', (route) =>
      route.fulfill({ status: 451, contentType: 'text/plain', body: 'Unavailable' }),
    );
    await openLive(page, '/hi/contact');
    await field(page, 'name').fill('आशा शर्मा');
    await field(page, 'email').fill('asha@example.com');
    await field(page, 'number').fill('98765 43210');
    const ro = enquiryChoice('ro', 'hi');
    await field(page, 'service').selectOption({ label: ro.text });
    await field(page, 'message').fill('पानी का स्वाद खारा है।');
    await send(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('.swal2-icon.swal2-error')).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(DEVANAGARI);
    // The WhatsApp way round carries the enquiry, in Hindi, naming the service in Hindi.
    const whatsApp = dialog.locator('a[href^="https://wa.me/"]');
    await expect(whatsApp).toHaveText(DEVANAGARI);
    const text = new URL((await whatsApp.getAttribute('href')) ?? '').searchParams.get('text');
    expect(text).toContain('आशा शर्मा');
    expect(text).toContain(ro.text);
    expect(text).toContain('पानी का स्वाद खारा है।');
    await dialog.getByRole('button').first().click();
    await expect(field(page, 'name')).toHaveValue('आशा शर्मा');
    await expect(field(page, 'message')).toHaveValue('पानी का स्वाद खारा है।');
  });
});
