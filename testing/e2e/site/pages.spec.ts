import { expect, test } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import {
  expectShellFrame,
  openLive,
  routeTable,
  site,
  watchConsoleErrors,
} from '../../support/site';
import { fillIn, type Language, words } from '../../support/words';

// One live visit per kind of page, in each language: the page is its part's, inside the
// shell's frame (navigation, footer, call and WhatsApp), titled, with no console error and
// no serious or critical WCAG 2.2 AA violation. The pages of one kind share their markup
// (the nine service pages are one template), so one of each stands for all; every route
// is also read without JavaScript (prerender-no-javascript.spec.ts) and, on nginx, live
// by the smoke run.

const DEVANAGARI = /[\u0900-\u097F]/;
const NOT_FOUND = '/no-such-page';

const templates = [
  '/',
  '/home',
  '/about',
  '/services',
  '/service/ac',
  '/contact',
  '/privacy-policy',
];

const inLanguage = (path: string, language: Language) =>
  language === 'en' ? path : path === '/' ? '/hi' : `/hi${path}`;

for (const language of ['en', 'hi'] as const) {
  for (const english of [...templates, NOT_FOUND]) {
    const path = inLanguage(english, language);
    const remote = routeTable.find((route) => route.path === english)?.remote;
    // The frame with the business's phone and WhatsApp, in the other-identity run too.
    const tag = path === '/home' ? ' @identity' : '';

    test(`${path}: its page in the frame, titled, no console error, no axe violation${tag}`, {
      tag: '@cross-part',
    }, async ({ page }) => {
      const errors = watchConsoleErrors(page);
      const response = await openLive(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      if (remote) {
        expect(response?.status()).toBe(200);
        const boundary = page.locator(`[data-boundary="${remote}"]`);
        await expect(boundary).toBeVisible();
        await expect(boundary.getByRole('heading', { level: 1 })).toBeVisible();
      } else {
        // The shell's not-found page: a way home and to the services.
        expect(response?.status()).toBe(404);
        const { notFound } = words[language].shell;
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.heading);
        await expect(page.getByRole('link', { name: notFound.home })).toHaveAttribute(
          'href',
          inLanguage('/home', language),
        );
        await expect(page.getByRole('link', { name: notFound.services })).toHaveAttribute(
          'href',
          inLanguage('/services', language),
        );
        if (language === 'en') {
          const title = fillIn(notFound.title, { businessName: site.businessName });
          await expect(page).toHaveTitle(title);
        }
      }
      await expect(page).toHaveTitle(
        language === 'en' ? new RegExp(site.businessName) : DEVANAGARI,
      );
      await expectShellFrame(page, language);

      expect(await seriousViolations(page)).toEqual([]);
      // The not-found page's own 404 is the one error Chromium logs for it.
      const unexpected = remote ? errors : errors.filter((error) => !/status of 404/.test(error));
      expect(unexpected).toEqual([]);
    });
  }
}
