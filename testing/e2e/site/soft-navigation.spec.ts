import { expect, type Page, test } from '@playwright/test';
import { mainNav, openLive, remoteOrigins } from '../../support/site';
import { en, escapeRegExp, service } from '../../support/words';

/**
 * Moving between parts after the first paint (decision 008): warmed parts need no
 * network, a part not ready yet shows its pre-rendered page at once and never a spinner,
 * and a soft navigation does for the visitor what a page load does.
 */

const { navbar, footer } = en.shell;
const catalogueTitle = en.catalogue.title;

/** Resolves once the shell has warmed every part linked from the first page. */
const warmedUp = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-warm', 'done', { timeout: 20_000 });

/** Records, from now on, whether the loading state ever shows text. */
async function watchForSpinner(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const state = window as unknown as { spinnerSeen: boolean };
    state.spinnerSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="remote-loading"]')?.textContent) {
        state.spinnerSeen = true;
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen);
}

test('after warming, a hop to another part needs no request to that part', {
  tag: '@cross-part',
}, async ({ page }) => {
  await openLive(page, '/home');
  await warmedUp(page);
  const blocked: string[] = [];
  await page.route(`${remoteOrigins.mf_contact}/**`, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  const spinnerSeen = await watchForSpinner(page);

  await mainNav(page).getByRole('link', { name: navbar.contact }).click();
  await expect(page.locator('[data-boundary="mf-contact"] h1')).toBeVisible();
  // The live page, not its pre-rendered copy: its form is the app's.
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(blocked.filter((url) => /\.(js|css)(\?|$)/.test(url))).toEqual([]);
  expect(await spinnerSeen()).toBe(false);
});

test("a cold hop over a slow link shows the route's pre-rendered page at once, never a spinner", {
  tag: '@cross-part',
}, async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // mf-services' code is held back: its module cannot be ready at the click.
  await page.route(`${remoteOrigins.mf_services}/**`, async (route) => {
    await held;
    await route.continue();
  });
  await openLive(page, '/home');
  const spinnerSeen = await watchForSpinner(page);

  await mainNav(page).getByRole('link', { name: navbar.services }).click();
  await expect(page).toHaveURL('/services');
  await expect(page.locator('[data-prerendered] [data-boundary="mf-services"] h1')).toHaveText(
    catalogueTitle,
  );
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(catalogueTitle)));

  release();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.locator('[data-boundary="mf-services"] h1')).toHaveText(catalogueTitle);
  expect(await spinnerSeen()).toBe(false);
});

test('a soft navigation moves focus to the new h1 and updates title, description, canonical, nav and footer', {
  tag: '@cross-part',
}, async ({ page }) => {
  const ac = service('ac');
  await openLive(page, '/home');
  await mainNav(page).getByRole('link', { name: navbar.services }).click();
  // The catalogue once live: a card clicked while its pre-rendered copy is swapped for the
  // live page can be missed (the click lands where the card was a frame before).
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.locator('[data-boundary="mf-services"] a[href="/service/ac"]').first().click();
  await expect(page).toHaveURL('/service/ac');

  const heading = page.locator('main h1');
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(ac.name)));
  const composed = await (await page.request.get('/service/ac')).text();
  const description = composed.match(/<meta name="description" content="([^"]+)"/)?.[1];
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    (description ?? '').replaceAll('&amp;', '&'),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/service\/ac$/);
  await expect(mainNav(page).getByRole('link', { name: navbar.services })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('combobox', { name: footer.serviceSelect.label })).toHaveValue('ac');

  // Back, to the page the visit started on too: each is announced the same way.
  await page.goBack();
  await expect(page).toHaveURL('/services');
  await expect(heading).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL('/home');
  await expect(heading).toBeFocused();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/home$/);
});

test('back and forward restore the scroll position; a new page starts at the top', {
  tag: '@cross-part',
}, async ({ page }) => {
  await openLive(page, '/about');
  const link = page.getByRole('contentinfo').getByRole('link', { name: footer.links.services });
  await link.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => Math.round(window.scrollY));
  expect(left).toBeGreaterThan(300);
  await link.click();
  await expect(page).toHaveURL('/services');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/about');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  await page.goForward();
  await expect(page).toHaveURL('/services');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('with save-data on, nothing is warmed until the visitor shows intent, and no vitals code is fetched', {
  tag: '@cross-part',
}, async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
    });
  });
  const contactRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteOrigins.mf_contact)) contactRequests.push(request.url());
  });
  await openLive(page, '/home');
  // The warm-up has run (its mark) and, seeing save-data, warms on intent alone (had it
  // warmed every linked part, it would end with data-warm="done").
  await expect(page.locator('html')).toHaveAttribute('data-warm', 'intent-only', {
    timeout: 20_000,
  });
  const warmStarted = await page.evaluate(
    () => performance.getEntriesByName('jac:page-idle').length,
  );
  expect(warmStarted).toBe(1);
  expect(contactRequests).toEqual([]);
  // The beacon counts the visit without web-vitals' code (decision 025).
  await expect(page.locator('html')).toHaveAttribute('data-vitals', 'skipped');
  const vitalsFiles = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/vitals-[^/]+\.js$/.test(entry.name)).length,
  );
  expect(vitalsFiles).toBe(0);

  const composedPage = page.waitForRequest(
    (request) =>
      request.resourceType() === 'fetch' && new URL(request.url()).pathname === '/contact',
  );
  await mainNav(page).getByRole('link', { name: navbar.contact }).hover();
  await expect.poll(() => contactRequests.some((url) => url.includes('remoteEntry.js'))).toBe(true);
  // Its composed page too, in case the module is still on its way at the click.
  await composedPage;
});

test.describe('without JavaScript, at phone width', { tag: '@cross-part' }, () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('the menu opens and closes', async ({ page }) => {
    await page.goto('/home');
    const about = mainNav(page).getByRole('link', { name: navbar.about });
    const toggle = page.getByRole('banner').locator('summary');
    await expect(about).toBeHidden();
    await toggle.click();
    await expect(about).toBeVisible();
    await toggle.click();
    await expect(about).toBeHidden();
    await toggle.click();
    await about.click();
    await expect(page).toHaveURL('/about');
    await expect(page.locator('main h1')).toBeVisible();
  });
});

test("the keyboard meets the frame's controls in the same order before and after the takeover", {
  tag: '@cross-part',
}, async ({ page }) => {
  await page.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  );
  await page.goto('/home');
  const tabOrder = () =>
    page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          ':is(header, footer) :is(a[href], button, summary, select)',
        ),
      ]
        .filter((element) => element.tabIndex >= 0)
        .map(
          (element) =>
            `${element.tagName}:${element.getAttribute('aria-label') ?? element.textContent?.trim()}`,
        ),
    );
  const before = await tabOrder();
  await page.unroute('**/*');
  await openLive(page, '/home');
  expect(await tabOrder()).toEqual(before);
});
