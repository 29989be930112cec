import { expect, test } from '@playwright/test';
import { formatAddress, formatOpeningHours } from 'shared-ui/site';
import { deployedSiteConfig } from '../../support/composed-html';
import {
  callButton,
  expectPhoneAndEmailLinks,
  mainNav,
  openLive,
  site,
  whatsAppButton,
} from '../../support/site';
import { en, fillIn } from '../../support/words';

// The shell's frame around every page. Which link is current and where the logo leads
// are the navbar's unit tests (navbar.test.tsx); a new page starting at the top is
// soft-navigation.spec.ts's.

const { navbar, footer } = en.shell;

test.describe('on a phone', { tag: '@cross-part' }, () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the links collapse into a menu that opens, closes and closes when a link is chosen', async ({
    page,
  }) => {
    await openLive(page, '/home');
    const nav = mainNav(page);
    const toggle = page.getByRole('banner').locator('summary');
    const menu = page.getByRole('banner').locator('details');
    await expect(nav.getByRole('link', { name: navbar.about })).toBeHidden();
    await expect(toggle).toHaveAccessibleName(navbar.menu);

    await toggle.click();
    await expect(nav.getByRole('link', { name: navbar.about })).toBeVisible();
    await toggle.click();
    await expect(nav.getByRole('link', { name: navbar.about })).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: navbar.services }).click();
    await expect(page).toHaveURL('/services');
    await expect(nav.getByRole('link', { name: navbar.about })).toBeHidden();
    await expect(menu).not.toHaveAttribute('open');
  });

  test('the chat and call buttons stay fixed on screen while scrolling', async ({ page }) => {
    await openLive(page, '/about');
    const chat = whatsAppButton(page);
    const call = callButton(page);
    await page.mouse.wheel(0, 2000);
    await expect(chat).toBeInViewport();
    await expect(call).toBeInViewport();
    const chatBox = await chat.boundingBox();
    const callBox = await call.boundingBox();
    expect(chatBox?.x).toBeLessThan(100);
    expect(callBox?.x).toBeGreaterThan(375 - 100);
  });
});

test('the footer dropdown lists the services and navigates without a page reload', {
  tag: '@cross-part',
}, async ({ page }) => {
  await openLive(page, '/home');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const select = page.getByRole('combobox', { name: footer.serviceSelect.label });
  await expect(select).toBeEnabled();
  // The empty choice, then every service of mf-services, in its order.
  await expect(select.locator('option')).toHaveText([
    footer.serviceSelect.empty,
    ...en.services.map((service) => service.name),
  ]);

  const chosen = en.services[1];
  if (!chosen) throw new Error('mf-services has fewer than two services');
  await select.selectOption({ label: chosen.name });
  await expect(page).toHaveURL(`/service/${chosen.slug}`);
  await expect(page.locator('[data-boundary="mf-services"] h1')).toHaveText(chosen.title);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);
});

test('the footer holds contact details, quick links and the current year @identity', {
  tag: '@cross-part',
}, async ({ page }) => {
  const { hours, address } = deployedSiteConfig();
  await openLive(page, '/home');
  const frame = page.getByRole('contentinfo');
  await expectPhoneAndEmailLinks(frame);
  await expect(frame).toContainText(
    fillIn(footer.openingHours, { hours: formatOpeningHours(hours) }),
  );
  await expect(frame).toContainText(formatAddress(address));
  const quickLinks = frame.getByRole('navigation', { name: footer.linksHeading }).getByRole('link');
  await expect(quickLinks).toHaveText([
    footer.links.home,
    footer.links.about,
    footer.links.services,
    footer.links.contact,
    footer.links.privacyPolicy,
  ]);
  await expect(frame).toContainText(
    fillIn(footer.copyright, { year: new Date().getFullYear(), businessName: site.businessName }),
  );
});
