import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import fridge from '../../../apps/mf-services/content/services/fridge.json';
import shellTexts from '../../../apps/shell/content/texts.json';
import { PrivateSite } from '../../support/private-site';
import { openLive } from '../../support/site';
import servicesRelease from '../fixtures/services-release/fixture.json';
import tenthService from '../fixtures/tenth-service/water-cooler.json';

// One remote released alone, end to end, on a private copy of the site: the machinery's
// one path through a real build. Which files a release writes, a rollback, and a shell
// release recomposing every page are the engine's unit tests (platform/release/engine/) and the
// owner's path (owner-editing.spec.ts).
test.describe.configure({ mode: 'serial' });

const site = new PrivateSite('delivery', 4100);
/** What the fixture's release says on the AC page. */
const NEW_AC_TAGLINE = servicesRelease.set[0]?.value ?? '';

function releaseFixture(fixture: string, app: string): number {
  execFileSync(process.execPath, ['scripts/make-fixture.mjs', `testing/e2e/fixtures/${fixture}`], {
    stdio: 'pipe',
  });
  return site.run('platform/release/cli/release.mjs', app, '--source', `apps/.fixture-${fixture}`);
}

const catalogueCards = (page: Page) => page.locator('[data-boundary="mf-services"] li:has(h2)');

/** The composed pages whose HTML differs between two snapshots. */
function changedPages(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (file) => before.get(file) !== after.get(file),
  );
}

/**
 * A page without the lists of services: the footer's dropdown, the enquiry form's choices
 * (the catalogue's services, contract 1.3) and the inline catalogue.
 */
const withoutServiceList = (html = '') =>
  html
    .replace(/<select id="footer-service-select"[\s\S]*?<\/select>/, '')
    .replace(/<select id="enquiry-service"[\s\S]*?<\/select>/, '')
    .replace(/<script type="application\/json" id="jac-catalogue">[^<]*<\/script>/, '');

const isServicesPage = (file: string) => /^\/_routes\/(hi\/)?(services|service\/)/.test(file);

site.servedForTheseTests();

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
  const select = after.getByRole('combobox', { name: shellTexts.en.footer.serviceSelect.label });
  await expect(select.locator('option', { hasText: tenthService.en.name })).toHaveCount(1);
  await select.selectOption({ label: tenthService.en.name });
  await expect(after.getByRole('heading', { level: 1 })).toHaveText(tenthService.en.title);
  // …and the enquiry form offers it by its choice on the form, with no release of mf-contact.
  await openLive(after, '/contact');
  await expect(
    after.locator('select[name="service"] option', { hasText: tenthService.en.enquiryChoice }),
  ).toHaveCount(1);

  // The page opened before the release still works: its chunks are still served.
  await before.locator('[data-boundary="mf-services"] a[href="/service/fridge"]').first().click();
  await expect(before.getByRole('heading', { level: 1 })).toHaveText(fridge.en.title);

  expect(site.shellCodeChecksum()).toBe(shellBefore);
  expect(site.remotesJson()).not.toBe(remotesBefore);
  // Outside mf-services' own pages, only the lists of services changed.
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
