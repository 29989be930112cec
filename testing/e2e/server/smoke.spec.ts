import { expect, type Page, test } from '@playwright/test';
import { LANGUAGE_PREFIXES } from 'deployment';
import { languagePrefixOf, NOT_FOUND_PATH, smokePages, WHOLE_SITE } from 'release';

// The smoke run: what `npm run smoke -- <preview URL>` runs against a preview before it
// may be promoted (platform/release/cli/smoke.mjs), and what npm test runs against the test site.
// It knows nothing of the deployment but its URL and its scope: the routes come from its
// sitemap, and it finds the form by its fields' names, not by words an owner may have
// changed. Its scope (SMOKE_SCOPE, platform/release/engine/observe/smoke-scope.mjs) is what the release
// can break: a part's pages in every language, one page of each other part and the
// not-found page; the whole site for the shell's release and a scheduled run.
const scope = process.env.SMOKE_SCOPE || WHOLE_SITE;

const EMAILJS = 'https://api.emailjs.com/**';

/** Console errors and CSP violations, collected from the moment the page opens. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`console: ${message.text()} (${message.location().url || page.url()})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A request the page gave up on (an aborted warm-up) is not a broken page.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
      errors.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      errors.push(`${response.status()}: ${response.url()}`);
    }
  });
  return errors;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

/**
 * The site's routes, from its sitemap (whose URLs name the live origin: only paths
 * count). Fetched by the browser, which resolves a preview's *.localhost host, in a tab of
 * its own: a tab showing XML asks for /favicon.ico, and its 404 is no page's error.
 */
async function routesOf(page: Page): Promise<string[]> {
  const tab = await page.context().newPage();
  try {
    const sitemap = await (await tab.goto('/sitemap.xml'))?.text();
    return [...(sitemap ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
  } finally {
    await tab.close();
  }
}

/**
 * Opens `path` and starts its app at once, as a visitor's first key does, rather than
 * waiting for the page to go idle (when the app starts is the site project's to test).
 */
async function openStarted(page: Page, path: string) {
  const response = await page.goto(path);
  await page.keyboard.press('Shift');
  await expect(page.locator('html'), path).toHaveAttribute('data-app', 'live', {
    timeout: 15_000,
  });
  return response;
}

// One test per language: a failure names the language, and each test's budget is its own.
for (const prefix of LANGUAGE_PREFIXES) {
  const language = prefix ? prefix.slice(1) : 'the default language';
  test(`@smoke every route in scope in ${language} renders, its part takes over, with no error and no CSP violation`, async ({
    page,
  }) => {
    const routes = smokePages(await routesOf(page), scope).filter(
      (route) => languagePrefixOf(route) === prefix,
    );
    const errors = watchForErrors(page);
    expect(routes.length).toBeGreaterThanOrEqual(scope === WHOLE_SITE ? 7 : 1);
    // A budget that grows with the work: a page takes about a second on a slow machine.
    test.setTimeout(30_000 + routes.length * 5_000);
    for (const route of routes) {
      const response = await openStarted(page, route);
      expect(response?.status(), route).toBe(200);
      // The live part: its boundary is shown, and no fallback, spinner or pre-rendered copy.
      await expect(page.locator('main [data-boundary]').first(), route).toBeVisible();
      await expect(page.getByTestId('remote-fallback'), route).toHaveCount(0);
      await expect(page.getByTestId('remote-loading'), route).toHaveCount(0);
      await expect(page.locator('[data-prerendered]'), route).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
    }
    expect(errors).toEqual([]);
  });
}

test('@smoke a path no route serves: the not-found page, live, with no error', async ({ page }) => {
  const errors = watchForErrors(page);
  const response = await openStarted(page, NOT_FOUND_PATH);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  // The browser logs the page's own 404; a file the page asks for and is refused is still
  // an error (watchForErrors counts every response but the document's).
  const itsOwn = `status of 404 (Not Found) (${new URL(NOT_FOUND_PATH, page.url()).href})`;
  expect(errors.filter((error) => !error.endsWith(itsOwn))).toEqual([]);
});

test('@smoke the enquiry form sends (EmailJS intercepted)', async ({ page }) => {
  const errors = watchForErrors(page);
  let sent = 0;
  await page.route(EMAILJS, (route) => {
    sent += 1;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await openStarted(page, '/contact');
  // The fields by the names EmailJS's template knows them by.
  const form = page.locator('form[data-enquiry-form]');
  // Within the assertions' time: a part that failed to load has no form to wait for.
  await expect(form).toBeVisible();
  // A site built without EmailJS settings (`npm start` without mf-contact/.env) cannot send;
  // a release to a public address is refused without them (gate/production.mjs).
  test.skip(
    (await form.getAttribute('data-enquiry-form')) === 'unconfigured',
    'this build of mf-contact has no EmailJS settings (mf-contact/.env)',
  );
  await form.locator('[name="name"]').fill('Smoke Test');
  await form.locator('[name="email"]').fill('smoke@example.com');
  await form.locator('[name="number"]').fill('+91 99887 76655');
  await form.locator('[name="service"]').selectOption({ index: 1 });
  await form.locator('[name="message"]').fill('A smoke run before a release goes live.');
  await form.locator('button[type="submit"]').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.swal2-icon.swal2-success')).toBeVisible();
  await expect(dialog.getByRole('heading')).not.toBeEmpty();
  expect(sent).toBe(1);
  expect(errors).toEqual([]);
});
