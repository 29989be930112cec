import { expect, type Page, test } from '@playwright/test';
import { CONTRACT_VERSION } from 'shared-types';
import { FIXTURE_PORTS } from '../../support/composition';
import { changeContactEntry, changeDeploymentData } from '../../support/deployment-data';
import {
  expectShellFrame,
  mainNav,
  openLive,
  remoteOrigins,
  site,
  watchConsoleErrors,
} from '../../support/site';
import { en } from '../../support/words';

// A part that fails never takes the site down with it: its page shows the shell's
// fallback, with the call and WhatsApp buttons, and the other parts keep working. How each
// failure is told apart is the shell's unit tests' (remote-page.test.tsx,
// remote-config.test.ts); here, the real site in a browser.

const movedContact = `http://localhost:${FIXTURE_PORTS.movedContact}`;
const { fallback: fallbackWords, navbar } = en.shell;

async function expectFallback(page: Page): Promise<void> {
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('heading', { level: 1 })).toHaveText(fallbackWords.heading);
  await expect(fallback.getByRole('link', { name: /Call/ })).toHaveAttribute(
    'href',
    site.phoneHref,
  );
  await expect(fallback.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^${site.whatsappPrefix}`),
  );
  await expect(fallback.getByRole('button', { name: fallbackWords.retry })).toBeEnabled();
}

test('mf_services down: the fallback in the normal frame, the rest of the site works @identity', {
  tag: '@cross-part',
}, async ({ page }) => {
  // mf-services also lists the footer's services: that goes too, the frame stays.
  await page.route(`${remoteOrigins.mf_services}/**`, (route) => route.abort());
  await openLive(page, '/services');
  await expectFallback(page);
  await expectShellFrame(page);

  // Another remote still renders, reached through the shell's own navigation.
  await mainNav(page).getByRole('link', { name: navbar.about }).click();
  await expect(page.locator('[data-boundary="mf-marketing"]')).toBeVisible();
});

test('a hung remote shows the fallback within 10 s, and retry works once it is back', {
  tag: '@cross-part',
}, async ({ page }) => {
  let hang = true;
  let asked = false;
  await page.route(`${remoteOrigins.mf_contact}/**/remoteEntry.js*`, async (route) => {
    asked = true;
    if (hang) return; // never answered: the request hangs
    await route.continue();
  });
  // The page's clock, moved on by the test from the moment the page asks for the part, a
  // second at a time until the fallback shows: no waiting for the shell's own timeout.
  await page.clock.install();
  await page.goto('/contact');
  await expect.poll(() => asked).toBe(true);
  const fallback = page.getByTestId('remote-fallback');
  let pageTime = 0;
  await expect
    .poll(
      async () => {
        if (await fallback.isVisible()) return true;
        await page.clock.runFor(1_000);
        pageTime += 1_000;
        return false;
      },
      { intervals: [250], timeout: 15_000 },
    )
    .toBe(true);
  expect(pageTime, 'page time from the request to the fallback').toBeLessThanOrEqual(10_000);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live');
  await expectShellFrame(page);

  hang = false;
  await page.getByRole('button', { name: fallbackWords.retry }).click();
  await expect(page.locator('[data-boundary="mf-contact"]')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});

test('a malformed remote configuration logs a clear error and shows the fallback', {
  tag: '@cross-part',
}, async ({ page }) => {
  // One that parses but lacks what a remote needs is remote-config.test.ts's.
  await changeDeploymentData(page, { body: '{"mf_marketing": ' });
  const errors = watchConsoleErrors(page);
  await openLive(page, '/home');
  await expectFallback(page);
  await expectShellFrame(page);
  expect(errors.join('\n')).toMatch(/remotes\.json/);
});

test('a missing remote configuration shows the fallback, never a blank page', {
  tag: '@cross-part',
}, async ({ page }) => {
  await changeDeploymentData(page, { missing: true });
  await openLive(page, '/contact');
  await expectFallback(page);
  await expectShellFrame(page);
});

test('a remote moved to another port by editing the deployment data alone loads from there', {
  tag: '@cross-part',
}, async ({ page }) => {
  // The deployment data as an operator would edit it; the shell's build is untouched.
  await changeContactEntry(page, (contact) => ({
    ...contact,
    entry: contact.entry.replace(remoteOrigins.mf_contact, movedContact),
  }));
  // The old address is gone entirely: only the edited deployment data can lead to the page.
  await page.route(`${remoteOrigins.mf_contact}/**`, (route) => route.abort());
  const servedFromNewPort: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(`${movedContact}/`) && response.ok()) {
      servedFromNewPort.push(response.url());
    }
  });
  await openLive(page, '/contact');
  await expect(page.locator('[data-boundary="mf-contact"]')).toBeVisible();
  expect(servedFromNewPort.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});

test('a remote built against another contract major is not rendered, and the log says why', {
  tag: '@cross-part',
}, async ({ page }) => {
  await changeContactEntry(page, (contact) => ({
    ...contact,
    version: '2.0.0',
    contract: '2.0.0',
  }));
  const errors = watchConsoleErrors(page);

  await openLive(page, '/contact');
  await expectFallback(page);
  expect(errors.join('\n')).toContain(
    `mf_contact 2.0.0 implements contract 2.0.0; this shell implements ${CONTRACT_VERSION}. Not rendered.`,
  );

  await mainNav(page).getByRole('link', { name: navbar.services }).click();
  await expect(page.locator('[data-boundary="mf-services"]')).toBeVisible();
});
