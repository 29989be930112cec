import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { openStore, weekStart } from 'measure';
import { BACKEND_KEY_STORAGE } from '../../../apps/admin/src/config/backend-key';
import { stopProcess } from '../../support/child-process';
import { composition } from '../../support/composition';
import { waitForPort } from '../../support/private-site';

// The owner's numbers (decision 019), on the editor's origin behind its key: this week's
// visits, calls, WhatsApp chats and enquiries against last week's, eight weeks in a chart,
// and the pages that bring the most calls. From a database of known events, through the
// editor's real backend. OWNER_SCREENS=<dir> saves each screen at 375 and 1280 px.

// One backend on one port, with this file's key: its tests run in one worker.
test.describe.configure({ mode: 'serial' });

const EDITOR = `http://localhost:${composition.admin.port}`;
const LOCAL_BACKEND = `http://localhost:${composition.editor.port}`;
const BACKEND_PORT = 5390;
const key = randomBytes(32).toString('base64url');
const folder = mkdtempSync(join(tmpdir(), 'jac-owner-numbers-'));
const database = join(folder, 'events.sqlite');
let backend: ChildProcess | undefined;

const DAY = 86_400_000;
const thisWeek = weekStart(new Date());
/** Today, or this week's Monday if today is too early for a day's room. */
const now = Math.max(Date.now() - 60_000, thisWeek);

async function fillDatabase() {
  const store = await openStore(database);
  const event = (name: string, path: string, lang: string, detail: string | null = null) => ({
    name,
    path,
    lang,
    part: path === '/contact' ? 'mf-contact' : 'mf-services',
    release: 'cccccccccccc',
    shellRelease: 'aaaaaaaaaaaa',
    detail,
    value: null,
    target: null,
    network: null,
  });
  const times = (count: number, make: () => ReturnType<typeof event>) =>
    Array.from({ length: count }, make);
  // This week: 30 visits and 5 calls from the AC page, 10 Hindi visits of Contact with 2
  // calls, 3 WhatsApp chats and 1 enquiry sent (one more failed: not an enquiry received).
  await store.insert(
    [
      ...times(30, () => event('view', '/service/ac', 'en')),
      ...times(5, () => event('call', '/service/ac', 'en')),
      ...times(10, () => event('view', '/contact', 'hi')),
      ...times(2, () => event('call', '/contact', 'hi')),
      ...times(3, () => event('whatsapp', '/contact', 'hi')),
      event('enquiry', '/contact', 'hi', 'sent'),
      event('enquiry', '/contact', 'hi', 'failed'),
    ],
    now,
  );
  // Last week: 20 visits and 4 calls; five weeks ago: 12 visits and a call.
  await store.insert(
    [
      ...times(20, () => event('view', '/services', 'en')),
      ...times(4, () => event('call', '/services', 'en')),
    ],
    thisWeek - 3 * DAY,
  );
  await store.insert(
    [...times(12, () => event('view', '/', 'en')), event('call', '/', 'en')],
    thisWeek - 32 * DAY,
  );
  await store.close();
}

test.beforeAll(async () => {
  await fillDatabase();
  backend = spawn(
    process.execPath,
    [
      'platform/servers/editor/start.mjs',
      ...['--mode', 'fs', '--port', String(BACKEND_PORT), '--origin', EDITOR],
      ...['--measure', database],
    ],
    { stdio: 'ignore', env: { ...process.env, EDITOR_BACKEND_KEY: key } },
  );
  await waitForPort(BACKEND_PORT);
});

test.afterAll(async () => {
  await stopProcess(backend, 'SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

/** The editor's page in `page` asks this test's backend, holding its key or not. */
async function openNumbers(page: Page, { withKey = true } = {}) {
  if (withKey) {
    await page.addInitScript(({ name, value }) => window.localStorage.setItem(name, value), {
      name: BACKEND_KEY_STORAGE,
      value: key,
    });
  }
  await page.route(`${LOCAL_BACKEND}/**`, (route) =>
    route.continue({
      url: route.request().url().replace(LOCAL_BACKEND, `http://127.0.0.1:${BACKEND_PORT}`),
    }),
  );
  await page.goto(`${EDITOR}/numbers.html`);
}

async function screens(page: Page, name: string) {
  const dir = process.env.OWNER_SCREENS;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(dir, `numbers-${name}-${width}.png`), fullPage: true });
  }
}

test("the owner's numbers: this week against the last, eight weeks, and the pages that bring calls", async ({
  page,
}) => {
  await openNumbers(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How your website is doing');
  const summary = page.getByRole('region', { name: 'This week' });
  await expect(summary).toContainText('40 visits');
  await expect(summary).toContainText('7 calls');
  await expect(summary).toContainText('3 WhatsApp chats');
  await expect(summary).toContainText('1 enquiry');
  await expect(summary).toContainText('3 more calls than last week');
  const chart = page.locator('svg[role="img"]');
  await expect(chart).toBeVisible();
  await expect(chart.locator('[data-week]')).toHaveCount(8);
  const rows = page.getByRole('table').getByRole('row');
  // The header, then the pages of the last two weeks by the calls they brought.
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('5');
  await expect(rows.nth(1)).toContainText(/AC/);
  await expect(rows.nth(2)).toContainText('4');
  await expect(page.getByText(/cookie/i)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to editing' })).toHaveAttribute('href', '/');
  await screens(page, 'week');
});

test("without the editor's key the page asks the owner to sign in, and shows no number", async ({
  page,
}) => {
  await openNumbers(page, { withKey: false });
  await expect(page.getByRole('link', { name: 'Open the editor' })).toBeVisible();
  await expect(page.getByText(/#backend-key=/)).toBeVisible();
  await expect(page.getByText(/\d+ visits/)).toHaveCount(0);
  await screens(page, 'sign-in');
});
