import { expect, type Page, test } from '@playwright/test';
import { dialogs, EMAILJS, fillInForm, send } from '../../support/enquiry';
import {
  AFTER_FIRST_LOAD_MARK,
  BEACON_STARTED_MARK,
  catchBatches,
  hidePage,
  liveRelease,
  markReached,
  storedSince,
} from '../../support/measure';
import { callButton, mainNav, openLive, remoteOrigins, whatsAppButton } from '../../support/site';
import { en } from '../../support/words';

// The site's own field measurement (decision 019): a beacon after idle, cookieless, that
// counts views, taps, enquiries, vitals and failures, each with the releases of its page.

/** Waits for the batch timer (3 s) to send what the page counted. */
const BATCH_SENT = { timeout: 10_000 };

/** Taps still count, but the test's browser opens neither the phone nor WhatsApp. */
async function stayOnPage(page: Page) {
  await page.evaluate(() =>
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="tel:"], a[href*="wa.me"]')) {
        event.preventDefault();
      }
    }),
  );
}

/** `path` live and idle, the batches its beacon sends caught from the first. */
async function openCaught(page: Page, path: string) {
  const caught = await catchBatches(page);
  await openLive(page, path);
  await expect(page.locator('html')).toHaveAttribute('data-page-idle', '');
  return caught;
}

test('nothing is sent before idle; then a view of the page with its releases, and no cookie or storage', {
  tag: '@cross-part',
}, async ({ page, context }) => {
  const caught = await catchBatches(page);
  await page.goto('/hi/services', { referer: 'https://www.google.com/search?q=fridge+repair' });
  await expect(page.locator('html')).toHaveAttribute('data-page-idle', '');
  await expect.poll(() => caught.batches.length, BATCH_SENT).toBe(1);
  const [batch] = caught.batches;
  expect(batch).toEqual({
    v: 1,
    path: '/hi/services',
    // The page's own parts alone: the collector refuses a batch naming another (decision 021).
    releases: { shell: liveRelease('shell'), 'mf-services': liveRelease('mf-services') },
    events: expect.arrayContaining([{ name: 'view', detail: 'www.google.com' }]),
  });
  const timing = await page.evaluate(() => ({
    idle: performance.getEntriesByName('jac:page-idle')[0]?.startTime ?? Number.NaN,
    beaconFile: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/beacon-[^/]+\.js$/.test(entry.name))?.startTime,
  }));
  expect(timing.beaconFile).toBeGreaterThanOrEqual(timing.idle);
  for (const sentAt of await caught.beaconCalls()) expect(sentAt).toBeGreaterThan(timing.idle);

  expect(await context.cookies()).toEqual([]);
  expect(
    await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).length,
    })),
  ).toEqual({ local: 0, session: 0, databases: 0 });
});

test('Global Privacy Control: no beacon is loaded and nothing is sent', {
  tag: '@cross-part',
}, async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const caught = await catchBatches(page);
  await openLive(page, '/about');
  // Past the moment the beacon would have been fetched: with GPC it never is.
  await markReached(page, AFTER_FIRST_LOAD_MARK);
  await callButton(page).dispatchEvent('click');
  await hidePage(page);
  expect(await caught.beaconCalls()).toEqual([]);
  expect(caught.batches).toEqual([]);
  const beaconFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/beacon-/.test(entry.name)),
  );
  expect(beaconFiles).toEqual([]);
});

/** /home live, its first batch (the view) sent, and its call and WhatsApp taps kept on the page. */
async function homeWithViewSent(page: Page) {
  const caught = await openCaught(page, '/home');
  await expect.poll(() => caught.batches.length, BATCH_SENT).toBe(1);
  await stayOnPage(page);
  return caught;
}

test('a tap on the call link and one on WhatsApp are each counted once', {
  tag: '@cross-part',
}, async ({ page }) => {
  const caught = await homeWithViewSent(page);
  await callButton(page).click();
  await whatsAppButton(page).click();
  await expect.poll(() => caught.batches.length, BATCH_SENT).toBe(2);
  expect(
    caught
      .events()
      .map((event) => event.name)
      .sort(),
  ).toEqual(expect.arrayContaining(['call', 'view', 'whatsapp']));
  expect(caught.events().filter((event) => event.name === 'call')).toEqual([{ name: 'call' }]);
  expect(caught.events().filter((event) => event.name === 'whatsapp')).toEqual([
    { name: 'whatsapp' },
  ]);
  expect(caught.batches[1]?.path).toBe('/home');
});

test("a soft navigation sends the page left's batch once idle, never before the new page's first frame", {
  tag: '@cross-part',
}, async ({ page }) => {
  const caught = await homeWithViewSent(page);
  // A tap counted on /home is still waiting for its batch (3 s) when the visitor moves on.
  await callButton(page).click();
  await page.evaluate(() => {
    const probe = { frameAt: 0 };
    (window as unknown as { hopProbe: typeof probe }).hopProbe = probe;
    document.addEventListener(
      'click',
      // The frame after the click is painted once the task after its rAF runs.
      () => requestAnimationFrame(() => setTimeout(() => (probe.frameAt = performance.now()))),
      { capture: true, once: true },
    );
  });
  await mainNav(page).getByRole('link', { name: en.shell.navbar.services }).click();
  await expect.poll(() => caught.batches.length, BATCH_SENT).toBe(2);
  expect(caught.batches[1]?.path).toBe('/home');
  expect(caught.batches[1]?.events).toContainEqual({ name: 'call' });
  const probe = await page.evaluate(
    () => (window as unknown as { hopProbe: { frameAt: number } }).hopProbe,
  );
  expect(probe.frameAt).toBeGreaterThan(0);
  const sentAt = (await caught.beaconCalls()).at(-1) ?? 0;
  expect(sentAt).toBeGreaterThan(probe.frameAt);
});

/** The contact page at idle, the visitor's enquiry sent to an EmailJS that answers `status`. */
async function sendEnquiry(page: Page, status: number) {
  await page.route(EMAILJS, (route) =>
    route.fulfill({ status, body: status === 200 ? 'OK' : 'down' }),
  );
  const caught = await openCaught(page, '/contact');
  await fillInForm(page);
  await send(page);
  return caught;
}

/** The enquiry events of every batch, with the page they were counted on. */
const enquiries = (caught: Awaited<ReturnType<typeof catchBatches>>) =>
  caught.batches.flatMap((batch) =>
    batch.events.filter((event) => event.name === 'enquiry').map((event) => [batch.path, event]),
  );

test('an enquiry sent is counted once, and none of what was typed goes with it', {
  tag: '@cross-part',
}, async ({ page }) => {
  const caught = await sendEnquiry(page, 200);
  await expect(page.getByRole('dialog').getByRole('heading')).toHaveText(dialogs.sentTitle);
  await expect
    .poll(() => enquiries(caught), BATCH_SENT)
    .toEqual([['/contact', { name: 'enquiry', detail: 'sent' }]]);
  expect(JSON.stringify(caught.batches)).not.toMatch(/Asha|asha@|99887|cooling/);
});

test('an enquiry that fails, then goes by WhatsApp: one failed, one turned into WhatsApp, no chat counted twice', {
  tag: '@cross-part',
}, async ({ page }) => {
  const caught = await sendEnquiry(page, 500);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(dialogs.failedTitle);
  await stayOnPage(page);
  await dialog.getByRole('link', { name: en.enquiry.whatsAppInstead.label }).click();
  await expect
    .poll(() => enquiries(caught), BATCH_SENT)
    .toEqual([
      ['/contact', { name: 'enquiry', detail: 'failed' }],
      ['/contact', { name: 'enquiry', detail: 'whatsapp' }],
    ]);
  expect(caught.events().filter((event) => event.name === 'whatsapp')).toEqual([]);
});

test('a remote that is down is stored by the collector with its part and release', {
  tag: '@cross-part',
}, async ({ page }) => {
  const since = Date.now();
  await page.route(`${remoteOrigins.mf_marketing}/**`, (route) => route.abort());
  await page.goto('/about');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(
      () =>
        storedSince(since)
          .filter((row) => row.name === 'error' && row.path === '/about')
          .map((row) => [row.part, row.release, row.detail]),
      BATCH_SENT,
    )
    .toEqual([['mf-marketing', liveRelease('mf-marketing'), 'down']]);
});

test('field vitals go when the page is left: LCP and CLS, charged to the part serving the page', {
  tag: '@cross-part',
}, async ({ page }) => {
  const caught = await openCaught(page, '/hi/contact');
  await expect.poll(() => caught.batches.length, BATCH_SENT).toBe(1);
  // A first input ends LCP's observation (web-vitals takes only a trusted one), then the
  // page is hidden, as when the visitor switches away: the vitals go in that moment.
  await page.getByRole('heading', { level: 1 }).click();
  await hidePage(page);
  await expect
    .poll(
      () =>
        caught
          .events()
          .filter((event) => event.name === 'vital')
          .map((event) => event.detail),
      { timeout: 2000 },
    )
    // Sooner than the batch's own wait (3 s): sent on hiding.
    .toEqual(expect.arrayContaining(['LCP', 'CLS']));
  const lcp = caught.events().find((event) => event.detail === 'LCP');
  expect(lcp).toMatchObject({ name: 'vital', part: 'mf-contact' });
  expect(lcp?.value).toBeGreaterThan(0);
  expect(caught.batches.at(-1)?.path).toBe('/hi/contact');
});

test("a soft navigation's page is its own view, with its part's release, and the collector takes it", {
  tag: '@cross-part',
}, async ({ page }) => {
  // Each batch goes on to the real collector: its answer is kept beside what was sent.
  const answered: Array<{ path: string; releases: Record<string, string>; status: number }> = [];
  await page.route('**/measure', async (route) => {
    const batch = JSON.parse(route.request().postData() ?? 'null');
    const response = await route.fetch();
    answered.push({ path: batch.path, releases: batch.releases, status: response.status() });
    await route.fulfill({ response });
  });
  await openLive(page, '/home');
  await expect(page.locator('html')).toHaveAttribute('data-page-idle', '');
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/beacon-/.test(entry.name)),
      ),
    )
    .toBe(true);
  await mainNav(page).getByRole('link', { name: en.shell.navbar.services }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect.poll(() => answered.map((batch) => batch.path), BATCH_SENT).toContain('/services');
  const services = answered.find((batch) => batch.path === '/services');
  expect(services?.status).toBe(204);
  expect(services?.releases['mf-services']).toBe(liveRelease('mf-services'));
});

test('a service page that does not exist is not counted as one: its 404 sends nothing', {
  tag: '@cross-part',
}, async ({ page }) => {
  const caught = await catchBatches(page);
  const response = await page.goto('/service/toaster');
  expect(response?.status()).toBe(404);
  // The beacon listens, counts the tap, and sends nothing for a page that is none.
  await markReached(page, BEACON_STARTED_MARK);
  await callButton(page).dispatchEvent('click');
  await hidePage(page);
  expect(await caught.beaconCalls()).toEqual([]);
  expect(caught.batches).toEqual([]);
});
