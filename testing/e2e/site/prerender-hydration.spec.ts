import { expect, test } from '@playwright/test';
import { openLive, routeTable, watchConsoleErrors } from '../../support/site';

// The app hydrates the composed HTML (decision 014): every element the HTML drew is the
// one the app runs, but on a page of a remote too old to be hydrated.

/**
 * In the page, from its first script on: the elements of #root as the HTML drew them, and,
 * the moment the app says it is live, those that are no longer in the document (a region
 * React drew afresh instead of hydrating it).
 */
function watchHydration() {
  type Watched = Window & { drawnAfresh?: string[]; elementsDrawn?: number };
  let drawn: Element[] = [];
  document.addEventListener('DOMContentLoaded', () => {
    drawn = [...(document.getElementById('root')?.querySelectorAll('*') ?? [])];
  });
  new MutationObserver((_, observer) => {
    if (document.documentElement?.dataset.app !== 'live') return;
    observer.disconnect();
    const watched = window as Watched;
    watched.elementsDrawn = drawn.length;
    watched.drawnAfresh = drawn
      .filter((element) => !element.isConnected)
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
    // The document, not <html>: this runs before the parser has made <html>.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app'] });
}

test.describe('the takeover', { tag: '@cross-part' }, () => {
  for (const language of ['en', 'hi'] as const) {
    test(`every route in ${language}, and its not-found page, is hydrated: no element drawn afresh, no error`, async ({
      page,
    }) => {
      await page.addInitScript(watchHydration);
      const errors = watchConsoleErrors(page);
      const notFound = '/no-such-page';
      const paths = [...routeTable.map((route) => route.path), notFound].map((path) =>
        language === 'en' ? path : path === '/' ? '/hi' : `/hi${path}`,
      );
      for (const path of paths) {
        await openLive(page, path);
        // The not-found page's own 404 is the one error Chromium logs for it.
        if (path.endsWith(notFound)) {
          const status404 = errors.findIndex((error) => /status of 404/.test(error));
          if (status404 >= 0) errors.splice(status404, 1);
        }
        const { drawn, afresh } = await page.evaluate(() => {
          const watched = window as Window & { drawnAfresh?: string[]; elementsDrawn?: number };
          return { drawn: watched.elementsDrawn ?? 0, afresh: watched.drawnAfresh };
        });
        expect(drawn, `${path}: elements in the composed page`).toBeGreaterThan(50);
        expect(afresh, `${path}: drawn afresh instead of hydrated`).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  }

  test('a page of a remote built before contract 1.2 is drawn afresh instead, and works', async ({
    page,
  }) => {
    await page.addInitScript(watchHydration);
    const errors = watchConsoleErrors(page);
    // The route's remote as a release of contract 1.1 would be deployed.
    await page.route('**/about', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/("contract":")[\d.]+"/, '$11.1.0"');
      await route.fulfill({ response, body: html });
    });
    await openLive(page, '/about');
    const afresh = await page.evaluate(
      () => (window as Window & { drawnAfresh?: string[] }).drawnAfresh ?? [],
    );
    expect(afresh.length).toBeGreaterThan(50);
    await expect(page.locator('[data-boundary="mf-marketing"] h1')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
