import { expect, test } from '@playwright/test';
import { openLive, site } from '../support/site';

test('the current page link is highlighted and marked aria-current', async ({ page }) => {
  await openLive(page, '/privacy-policy');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
});

test('the logo links to /home', async ({ page }) => {
  await openLive(page, '/about');
  await page.getByRole('link', { name: site.businessName }).click();
  await expect(page).toHaveURL('/home');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('navigating scrolls to the top of the new page', async ({ page }) => {
    await openLive(page, '/home');
    await expect(page.locator('[data-boundary="mf-marketing"]')).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the links collapse into a menu that opens, closes and closes when a link is chosen', async ({
    page,
  }) => {
    await openLive(page, '/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('banner').locator('summary');
    const menu = page.getByRole('banner').locator('details');
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    await expect(toggle).toHaveAccessibleName('Menu');

    await toggle.click();
    await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
    await toggle.click();
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    await expect(menu).not.toHaveAttribute('open');
  });

  test('the chat and call buttons stay fixed on screen while scrolling', async ({ page }) => {
    await openLive(page, '/about');
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    const call = page.getByRole('link', { name: /Call us on/ });
    await page.mouse.wheel(0, 2000);
    await expect(chat).toBeInViewport();
    await expect(call).toBeInViewport();
    const chatBox = await chat.boundingBox();
    const callBox = await call.boundingBox();
    expect(chatBox?.x).toBeLessThan(100);
    expect(callBox?.x).toBeGreaterThan(375 - 100);
  });
});

test('the footer dropdown lists the services and navigates without a page reload', async ({
  page,
}) => {
  await openLive(page, '/home');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const select = page.getByRole('combobox', { name: 'Go to a service page' });
  await expect(select).toBeEnabled();
  const options = await select.locator('option').allTextContents();
  expect(options[0]).toBe('Select a Service');
  expect(options).toHaveLength(10);

  await select.selectOption({ label: options[2] as string });
  await expect(page).toHaveURL('/service/fridge');
  await expect(page.locator('[data-boundary="mf-services"] h1')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('the footer holds contact details, quick links and the current year', async ({ page }) => {
  await openLive(page, '/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute(
    'href',
    site.phoneHref,
  );
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(footer).toContainText('24x7');
  await expect(footer).toContainText('Jaipur');
  const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
  await expect(quickLinks).toHaveText([
    'Home',
    'About Us',
    'Our Services',
    'Contact Us',
    'Privacy Policy',
  ]);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});
