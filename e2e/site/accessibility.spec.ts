import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { openLive, routeTable } from '../support/site';

/** Every route, in English and in Hindi (under /hi). */
const everyRoute = routeTable.flatMap((route) => [
  route,
  { ...route, path: route.path === '/' ? '/hi' : `/hi${route.path}` },
]);

for (const route of everyRoute) {
  test(`axe finds no serious or critical WCAG 2.2 AA violation on ${route.path}`, async ({
    page,
  }) => {
    await openLive(page, route.path);
    await expect(page.locator(`[data-boundary="${route.remote}"]`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
