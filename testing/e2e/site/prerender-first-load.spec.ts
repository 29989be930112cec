import { expect, type Page, test } from '@playwright/test';
import { openLive } from '../../support/site';
import { en } from '../../support/words';

// What a first page asks for (decisions 017, 025): its CSS is inline, the footer's services
// came with the page, and the page's module comes with the app, once the page is idle
// (app-at-idle.spec.ts holds every route to that).

test.describe('the takeover', { tag: '@cross-part' }, () => {
  test('the first page needs no remotes.json, no stylesheet it inlined, and no mf-services code for the footer', async ({
    page,
  }) => {
    await openLive(page, '/about');
    const select = page.getByRole('combobox', { name: en.shell.footer.serviceSelect.label });
    await expect(select).toBeEnabled();
    await expect(select.locator('option')).toHaveCount(en.services.length + 1);
    // What the page itself asked for: everything before the page was idle; the shell warms
    // the other parts (decision 008) only after.
    const requested = await requestedBeforeIdle(page);
    expect(requested.filter((url) => url.endsWith('/remotes.json'))).toEqual([]);
    // Its CSS is in the page: the app's loaders find the stylesheets named there.
    expect(requested.filter((url) => url.endsWith('.css'))).toEqual([]);
    expect(requested.filter((url) => url.startsWith('http://localhost:4002/'))).toEqual([]);
    // Its own module waited for idle, and came then.
    expect(requested.filter((url) => url.startsWith('http://localhost:4001/'))).toEqual([]);
    const marketing = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith('http://localhost:4001/releases/')),
    );
    expect(marketing.length).toBeGreaterThan(0);
  });

  test("a service's page, too, asks nothing of mf-services before it is idle", async ({ page }) => {
    await openLive(page, '/service/ac');
    const requested = await requestedBeforeIdle(page);
    expect(requested.filter((url) => url.startsWith('http://localhost:4002/'))).toEqual([]);
  });
});

/** What the page asked for before it was idle (the shell's jac:page-idle mark). */
const requestedBeforeIdle = (page: Page) =>
  page.evaluate(() => {
    const idle = performance.getEntriesByName('jac:page-idle')[0]?.startTime ?? Infinity;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < idle)
      .map((entry) => entry.name);
  });
