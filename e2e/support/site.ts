import { expect, type Page } from '@playwright/test';
import { deployedSiteConfig } from './composed-html';
import { composition, deployedRoutes, type RemoteKey, remoteKeys } from './composition';

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

/** Where each remote is served to the tests: its port in composition.json. */
export const remoteOrigins = Object.fromEntries(
  remoteKeys.map((key) => [key, `http://localhost:${composition.remotes[key].port}`]),
) as Record<RemoteKey, string>;

export type { RemoteKey };

/** Every route the site serves and the remote that owns it (spec §2: fifteen). */
export const routeTable = deployedRoutes();

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
