import { expect, type Page, test } from '@playwright/test';
import { CONTRACT_VERSION } from '../../shared-types/src/contract';
import { FIXTURE_PORTS } from '../support/composition';
import { changeDeploymentData } from '../support/deployment-data';
import { expectShellFrame, openLive, type RemoteKey, remoteOrigins, site } from '../support/site';

const remotes: Array<{ key: RemoteKey; path: string; other: { path: string; boundary: string } }> =
  [
    {
      key: 'mf_marketing',
      path: '/about',
      other: { path: '/services', boundary: 'mf-services' },
    },
    { key: 'mf_services', path: '/services', other: { path: '/about', boundary: 'mf-marketing' } },
    { key: 'mf_contact', path: '/contact', other: { path: '/home', boundary: 'mf-marketing' } },
  ];

const movedContact = `http://localhost:${FIXTURE_PORTS.movedContact}`;

async function expectFallback(page: Page): Promise<void> {
  const fallback = page.getByTestId('remote-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('heading', { level: 1 })).toHaveText(
    'Sorry, this page did not load',
  );
  await expect(fallback.getByRole('link', { name: /Call/ })).toHaveAttribute(
    'href',
    site.phoneHref,
  );
  await expect(fallback.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^${site.whatsappPrefix}`),
  );
  await expect(fallback.getByRole('button', { name: 'Try again' })).toBeEnabled();
}

for (const remote of remotes) {
  test(`${remote.key} down: fallback in the normal frame, the rest of the site works`, async ({
    page,
  }) => {
    await page.route(`${remoteOrigins[remote.key]}/**`, (route) => route.abort());
    await openLive(page, remote.path);
    await expectFallback(page);
    await expectShellFrame(page);

    // Another remote still renders, reached through the shell's own navigation.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: remote.other.boundary === 'mf-services' ? 'Services' : 'About' })
      .first()
      .click();
    await expect(page.locator(`[data-boundary="${remote.other.boundary}"]`)).toBeVisible();
  });
}

test('a hung remote shows the fallback within 10 s, and retry works once it is back', async ({
  page,
}) => {
  test.setTimeout(45_000);
  let hang = true;
  // From the moment the page first asks for the part: what loads before it (the page, the
  // shell's code) is not the hung remote's doing, and takes longer on a busy machine.
  let asked: number | undefined;
  await page.route(`${remoteOrigins.mf_contact}/**/remoteEntry.js*`, async (route) => {
    asked ??= Date.now();
    if (hang) return; // never answered: the request hangs
    await route.continue();
  });
  await openLive(page, '/contact');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - (asked ?? 0)).toBeLessThan(10_000);
  await expectShellFrame(page);

  hang = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-boundary="mf-contact"]')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});

test('retry after a remote was down loads it once it is back', async ({ page }) => {
  let down = true;
  await page.route(`${remoteOrigins.mf_services}/**`, (route) =>
    down ? route.abort() : route.continue(),
  );
  await openLive(page, '/services');
  await expectFallback(page);
  down = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-boundary="mf-services"]')).toBeVisible();
});

for (const [what, body] of [
  ['malformed', '{"mf_marketing": '],
  ['incomplete', '{"mf_marketing": {"entry": "http://localhost:4001/remoteEntry.js"}}'],
] as const) {
  test(`a ${what} remote configuration logs a clear error and shows the fallback`, async ({
    page,
  }) => {
    await changeDeploymentData(page, { body });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await openLive(page, '/home');
    await expectFallback(page);
    await expectShellFrame(page);
    expect(errors.join('\n')).toMatch(/remotes\.json/);
  });
}

test('a missing remote configuration shows the fallback, never a blank page', async ({ page }) => {
  await changeDeploymentData(page, { missing: true });
  await openLive(page, '/contact');
  await expectFallback(page);
  await expectShellFrame(page);
});

test('a remote moved to another port by editing the deployment data alone loads from there', async ({
  page,
}) => {
  // The deployment data as an operator would edit it; the shell's build is untouched.
  await changeDeploymentData(page, {
    edit: (config) => {
      if (config.mf_contact) {
        config.mf_contact.entry = config.mf_contact.entry.replace(
          remoteOrigins.mf_contact,
          movedContact,
        );
      }
    },
  });
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

test('a remote built against another contract major is not rendered, and the log says why', async ({
  page,
}) => {
  await changeDeploymentData(page, {
    edit: (config) => {
      if (config.mf_contact) {
        config.mf_contact = { ...config.mf_contact, version: '2.0.0', contract: '2.0.0' };
      }
    },
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await openLive(page, '/contact');
  await expectFallback(page);
  expect(errors.join('\n')).toContain(
    `mf_contact 2.0.0 implements contract 2.0.0; this shell implements ${CONTRACT_VERSION}. Not rendered.`,
  );

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' })
    .click();
  await expect(page.locator('[data-boundary="mf-services"]')).toBeVisible();
});
