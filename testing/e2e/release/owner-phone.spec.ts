import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { openStore } from 'measure';
import sharp from 'sharp';
import { composition, shiftedPort } from '../../support/composition';
import { OwnerRepository } from '../../support/owner-repository';
import { folderDeployment, type TestDeployment } from '../../support/test-deployments';

// The owner's whole path on the editor's first page (apps/admin/src/phone/), as the business's
// owner walks it on a phone: sign in with the address the backend printed, find a service
// page, change a text and the photo, save, see where the draft stands, open the preview,
// publish, see it live, read the numbers. Every screen is checked for what a phone needs
// (nothing sideways, every control on screen and big enough, readable text) and shot.
// The same path runs on a computer's screen.

const SHELL_PORT = 5500;
const EDITOR_ORIGIN = `http://localhost:${shiftedPort(composition.admin.port, SHELL_PORT)}`;
const repo = new OwnerRepository('owner-phone', 5590, EDITOR_ORIGIN);
const numbersFolder = mkdtempSync(join(tmpdir(), 'jac-owner-phone-'));
const numbers = join(numbersFolder, 'events.sqlite');
let deployment: TestDeployment;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** Visits and calls of this week, for the numbers page at the path's end. */
async function someVisits() {
  const store = await openStore(numbers);
  const event = (name: string) => ({
    name,
    path: '/service/geyser',
    lang: 'en',
    part: 'mf-services',
    release: 'cccccccccccc',
    shellRelease: 'aaaaaaaaaaaa',
    detail: null,
    value: null,
    target: null,
    network: null,
  });
  await store.insert(
    [...Array.from({ length: 14 }, () => event('view')), event('call'), event('call')],
    Date.now() - 60_000,
  );
  await store.close();
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await someVisits();
  deployment = folderDeployment('owner-phone', SHELL_PORT);
  await deployment.start();
  await repo.create(deployment.releaseOptions, ['--measure', numbers]);
});

test.afterAll(async () => {
  try {
    await deployment?.stop();
  } finally {
    await repo.remove();
    rmSync(numbersFolder, { recursive: true, force: true });
  }
});

const SCREENS: Record<string, BrowserContextOptions> = {
  phone: { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true },
  computer: { viewport: { width: 1280, height: 800 } },
};

/** WCAG 2.2's target size, in CSS pixels. */
const TARGET = 24;

/**
 * What a screen of the path must be on a phone: nothing scrolls sideways; every control
 * at least TARGET × TARGET; no text smaller than 12 px, and fields at 16 px (a phone zooms
 * into a smaller one).
 */
async function fitsTheScreen(page: Page) {
  const found = await page.evaluate((target) => {
    const width = document.documentElement.clientWidth;
    const wide = document.documentElement.scrollWidth > width;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const controls = [
      ...document.querySelectorAll('a, button, input, textarea, select, label[for]'),
    ]
      .filter(
        (element) => visible(element) && !(element as HTMLInputElement).type?.startsWith('file'),
      )
      .map((element) => ({ element, box: element.getBoundingClientRect() }));
    const small = controls
      .filter(({ box }) => box.width < target || box.height < target)
      .map(({ element }) => element.outerHTML.slice(0, 80));
    const outside = controls
      .filter(({ box }) => box.left < 0 || box.right > width + 0.5)
      .map(({ element }) => element.outerHTML.slice(0, 80));
    const tiny = [...document.querySelectorAll('body *')]
      .filter((element) => visible(element) && element.childNodes.length > 0)
      .filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
      )
      .filter((element) => Number.parseFloat(getComputedStyle(element).fontSize) < 12)
      .map((element) => element.outerHTML.slice(0, 80));
    const smallFields = [...document.querySelectorAll('input:not([type=file]), textarea')]
      .filter((element) => Number.parseFloat(getComputedStyle(element).fontSize) < 16)
      .map((element) => element.outerHTML.slice(0, 80));
    return { wide, small, outside, tiny, smallFields };
  }, TARGET);
  expect(found).toEqual({ wide: false, small: [], outside: [], tiny: [], smallFields: [] });
}

/** A control the path needs: on screen once scrolled to, inside the width, big enough. */
async function reach(page: Page, control: Locator): Promise<Locator> {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport();
  const box = await control.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the control has a box').not.toBeNull();
  expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  expect(box && box.width >= TARGET && box.height >= TARGET).toBe(true);
  return control;
}

/** A tap on a phone (a touch screen), a click on a computer. */
async function press(page: Page, control: Locator) {
  await reach(page, control);
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await control.tap();
  else await control.click();
}

/** The tab a press on the link `name` opens (the preview, the live site). */
async function tabOpenedBy(page: Page, name: string): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await press(page, page.getByRole('link', { name }));
  return opened;
}

/** The editor's panel about the change says `words`, within `timeout` ms. */
const expectChange = (page: Page, words: string | RegExp, timeout?: number) =>
  expect(page.getByRole('region', { name: 'Your change' })).toContainText(words, { timeout });

for (const [screen, options] of Object.entries(SCREENS)) {
  test(`the owner's whole path on a ${screen}: find, change, save, preview, publish, see it live, numbers`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    let step = 0;
    const shot = async (name: string, on: Page = page) => {
      await fitsTheScreen(on);
      step += 1;
      await on.screenshot({
        path: testInfo.outputPath(`${String(step).padStart(2, '0')}-${screen}-${name}.png`),
        fullPage: true,
      });
    };
    const heading = `Geyser repair in Jaipur, checked on a ${screen}`;
    const alt = `Our technician fitting a geyser (${screen})`;

    // Sign in: the address the backend printed, with its key.
    await repo.serveEditor(page, { keyKept: false });
    await page.goto(`${EDITOR_ORIGIN}/#backend-key=${repo.backendKey}`);
    await expect(page.locator('[data-editor-usable]')).toBeVisible();
    expect(page.url()).not.toContain(repo.backendKey);
    await shot('pages');

    // Find the geyser page.
    await (await reach(page, page.getByLabel('Find a page'))).fill('geyser');
    await expect(page.getByRole('link', { name: /AC Repair/ })).toHaveCount(0);
    await press(page, page.getByRole('link', { name: /Geyser/ }));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Geyser');
    await shot('page-opened');

    // Change a text and the photo; the preview on the part's own origin follows.
    await (await reach(page, page.getByLabel('Page heading'))).fill(heading);
    const photo = await sharp({
      create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    await reach(page, page.getByText('Change the photo'));
    await page.getByLabel('Change the photo').setInputFiles({
      name: 'IMG_2041.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect(page.getByRole('img', { name: 'Your choice, not saved yet' })).toBeVisible();
    await (await reach(page, page.getByLabel('Picture: description'))).fill(alt);
    const preview = page.frameLocator('iframe[title^="Preview of"]');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(heading);
    await shot('changed');

    // Save: a draft, checked with the whole site; the panel says where it stands.
    await press(page, page.getByRole('button', { name: 'Save' }));
    await expect(page.getByRole('status')).toContainText('Saved as a draft');
    await expectChange(page, /Preparing the preview|Checking the whole site/);
    await shot('saved');
    await expectChange(page, 'Ready to publish', 240_000);
    await shot('ready');

    // The preview of the whole site with the change.
    const previewPage = await tabOpenedBy(page, 'Open the preview');
    await expect(previewPage.getByRole('heading', { level: 1 })).toHaveText(heading);
    await shot('preview', previewPage);
    await previewPage.close();

    // Publish, and see it on the live site.
    await press(page, page.getByRole('button', { name: 'Publish' }));
    await expectChange(page, 'Published: your change is live', 120_000);
    await shot('published');
    const livePage = await tabOpenedBy(page, 'See it on your website');
    await expect(livePage.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(livePage.getByRole('img', { name: alt })).toBeVisible();
    await shot('live', livePage);
    await livePage.close();
    const changed = repo.lastChange().sort();
    expect(changed).toHaveLength(2);
    expect(changed[0]).toMatch(/^apps\/mf-services\/content\/images\/geyser-\d{8}-\d{6}\.jpg$/);
    expect(changed[1]).toBe('apps/mf-services/content/services/geyser.json');

    // The numbers: this week's visits and calls.
    await press(page, page.getByRole('link', { name: '‹ All pages' }));
    await expect(page.locator('[data-editor-usable]')).toBeVisible();
    await press(page, page.getByRole('link', { name: "Your website's numbers" }));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('14', { exact: false }).first()).toBeVisible();
    await shot('numbers');
    await context.close();
  });
}
