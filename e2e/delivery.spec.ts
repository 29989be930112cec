import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { PrivateSite } from './support/private-site';
import { openLive } from './support/site';

// Releases change deployment data: these tests run in order, on a private copy of the site.
test.describe.configure({ mode: 'serial' });

const site = new PrivateSite('delivery', 4100);
const OLD_AC_TAGLINE =
  'Cool air again before the afternoon heat: same-day visits for split and window ACs.';
const NEW_AC_TAGLINE = 'Summer check-ups now open: same-day visits for split and window ACs.';

function releaseFixture(fixture: string, app: string): number {
  execFileSync(process.execPath, ['scripts/make-fixture.mjs', `e2e/fixtures/${fixture}`], {
    stdio: 'pipe',
  });
  return site.run('scripts/deploy/release.mjs', app, '--source', `.fixture-${fixture}`);
}

const catalogueCards = (page: Page) => page.locator('[data-boundary="mf-services"] li:has(h2)');

test.beforeAll(async () => {
  await site.start();
});

test.afterAll(() => site.stop());

test('mf-services released alone: new content everywhere, the shell byte-identical', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const shellBefore = site.shellCodeChecksum();
  const remotesBefore = site.remotesJson();

  // A visitor who opened the site before the release.
  const before = await browser.newPage({ baseURL: site.origin });
  await openLive(before, '/services');
  await expect(catalogueCards(before)).toHaveCount(9);

  const took = releaseFixture('services-release', 'mf-services');
  console.log(`mf-services release (build + publish + compose) took ${took} ms`);

  const after = await browser.newPage({ baseURL: site.origin });
  await openLive(after, '/service/ac');
  await expect(after.getByText(NEW_AC_TAGLINE)).toBeVisible();
  await openLive(after, '/services');
  await expect(catalogueCards(after)).toHaveCount(10);
  const select = after.getByRole('combobox', { name: 'Go to a service page' });
  await expect(select.locator('option', { hasText: 'Water Cooler Repair' })).toHaveCount(1);
  await select.selectOption({ label: 'Water Cooler Repair' });
  await expect(after.getByRole('heading', { level: 1 })).toHaveText(
    'Water Cooler Repair in Jaipur',
  );

  // The page opened before the release still works: its chunks are still served.
  await before.getByRole('link', { name: 'Read More about Fridge Repair' }).click();
  await expect(before.getByRole('heading', { level: 1 })).toHaveText(
    'Fridge and Refrigerator Repair in Jaipur',
  );

  expect(site.shellCodeChecksum()).toBe(shellBefore);
  expect(site.remotesJson()).not.toBe(remotesBefore);
  // The route's HTML now names the new release's entry: composed at release, not at build.
  const newEntry: string = JSON.parse(site.remotesJson()).mf_services.entry;
  const routeHtml = await (await after.request.get(`${site.origin}/service/ac`)).text();
  expect(routeHtml).toContain(`"entry":"${newEntry}"`);
});

test('mf-contact released alone: the new intro is live, the shell byte-identical', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const shellBefore = site.shellCodeChecksum();
  releaseFixture('contact-release', 'mf-contact');
  await openLive(page, `${site.origin}/contact`);
  await expect(page.getByText(/^New: evening visits on request\./)).toBeVisible();
  expect(site.shellCodeChecksum()).toBe(shellBefore);
});

test('rolling mf-services back brings the old content back', async ({ page }) => {
  site.run('scripts/deploy/rollback.mjs', 'mf-services');
  await openLive(page, `${site.origin}/service/ac`);
  await expect(page.getByText(OLD_AC_TAGLINE)).toBeVisible();
  await openLive(page, `${site.origin}/services`);
  await expect(catalogueCards(page)).toHaveCount(9);
});
