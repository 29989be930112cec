import { expect, type Page, test } from '@playwright/test';
import { holdTheApp } from '../../support/held-app';
import { mainNav, routeTable } from '../../support/site';
import { en } from '../../support/words';

// Every route answers from its HTML and its islands, and the app (the shell, its router,
// React, the federation runtime and the page's module) comes when the page is idle, or at
// the visitor's first touch (decision 025).

/** Scripts the page fetched before its jac:page-idle mark, and whether the mark was set. */
const scriptsBeforeIdle = (page: Page) =>
  page.evaluate(() => {
    const idle = performance.getEntriesByName('jac:page-idle')[0]?.startTime;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .filter((entry) => idle === undefined || entry.startTime < idle)
      .map((entry) => entry.name);
    return { idle, scripts };
  });

/** Every route in English, and each part's first in Hindi. */
const paths = [
  ...routeTable.map(({ path }) => path),
  '/hi',
  '/hi/about',
  '/hi/service/ac',
  '/hi/contact',
];

test.describe('no route loads the app before idle', { tag: '@cross-part' }, () => {
  for (const path of paths) {
    test(`${path}: no script before the page is idle, and the app after`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
      const { idle, scripts } = await scriptsBeforeIdle(page);
      expect(idle, 'the page was never idle').toBeDefined();
      expect(scripts).toEqual([]);
    });
  }
});

test.describe('unless touched', { tag: '@mf-marketing' }, () => {
  // A browser that is never idle: only the visitor's touch may start the app. Playwright's
  // clock goes in first, so the stub below replaces its idle callback too.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
  });

  for (const [touch, act] of [
    ['a key', (page: Page) => page.keyboard.press('Tab')],
    ['a pointer', (page: Page) => page.mouse.click(5, 400)],
  ] as const) {
    test(`/about: ${touch} starts the app at once`, async ({ page }) => {
      await page.goto('/about');
      // Long enough, on the page's clock, for an app that did not wait to have come.
      await page.clock.runFor(1500);
      expect((await scriptsBeforeIdle(page)).scripts).toEqual([]);
      await expect(page.locator('html')).not.toHaveAttribute('data-app', 'live');
      await act(page);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
    });
  }
});

test.describe('before the app, the frame works', { tag: ['@mf-marketing', '@mf-services'] }, () => {
  test('the menu opens on a phone, and its links are plain links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await holdTheApp(page);
    await page.goto('/about');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: en.shell.navbar.services })).toBeHidden();
    await page.getByRole('banner').locator('summary').click();
    const services = nav.getByRole('link', { name: en.shell.navbar.services });
    await expect(services).toBeVisible();
    await services.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("the footer's service choice opens the service's page", async ({ page }) => {
    await holdTheApp(page);
    await page.goto('/about');
    const choice = page.getByRole('combobox', { name: en.shell.footer.serviceSelect.label });
    const first = en.services[0];
    if (!first) throw new Error('no service in the catalogue');
    await choice.selectOption({ label: first.name });
    await page.getByRole('button', { name: en.shell.footer.serviceSelect.open }).click();
    await expect(page).toHaveURL(new RegExp(`/service/${first.slug}$`));
  });
});
