import { expect, test } from '@playwright/test';
import { FIXTURE_PORTS } from '../../support/composition';
import { changeDeploymentData } from '../../support/deployment-data';
import {
  differsFromShellBuild,
  recordShellAssets,
  shellBuildMentions,
} from '../../support/shell-build';
import { openLive, site } from '../../support/site';
import { en, fillIn, type ServiceWords } from '../../support/words';
import waterCooler from '../fixtures/tenth-service/water-cooler.json';

// mf-services' pages, found by the owner's words (apps/mf-services/content/): the catalogue
// lists every service file, each service page is one template filled from its file.

const { catalogue, servicePage, serviceNotFound } = en.servicePage;
const { services } = en;
const readMore = (service: { name: string }) =>
  `${en.catalogue.readMore} ${fillIn(catalogue.readMoreAbout, { serviceName: service.name })}`;

test('the catalogue shows a card per service, each with an image, its name and Read More to its page', {
  tag: '@mf-services',
}, async ({ page }) => {
  await openLive(page, '/services');
  const boundary = page.locator('[data-boundary="mf-services"]');
  await expect(boundary.getByRole('heading', { level: 1 })).toHaveText(en.catalogue.title);
  const cards = boundary.getByRole('listitem');
  await expect(cards).toHaveCount(services.length);
  await expect(boundary.getByRole('heading', { level: 2 })).toHaveText(
    services.map((service) => service.name),
  );
  for (const service of services) {
    await expect(boundary.getByRole('link', { name: readMore(service) })).toHaveAttribute(
      'href',
      `/service/${service.slug}`,
    );
  }
  // Each card reserves its image's space before the image arrives: the grid does not shift.
  const frames = boundary.locator('[data-loaded]');
  await expect(frames).toHaveCount(services.length);
  for (const frame of await frames.all()) {
    expect((await frame.boundingBox())?.height).toBeGreaterThan(100);
  }
  const geyser = services[2] as ServiceWords;
  await boundary.getByRole('link', { name: readMore(geyser) }).click();
  await expect(page).toHaveURL(`/service/${geyser.slug}`);
});

for (const service of services) {
  // The Call Now button with the business's number, in the other-identity run too.
  const tag = service.slug === 'ac' ? ' @identity' : '';
  test(`/service/${service.slug}: hero, call links, offerings, four cards ending in AMC Plans${tag}`, {
    tag: '@mf-services',
  }, async ({ page }) => {
    await openLive(page, `/service/${service.slug}`);
    const boundary = page.locator('[data-boundary="mf-services"]');
    await expect(boundary.getByRole('heading', { level: 1 })).toHaveText(service.title);
    await expect(boundary).toContainText(service.tagline);
    await expect(boundary).toContainText(service.intro);
    await expect(page).toHaveTitle(
      fillIn(servicePage.headTitle, { serviceName: service.name, businessName: site.businessName }),
    );
    await expect(boundary.getByRole('link', { name: servicePage.callNow })).toHaveAttribute(
      'href',
      site.phoneHref,
    );
    await expect(boundary.locator(`a[href="${site.phoneHref}"]`)).toHaveCount(2);
    await expect(boundary.getByRole('link', { name: servicePage.book })).toHaveAttribute(
      'href',
      `/contact?service=${service.slug}`,
    );
    const offerings = boundary
      .getByRole('region', { name: servicePage.visitHeading })
      .getByRole('listitem');
    await expect(offerings).toHaveText(service.offerings);
    const cards = boundary
      .getByRole('region', { name: servicePage.highlightsHeading })
      .getByRole('heading', { level: 3 });
    await expect(cards).toHaveText([
      ...service.highlights.map((highlight) => highlight.title),
      servicePage.amcTitle,
    ]);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      service.metaDescription,
    );
  });
}

test('an unknown service shows a not-found state inside the normal frame', {
  tag: '@mf-services',
}, async ({ page }) => {
  const response = await openLive(page, '/service/toaster');
  expect(response?.status()).toBe(404);
  const boundary = page.locator('[data-boundary="mf-services"]');
  await expect(boundary.getByRole('heading', { level: 1 })).toHaveText(serviceNotFound.title);
  await expect(boundary.getByRole('link', { name: serviceNotFound.link })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(
    fillIn(serviceNotFound.headTitle, { businessName: site.businessName }),
  );
});

test('a tenth service released with mf-services alone appears everywhere, the shell unchanged', {
  tag: '@mf-services',
}, async ({ page }) => {
  // The tenth service's own file, as the fixture adds it (testing/e2e/fixtures/tenth-service).
  const tenth = waterCooler.en;
  // The shell was built knowing nothing of a tenth service...
  expect(shellBuildMentions(tenth.name)).toBe(false);
  const shellAssets = recordShellAssets(page);
  // Deployment data now points at the mf-services release that has the tenth service.
  // (The release step would also recompose the pages' HTML; here only the data moves, so
  // the footer asks mf-services for its catalogue instead of reading the page's copy.)
  await changeDeploymentData(page, {
    edit: (config) => {
      if (config.mf_services)
        config.mf_services.entry = `http://localhost:${FIXTURE_PORTS.tenthService}/remoteEntry.js`;
    },
    withoutCatalogue: true,
  });

  await openLive(page, '/services');
  const boundary = page.locator('[data-boundary="mf-services"]');
  await expect(boundary.getByRole('listitem')).toHaveCount(services.length + 1);
  await expect(boundary.getByRole('heading', { name: tenth.name })).toBeVisible();

  const select = page.getByRole('combobox', { name: en.shell.footer.serviceSelect.label });
  // The empty choice, the services, and the tenth.
  await expect(select.locator('option')).toHaveCount(services.length + 2);
  await select.selectOption({ label: tenth.name });
  await expect(page).toHaveURL('/service/water-cooler');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tenth.title);
  await expect(
    page
      .getByRole('region', { name: servicePage.highlightsHeading })
      .getByRole('heading', { level: 3 })
      .last(),
  ).toHaveText(servicePage.amcTitle);

  // It can be booked: the enquiry form offers the catalogue's services by their choice on
  // the form (contract 1.3), the tenth's from its own file, mf-contact unchanged.
  await page.getByRole('link', { name: servicePage.book }).click();
  await expect(page).toHaveURL('/contact?service=water-cooler');
  const enquiry = page.getByRole('form', { name: en.enquiry.form.title });
  const choice = enquiry.getByLabel(en.enquiry.form.labels.service, { exact: true });
  await expect(choice).toHaveValue(tenth.enquiryChoice);
  await expect(choice.locator('option:checked')).toHaveText(tenth.enquiryChoice);
  // Last, as its position in the list (10) puts it, after the spec's eight.
  await expect(choice.locator('option').last()).toHaveText(tenth.enquiryChoice);

  // ...and that very build is what served this visit.
  expect(shellAssets.size).toBeGreaterThan(0);
  expect(differsFromShellBuild(shellAssets)).toEqual([]);
});
