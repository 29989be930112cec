import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { deployedSiteConfig, jsonLdOf, jsonLdTelephone } from '../support/composed-html';
import { PrivateSite } from '../support/private-site';
import { openLive } from '../support/site';

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
  return site.run('release/cli/release.mjs', app, '--source', `.fixture-${fixture}`);
}

const catalogueCards = (page: Page) => page.locator('[data-boundary="mf-services"] li:has(h2)');

/** The composed pages whose HTML differs between two snapshots. */
function changedPages(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (file) => before.get(file) !== after.get(file),
  );
}

/** A page without the footer's list of services (its dropdown and the inline catalogue). */
const withoutServiceList = (html = '') =>
  html
    .replace(/<select id="footer-service-select"[\s\S]*?<\/select>/, '')
    .replace(/<script type="application\/json" id="jac-catalogue">[^<]*<\/script>/, '');

const isServicesPage = (file: string) => /^\/_routes\/(hi\/)?(services|service\/)/.test(file);

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
  const pagesBefore = site.composedPages();

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
  // Outside mf-services' own pages, only the footer's list of services changed.
  const pagesAfter = site.composedPages();
  expect(pagesAfter.has('/_routes/service/water-cooler/index.html')).toBe(true);
  expect(pagesAfter.has('/_routes/hi/service/water-cooler/index.html')).toBe(true);
  for (const file of changedPages(pagesBefore, pagesAfter).filter((f) => !isServicesPage(f))) {
    expect(withoutServiceList(pagesAfter.get(file)), file).toBe(
      withoutServiceList(pagesBefore.get(file)),
    );
  }
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
  const pagesBefore = site.composedPages();
  releaseFixture('contact-release', 'mf-contact');
  // Its page in both languages: the Hindi one names the new release too.
  expect(changedPages(pagesBefore, site.composedPages()).sort()).toEqual([
    '/_routes/contact/index.html',
    '/_routes/hi/contact/index.html',
  ]);
  await openLive(page, `${site.origin}/contact`);
  await expect(page.getByText(/^New: evening visits on request\./)).toBeVisible();
  expect(site.shellCodeChecksum()).toBe(shellBefore);
});

test('rolling mf-services back brings the old content back', async ({ page }) => {
  site.run('release/cli/rollback.mjs', 'mf-services');
  // The tenth service's page went with the release that served it.
  expect(site.composedPages().has('/_routes/service/water-cooler/index.html')).toBe(false);
  await openLive(page, `${site.origin}/service/ac`);
  await expect(page.getByText(OLD_AC_TAGLINE)).toBeVisible();
  await openLive(page, `${site.origin}/services`);
  await expect(catalogueCards(page)).toHaveCount(9);
});

test('a shell release with a new phone number recomposes every page, no remote rebuilt', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const pagesBefore = site.composedPages();
  const remotesBefore = site.remotesJson();
  const oldPhone = deployedSiteConfig(site.dir).phoneE164;
  releaseFixture('owner-identity', 'shell');

  const pagesAfter = site.composedPages();
  expect(changedPages(pagesBefore, pagesAfter).sort()).toEqual([...pagesBefore.keys()].sort());
  expect(site.remotesJson()).toBe(remotesBefore);
  for (const [file, html] of pagesAfter) {
    expect(html, file).toContain('href="tel:+919123456780"');
    expect(html, file).not.toContain(oldPhone);
    for (const item of jsonLdOf(html)) expect(jsonLdTelephone(item), file).toBe('+919123456780');
  }
  // The remotes' pages, rendered by their live releases, take the number from the shell.
  await page.goto(`${site.origin}/service/ac`);
  await expect(page.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
    'href',
    'tel:+919123456780',
  );
});
