import { expect, test } from '@playwright/test';
import { mainNav, openLive } from '../../support/site';
import { en } from '../../support/words';

test('react-dom is downloaded once across the shell and the remotes', {
  tag: '@cross-part',
}, async ({ page }) => {
  const reactDomCopies: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    // A marker only react-dom's client renderer contains.
    if (body.includes('__reactContainer$')) reactDomCopies.push(response.url());
  });
  await openLive(page, '/home');
  await expect(page.locator('[data-boundary="mf-marketing"]')).toBeVisible();
  await mainNav(page).getByRole('link', { name: en.shell.navbar.services }).click();
  await expect(page.locator('[data-boundary="mf-services"]')).toBeVisible();
  await mainNav(page).getByRole('link', { name: en.shell.navbar.contact }).click();
  await expect(page.locator('[data-boundary="mf-contact"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(reactDomCopies).toHaveLength(1);
});

test("a remote's CSS is applied inside the shell", { tag: '@cross-part' }, async ({ page }) => {
  await openLive(page, '/');
  const hero = page.locator('[data-boundary="mf-marketing"] [data-testid="landing-hero"]');
  await expect(hero).toBeVisible();
  // The colour comes from mf-marketing's CSS module; unstyled it would be transparent.
  await expect(hero).toHaveCSS('background-color', 'rgb(11, 58, 117)');
});
