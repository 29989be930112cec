import { expect, test } from '@playwright/test';
import { formatOpeningTimes } from 'shared-ui/site';
import { classNamesIn, deployedSiteConfig, inlineCss, urlsIn } from '../../support/composed-html';
import { routeTable } from '../../support/site';
import { en, fillIn } from '../../support/words';

// The HTML composed at release (decision 014): what the owner promises is on the pages,
// and every class it uses has its CSS in the page, every URL it names answers.

test("the business's promises (spec §1) are on the pages a visitor reads before calling", {
  tag: '@cross-part',
}, async ({ page }) => {
  // The owner words them (apps/mf-marketing/content, apps/mf-services/content/texts.json); the
  // pages must carry them: the heading, the Why Choose cards and the promise with the
  // hours, and every service page's promise of a price before the work.
  const openingTimes = formatOpeningTimes(deployedSiteConfig().hours);
  const claims = [
    en.landing.hero.heading,
    ...en.home.whyChooseCards.map((card) => card.title),
    fillIn(en.marketing.home.promise, { openingTimes }),
  ];
  await page.goto('/home');
  const home = page.locator('main');
  for (const claim of claims) await expect(home).toContainText(claim);
  for (const path of ['/service/ac', '/service/gps']) {
    await page.goto(path);
    await expect(page.locator('main')).toContainText(en.servicePage.servicePage.promise);
  }
});

test.describe('the composed HTML', { tag: '@cross-part' }, () => {
  const notFound = [
    { path: '/no-such-page', remote: 'shell' },
    { path: '/service/not-a-service', remote: 'mf-services' },
  ];
  for (const route of [...routeTable, ...notFound]) {
    test(`${route.path}: every class has CSS, every URL answers`, async ({ request }) => {
      const html = await (await request.get(route.path)).text();
      const css = inlineCss(html);
      const missing = [...classNamesIn(html)].filter(
        (name) => !new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css),
      );
      expect(missing).toEqual([]);
      for (const url of new Set(urlsIn(html))) {
        expect((await request.get(url)).status(), url).toBe(200);
      }
    });
  }
});
