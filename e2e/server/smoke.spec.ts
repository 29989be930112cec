import { expect, type Page, test } from '@playwright/test';

// The smoke run: what `npm run smoke -- <preview URL>` runs against a preview before it
// may be promoted (release/cli/smoke.mjs), and what npm test runs against the test site.
// It knows nothing of the deployment but its URL: the routes come from its sitemap, and
// it finds the form by its fields' names, not by words an owner may have changed.

const EMAILJS = 'https://api.emailjs.com/**';

/** Console errors and CSP violations, collected from the moment the page opens. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
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
 * count). Fetched by the browser, which resolves a preview's *.localhost host.
 */
async function routesOf(page: Page): Promise<string[]> {
  await page.goto('/');
  const sitemap = await page.evaluate(() =>
    fetch('/sitemap.xml').then((response) => response.text()),
  );
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
}

test('@smoke every route renders, its part takes over, with no error and no CSP violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchForErrors(page);
  const routes = await routesOf(page);
  expect(routes.length).toBeGreaterThanOrEqual(15);
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator('html'), route).toHaveAttribute('data-app', 'live', {
      timeout: 15_000,
    });
    // The live part: its boundary is shown, and no fallback, spinner or pre-rendered copy.
    await expect(page.locator('main [data-boundary]').first(), route).toBeVisible();
    await expect(page.getByTestId('remote-fallback'), route).toHaveCount(0);
    await expect(page.getByTestId('remote-loading'), route).toHaveCount(0);
    await expect(page.locator('[data-prerendered]'), route).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }), route).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('@smoke the enquiry form sends (EmailJS intercepted)', async ({ page }) => {
  const errors = watchForErrors(page);
  let sent = 0;
  await page.route(EMAILJS, (route) => {
    sent += 1;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto('/contact');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  // The fields by the names EmailJS's template knows them by.
  const form = page.locator('form[data-enquiry-form]');
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
