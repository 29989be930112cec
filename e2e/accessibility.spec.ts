import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openLive, routeTable } from './support/site';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const route of routeTable) {
  test(`axe finds no serious or critical WCAG 2.2 AA violation on ${route.path}`, async ({
    page,
  }) => {
    await openLive(page, route.path);
    await expect(page.locator(`[data-boundary="${route.remote}"]`)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(
      serious.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
      ),
    ).toEqual([]);
  });
}
