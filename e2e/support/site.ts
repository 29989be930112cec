import { expect, type Page } from '@playwright/test';
import { deployedSiteConfig } from './composed-html';

/**
 * The business identity the deployed shell publishes (its SiteConfig), so the tests
 * follow the owner's data instead of restating it.
 */
const identity = deployedSiteConfig();

export const site = {
  businessName: identity.businessName,
  phoneDisplay: identity.phoneDisplay,
  phoneHref: `tel:${identity.phoneE164}`,
  whatsappPrefix: `https://wa.me/${identity.whatsappNumber}`,
  email: identity.email,
  street: identity.address.street,
} as const;

export const remoteOrigins = {
  mf_marketing: 'http://localhost:4001',
  mf_services: 'http://localhost:4002',
  mf_contact: 'http://localhost:4003',
} as const;

export type RemoteKey = keyof typeof remoteOrigins;

/** Every route of spec §2, the remote that owns it and the heading it shows. */
export const routeTable = [
  { path: '/', remote: 'mf-marketing' },
  { path: '/home', remote: 'mf-marketing' },
  { path: '/about', remote: 'mf-marketing' },
  { path: '/privacy-policy', remote: 'mf-marketing' },
  { path: '/services', remote: 'mf-services' },
  { path: '/service/ac', remote: 'mf-services' },
  { path: '/service/fridge', remote: 'mf-services' },
  { path: '/service/geyser', remote: 'mf-services' },
  { path: '/service/washing-machine', remote: 'mf-services' },
  { path: '/service/microwave', remote: 'mf-services' },
  { path: '/service/ro', remote: 'mf-services' },
  { path: '/service/chimney', remote: 'mf-services' },
  { path: '/service/cctv', remote: 'mf-services' },
  { path: '/service/gps', remote: 'mf-services' },
  { path: '/contact', remote: 'mf-contact' },
] as const;

/** The frame the shell owns must be there and working whatever a remote does. */
export async function expectShellFrame(page: Page): Promise<void> {
  // Attached, not visible: on a phone the links sit in a closed menu.
  await expect(page.getByRole('navigation', { name: 'Main', includeHidden: true })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: /Call us on/ })).toHaveAttribute(
    'href',
    site.phoneHref,
  );
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^${site.whatsappPrefix}`),
  );
}

/**
 * Opens a page and waits until the app has taken over its pre-rendered HTML: what a
 * visitor gets who waits a moment. Until then links are plain navigations and the
 * buttons that need the app (menu, carousel, form) are not yet live.
 */
export async function openLive(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  return response;
}

export async function reloadLive(page: Page) {
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
}
