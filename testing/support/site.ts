import { expect, type Locator, type Page } from '@playwright/test';
import { deployedSiteConfig } from './composed-html';
import { composition, deployedRoutes, type RemoteKey, remoteKeys } from './composition';
import { fillIn, type Language, words } from './words';

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

/** The shell's main navigation (its name is the owner's words too). */
export const mainNav = (page: Page, language: Language = 'en') =>
  page.getByRole('navigation', { name: words[language].shell.navbar.mainNavigation });

/** The floating call button: "Call us on {phone}". */
export const callButton = (page: Page, language: Language = 'en') =>
  page.getByRole('link', {
    name: fillIn(words[language].shell.floatingContact.call, { phone: site.phoneDisplay }),
    exact: true,
  });

/** The floating WhatsApp button. */
export const whatsAppButton = (page: Page, language: Language = 'en') =>
  page.getByRole('link', { name: words[language].shell.floatingContact.whatsApp, exact: true });

/** The frame the shell owns must be there and working whatever a remote does. */
export async function expectShellFrame(page: Page, language: Language = 'en'): Promise<void> {
  // Attached, not visible: on a phone the links sit in a closed menu.
  await expect(
    page.getByRole('navigation', {
      name: words[language].shell.navbar.mainNavigation,
      includeHidden: true,
    }),
  ).toBeAttached();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(callButton(page, language)).toHaveAttribute('href', site.phoneHref);
  await expect(whatsAppButton(page, language)).toHaveAttribute(
    'href',
    new RegExp(`^${site.whatsappPrefix}`),
  );
}

/** The business's phone and e-mail as links inside `scope`: the footer, the privacy policy. */
export async function expectPhoneAndEmailLinks(scope: Locator): Promise<void> {
  await expect(scope.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute(
    'href',
    site.phoneHref,
  );
  await expect(scope.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
}

/**
 * Console errors and uncaught exceptions, collected from now on. A request the page gave
 * up on itself (an aborted warm-up) is no error.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/**
 * Resolves after the browser has drawn two more frames: whatever the page did in reaction
 * to the last change (layout, observers, a React update they start) has been painted.
 */
export async function nextFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(frames);
      }),
    count,
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
