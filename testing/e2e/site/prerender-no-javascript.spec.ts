import { expect, test } from '@playwright/test';
import {
  deployedSiteConfig,
  htmlText,
  jsonLdOf,
  jsonLdTelephone,
} from '../../support/composed-html';
import { callButton, routeTable, whatsAppButton } from '../../support/site';
import { en, service } from '../../support/words';

// Every route is served as HTML composed at release: readable without JavaScript,
// crawlable, and hydrated by the app without a visible change (decision 014).
// This file: the composed page without JavaScript; prerender-*.spec.ts the rest.

const BUSINESS_PAGES = new Set(['/', '/home', '/about', '/contact']);
const expectedType = (path: string) =>
  BUSINESS_PAGES.has(path)
    ? 'HomeAndConstructionBusiness'
    : path.startsWith('/service/')
      ? 'Service'
      : undefined;

test.describe('without JavaScript', { tag: '@cross-part' }, () => {
  test.use({ javaScriptEnabled: false });

  test('every route shows its own heading, text, title, description and structured data @identity', async ({
    page,
  }) => {
    const { phoneE164 } = deployedSiteConfig();
    const titles = new Set<string>();
    for (const route of routeTable) {
      await page.goto(route.path);
      const main = page.locator(`main [data-boundary="${route.remote}"]`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(main.getByRole('heading', { level: 1 })).not.toBeEmpty();
      expect((await main.innerText()).length, `${route.path} main text`).toBeGreaterThan(150);
      await expect(page.locator('title')).toHaveCount(1);
      titles.add(await page.title());
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `http://localhost:4000${route.path}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);

      const jsonLd = jsonLdOf(await page.content());
      const type = expectedType(route.path);
      if (type) {
        expect(
          jsonLd.map((item) => item['@type']),
          route.path,
        ).toContain(type);
        for (const item of jsonLd) expect(jsonLdTelephone(item)).toBe(phoneE164);
      }
      // The year as of the day the page was composed (the app corrects it anyway).
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} `);
      // The call and WhatsApp buttons work without the app.
      await expect(callButton(page)).toHaveAttribute('href', `tel:${phoneE164}`);
      await expect(whatsAppButton(page)).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    }
    expect(titles.size).toBe(routeTable.length);
  });

  test('the business pages describe the business fully for search engines @identity', async ({
    page,
  }) => {
    const { address, email, phoneE164, serviceCities } = deployedSiteConfig();
    await page.goto('/contact');
    const [business] = jsonLdOf(await page.content());
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      telephone: phoneE164,
      email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: expect.stringContaining(address.street),
        addressLocality: address.city,
      },
      // Round the clock, every day, as apps/shell/content/business.json has it (schema.org
      // writes midnight as 23:59).
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      ],
    });
    expect(
      (business?.areaServed as Array<{ name: string }> | undefined)?.map((city) => city.name),
    ).toEqual(serviceCities);
  });

  test('links are real links: the visitor moves between pages by full navigations', async ({
    page,
  }) => {
    const { links } = en.shell.footer;
    await page.goto('/home');
    await page.getByRole('contentinfo').getByRole('link', { name: links.about }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.locator('[data-boundary="mf-marketing"] h1')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: links.services }).click();
    await expect(page).toHaveURL('/services');
    await page.locator('[data-boundary="mf-services"] a[href="/service/geyser"]').click();
    await expect(page).toHaveURL('/service/geyser');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service('geyser').title);
  });

  test('the carousel shows its first slide until the app starts it', async ({ page }) => {
    const [firstSlide, secondSlide] = en.landing.hero.slides;
    if (!firstSlide || !secondSlide) throw new Error('landing.json has fewer than two slides');
    for (const path of ['/', '/home']) {
      await page.goto(path);
      const carousel = await page.locator('section[aria-roledescription="carousel"]').boundingBox();
      const slide = (title: string) => page.getByRole('heading', { name: title, exact: true });
      const first = await slide(firstSlide.title).boundingBox();
      const second = await slide(secondSlide.title).boundingBox();
      if (!carousel || !first || !second) throw new Error(`${path}: carousel not laid out`);
      expect(first.x).toBeGreaterThanOrEqual(carousel.x);
      expect(first.x + first.width).toBeLessThanOrEqual(carousel.x + carousel.width);
      expect(second.x).toBeGreaterThanOrEqual(carousel.x + carousel.width);
    }
  });

  test('the enquiry form says it needs JavaScript and cannot be half-sent', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    // Playwright turns scripts off without telling the HTML parser, so <noscript> is not
    // drawn here: read it from the served HTML instead.
    const html = await (await request.get('/contact')).text();
    const noscript = html.match(/<form[\s\S]*<noscript><p[^>]*>([^<]*)<\/p>/)?.[1];
    expect(noscript).toBe(htmlText(en.enquiry.form.needsJavaScript));
    await expect(page.getByRole('button', { name: en.enquiry.form.send })).toBeDisabled();
  });
});
