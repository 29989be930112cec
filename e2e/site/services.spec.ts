import { expect, test } from '@playwright/test';
import { FIXTURE_PORTS } from '../support/composition';
import { changeDeploymentData } from '../support/deployment-data';
import {
  differsFromShellBuild,
  recordShellAssets,
  shellBuildMentions,
} from '../support/shell-build';
import { openLive, site } from '../support/site';

const services = [
  ['ac', 'AC Repair & Service'],
  ['fridge', 'Fridge Repair'],
  ['geyser', 'Geyser Repair'],
  ['washing-machine', 'Washing Machine Repair'],
  ['microwave', 'Microwave Oven Repair'],
  ['ro', 'RO Water Purifier Service'],
  ['chimney', 'Kitchen Chimney Service'],
  ['cctv', 'CCTV Camera Installation'],
  ['gps', 'GPS Tracker Installation'],
] as const;

test('the catalogue shows nine cards, each with an image, its name and Read More to its page', async ({
  page,
}) => {
  await openLive(page, '/services');
  const boundary = page.locator('[data-boundary="mf-services"]');
  await expect(boundary.getByRole('heading', { level: 1 })).toHaveText('Our Services');
  const cards = boundary.getByRole('listitem');
  await expect(cards).toHaveCount(9);
  await expect(boundary.getByRole('heading', { level: 2 })).toHaveText(
    services.map(([, name]) => name),
  );
  for (const [slug, name] of services) {
    await expect(boundary.getByRole('link', { name: `Read More about ${name}` })).toHaveAttribute(
      'href',
      `/service/${slug}`,
    );
  }
  // Each card reserves its image's space before the image arrives: the grid does not shift.
  const frames = boundary.locator('[data-loaded]');
  await expect(frames).toHaveCount(9);
  for (const frame of await frames.all()) {
    expect((await frame.boundingBox())?.height).toBeGreaterThan(100);
  }
  await boundary.getByRole('link', { name: 'Read More about Geyser Repair' }).click();
  await expect(page).toHaveURL('/service/geyser');
});

for (const [slug, name] of services) {
  test(`/service/${slug}: hero, call links, offerings, four cards ending in AMC Plans`, async ({
    page,
  }) => {
    await openLive(page, `/service/${slug}`);
    const boundary = page.locator('[data-boundary="mf-services"]');
    await expect(boundary.getByRole('heading', { level: 1 })).toContainText('Jaipur');
    await expect(page).toHaveTitle(`${name} in Jaipur · ${site.businessName}`);
    await expect(boundary.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      site.phoneHref,
    );
    await expect(boundary.locator(`a[href="${site.phoneHref}"]`)).toHaveCount(2);
    await expect(boundary.getByRole('link', { name: 'Book this service' })).toHaveAttribute(
      'href',
      `/contact?service=${slug}`,
    );
    const offerings = boundary
      .getByRole('region', { name: 'What a visit covers' })
      .getByRole('listitem');
    expect(await offerings.count()).toBeGreaterThanOrEqual(3);
    const cards = boundary
      .getByRole('region', { name: 'Why book us' })
      .getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(4);
    await expect(cards.last()).toHaveText('AMC Plans');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(50);
  });
}

test('the footer dropdown lists the nine services and opens the chosen page', async ({ page }) => {
  await openLive(page, '/services');
  const select = page.getByRole('combobox', { name: 'Go to a service page' });
  await expect(select).toBeEnabled();
  await expect(select.locator('option')).toHaveText([
    'Select a Service',
    ...services.map(([, name]) => name),
  ]);
  await select.selectOption({ label: 'Kitchen Chimney Service' });
  await expect(page).toHaveURL('/service/chimney');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Kitchen Chimney Cleaning and Repair in Jaipur',
  );
});

test('an unknown service shows a not-found state inside the normal frame', async ({ page }) => {
  const response = await openLive(page, '/service/toaster');
  expect(response?.status()).toBe(404);
  const boundary = page.locator('[data-boundary="mf-services"]');
  await expect(boundary.getByRole('heading', { level: 1 })).toHaveText(
    'We could not find that service',
  );
  await expect(boundary.getByRole('link', { name: 'See all our services' })).toHaveAttribute(
    'href',
    '/services',
  );
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page).toHaveTitle(/Service not found/);
});

test('a tenth service released with mf-services alone appears everywhere, the shell unchanged', async ({
  page,
}) => {
  // The shell was built knowing nothing of a tenth service...
  expect(shellBuildMentions('Water Cooler')).toBe(false);
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
  await expect(boundary.getByRole('listitem')).toHaveCount(10);
  await expect(boundary.getByRole('heading', { name: 'Water Cooler Repair' })).toBeVisible();

  const select = page.getByRole('combobox', { name: 'Go to a service page' });
  await expect(select.locator('option')).toHaveCount(11);
  await select.selectOption({ label: 'Water Cooler Repair' });
  await expect(page).toHaveURL('/service/water-cooler');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Water Cooler Repair in Jaipur');
  await expect(
    page.getByRole('region', { name: 'Why book us' }).getByRole('heading', { level: 3 }).last(),
  ).toHaveText('AMC Plans');

  // ...and that very build is what served this visit.
  expect(shellAssets.size).toBeGreaterThan(0);
  expect(differsFromShellBuild(shellAssets)).toEqual([]);
});
