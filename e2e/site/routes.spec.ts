import { expect, test } from '@playwright/test';
import { expectShellFrame, openLive, routeTable, site } from '../support/site';

test.describe('every route of the spec answers through the shell', () => {
  for (const route of routeTable) {
    test(`${route.path} renders ${route.remote}'s page`, async ({ page }) => {
      await openLive(page, route.path);
      const boundary = page.locator(`[data-boundary="${route.remote}"]`);
      await expect(boundary).toBeVisible();
      await expect(boundary.getByRole('heading', { level: 1 })).toBeVisible();
      await expectShellFrame(page);
      await expect(page).toHaveTitle(new RegExp(site.businessName));
    });
  }

  test('each page has its own document title', async ({ page }) => {
    const titles = new Set<string>();
    for (const route of routeTable) {
      await openLive(page, route.path);
      await expect(page.locator('[data-boundary] h1').first()).toBeVisible();
      titles.add(await page.title());
    }
    expect(titles.size).toBe(routeTable.length);
  });

  test('an unknown path shows the not-found page with a way home and to the services', async ({
    page,
  }) => {
    const response = await openLive(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
    await expect(page.getByRole('link', { name: 'See our services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(page).toHaveTitle(/Page not found/);
    await expectShellFrame(page);
  });
});
