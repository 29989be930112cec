import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { COMPOSED_SHELL_FILES } from '../../release/site/site-layout.mjs';
import { jsonLdOf, jsonLdTelephone } from '../support/composed-html';
import { composition, shiftedPort } from '../support/composition';
import { OwnerRepository } from '../support/owner-repository';
import { folderDeployment, type TestDeployment } from '../support/test-deployments';

// The owner's path, end to end: edit in the editor (Decap CMS, on an origin of its own,
// saving through its local Git backend into a scratch repository, one commit per save),
// then `release:changed` on that commit releases the one part that owns the file, and the
// live pages show the change.

const SHELL_PORT = 5200;
/** The editor's own origin, beside the private site's shell (5204 beside 5200). */
const EDITOR_ORIGIN = `http://localhost:${shiftedPort(composition.admin.port, SHELL_PORT)}`;
const repo = new OwnerRepository('owner-repository', 5290, EDITOR_ORIGIN);
let deployment: TestDeployment;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  deployment = folderDeployment('owner', SHELL_PORT);
  await Promise.all([deployment.start(), repo.create()]);
});

test.afterAll(async () => {
  await deployment?.stop();
  await repo.remove();
});

/** Opens an entry of the editor, signed in to the local backend. */
async function openEditor(page: Page, entry: string) {
  await repo.serveEditor(page);
  await page.goto(`${EDITOR_ORIGIN}/#/collections/${entry}`);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** What Decap keeps of the signed-in owner (with a Git host's token) in its origin's storage. */
const signedInUser = () => localStorage.getItem('decap-cms-user');

/** Saves the entry: in the simple workflow, "Publish now" writes and commits it. */
async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** Every file of the deployment an app's release owns, with its fingerprint. */
async function releasedFilesOf(app: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const add = async (folder: string, keep: (file: string) => boolean = () => true) => {
    for (const [file, print] of await deployment.storage.list(folder)) {
      if (keep(file)) files.set(`${folder}/${file}`, print);
    }
  };
  await add('history', (file) => file === `${app}.json`);
  await add(`renderers/${app}`);
  // The shell's own files; its pages and remotes.json are the composition's, rewritten by every release.
  if (app === 'shell') {
    await add('shell', (file) => !COMPOSED_SHELL_FILES.has(file) && !file.startsWith('_routes/'));
  } else await add(app);
  return files;
}

function releaseChanged() {
  return deployment.run('release/cli/release-changed.mjs', ['HEAD~1..HEAD', '--repo', repo.dir]);
}

test("the editor's sign-in stays on its own origin: no script of the public site can read it", async ({
  page,
  context,
}) => {
  await repo.serveEditor(page);
  // The owner's bookmark of /admin on the site leads to the editor's own origin.
  await page.goto(`${deployment.origin}/admin`);
  expect(new URL(page.url()).origin).toBe(EDITOR_ORIGIN);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.evaluate(signedInUser)).not.toBeNull();

  // Any script of any part of the public site (or one injected into it) finds nothing.
  const site = await context.newPage();
  await site.goto(`${deployment.origin}/services`);
  await expect(site.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  expect(await site.evaluate(signedInUser)).toBeNull();
  expect(await site.evaluate(() => Object.keys(localStorage))).not.toContain('decap-cms-user');
  // …while the editor, on its origin, still has it.
  expect(await page.evaluate(signedInUser)).not.toBeNull();
});

test('an edit of the AC page goes live through mf-services alone, with and without JavaScript', async ({
  page,
  browser,
}) => {
  const intro =
    'Summer 2027: our AC technicians now carry spare gas cylinders for every common refrigerant, so most refills are done in one visit.';
  const bullet = 'Not cooling at all: gas leak test and refill in the same visit';
  const hindiIntro =
    'गर्मी 2027: हमारे AC टेक्नीशियन अब हर आम गैस का सिलेंडर साथ रखते हैं, इसलिए ज़्यादातर गैस एक ही विज़िट में भर जाती है।';
  const before = repo.commits().length;

  await openEditor(page, 'services/entries/ac');
  // English on the left, Hindi on the right: each text has a field per language.
  await expect(page.getByLabel('Introduction', { exact: true })).toHaveCount(2);
  await page.getByLabel('Introduction', { exact: true }).first().fill(intro);
  await page.getByLabel('Bullet', { exact: true }).first().fill(bullet);
  // …and the Hindi beside it, in the same save.
  await page.getByLabel('Introduction', { exact: true }).nth(1).fill(hindiIntro);
  // The preview draws the page with the site's own components and styles (the right
  // pane shows the Hindi fields until the owner switches it to the preview).
  await page.getByTitle('Toggle preview').click();
  await expect(page.frameLocator('#preview-pane').getByText(intro)).toBeVisible();
  await publish(page);
  await expect.poll(() => repo.commits().length).toBe(before + 1);
  expect(repo.lastChange()).toEqual(['mf-services/content/services/ac.json']);
  // The file as the editor wrote it passes the project's own checks (npm run lint).
  expect(repo.lint('mf-services/content/services/ac.json')).toBe(0);
  const saved = repo.readJson('mf-services/content/services/ac.json') as Record<
    'en' | 'hi',
    { intro: string }
  >;
  expect([saved.en.intro, saved.hi.intro]).toEqual([intro, hindiIntro]);

  const others = ['shell', 'mf-marketing', 'mf-contact'];
  const untouched = await Promise.all(others.map(releasedFilesOf));
  const released = releaseChanged();
  expect(released.status, released.output).toBe(0);
  expect(released.output).toContain('releasing mf-services\n');

  for (const [index, app] of others.entries()) {
    expect(await releasedFilesOf(app), `${app} is byte-identical`).toEqual(untouched[index]);
  }

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${deployment.origin}/service/ac`);
  await expect(plain.getByText(intro)).toBeVisible();
  await expect(plain.getByRole('listitem').filter({ hasText: bullet })).toBeVisible();
  await plain.goto(`${deployment.origin}/hi/service/ac`);
  await expect(plain.getByText(hindiIntro)).toBeVisible();
  await noScript.close();

  await page.goto(`${deployment.origin}/service/ac`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  await expect(page.getByText(intro)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: bullet })).toBeVisible();
});

test('a new phone number goes live through the shell alone, on every page', async ({
  page,
  request,
}) => {
  const before = repo.commits().length;
  await openEditor(page, 'business/entries/business');
  await page.getByLabel('Phone', { exact: true }).first().fill('+91 98123 45678');
  await publish(page);
  await expect.poll(() => repo.commits().length).toBe(before + 1);
  expect(repo.lastChange()).toEqual(['shell/content/business.json']);

  const remotes = ['mf-marketing', 'mf-services', 'mf-contact'];
  const untouched = await Promise.all(remotes.map(releasedFilesOf));
  const released = releaseChanged();
  expect(released.status, released.output).toBe(0);
  expect(released.output).toContain('releasing shell\n');
  for (const [index, app] of remotes.entries()) {
    expect(await releasedFilesOf(app), `${app} is byte-identical`).toEqual(untouched[index]);
  }

  const sitemap = await (await request.get(`${deployment.origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  // Every page, in English and in Hindi: the number is a fact, the same in both.
  expect(paths).toHaveLength(30);
  const withStructuredData: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(`${deployment.origin}${path}`)).text();
    expect(html, path).toContain('href="tel:+919812345678"');
    expect(html, path).not.toContain('tel:+919876543210');
    const items = jsonLdOf(html);
    if (items.length) withStructuredData.push(path);
    for (const item of items) expect(jsonLdTelephone(item), path).toBe('+919812345678');
  }
  expect(withStructuredData).toEqual(
    expect.arrayContaining([
      '/',
      '/contact',
      '/service/ac',
      '/hi',
      '/hi/contact',
      '/hi/service/ac',
    ]),
  );
});

test('a photo the owner uploads is served as AVIF and WebP at the drawn size, inlined in the first screen', async ({
  page,
  browser,
  request,
}) => {
  // A phone camera's photo: large, JPEG.
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const before = repo.commits().length;
  await openEditor(page, 'services/entries/ac');
  await page.getByRole('button', { name: 'Choose different image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'ac-technician.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page
    .getByLabel('Picture: description', { exact: true })
    .first()
    .fill('Our technician at an AC');
  await publish(page);
  await expect.poll(() => repo.commits().length).toBe(before + 1);
  expect(repo.lastChange().sort()).toEqual([
    'mf-services/content/images/ac-technician.jpg',
    'mf-services/content/services/ac.json',
  ]);

  const released = releaseChanged();
  expect(released.status, released.output).toBe(0);
  expect(released.output).toContain('releasing mf-services\n');

  // Without JavaScript the first screen's photo is in the HTML: no request for it.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const images: string[] = [];
  plain.on('request', (sent) => {
    if (sent.resourceType() === 'image') images.push(sent.url());
  });
  await plain.goto(`${deployment.origin}/service/ac`);
  const hero = plain.getByRole('img', { name: 'Our technician at an AC' });
  await expect(hero).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await expect(hero).toHaveAttribute('width', '400');
  await expect(hero).toHaveAttribute('height', '300');
  expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  expect(images).toEqual([]);
  await noScript.close();

  // Once the app has hydrated the first screen, its photo offers WebP at 1× and 2×: the
  // browser picks one (a photo lower down is a <picture> with AVIF too: shared-ui's test).
  await page.goto(`${deployment.origin}/services`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  const card = page.getByAltText('Our technician at an AC');
  await expect(card).toHaveAttribute('srcset', /^\S+ 400w, \S+ 800w$/);
  const webp = (await card.getAttribute('srcset'))?.split(' ')[0] ?? '';
  const served = await request.get(new URL(webp, deployment.origin).href);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await served.body()).metadata()).width).toBe(400);
  // The release serves the AVIF beside it, at both sizes.
  const avifs = [...(await deployment.storage.list('mf-services')).keys()].filter((file) =>
    /ac-technician.*\.avif$/.test(file),
  );
  expect(avifs).toHaveLength(2);
});

test('an empty service name is refused by the editor and by the release, and so is a missing translation', async ({
  page,
}) => {
  const before = repo.commits();
  await openEditor(page, 'services/entries/fridge');
  const name = page.getByLabel('Service name', { exact: true }).first();
  const englishName = await name.inputValue();

  // Decap checks only English; the editor checks every language before it saves.
  await page.getByLabel('Service name', { exact: true }).nth(1).fill('');
  await publish(page);
  await expect(page.getByText(/Not saved\. Please fix: hi\.name/)).toBeVisible();
  expect(repo.commits()).toEqual(before);
  await name.fill(englishName);

  await name.fill('');
  await publish(page);
  await expect(page.getByText('Service name is required.')).toBeVisible();

  await name.fill('   ');
  await publish(page);
  await expect(
    page.getByText(/Service name cannot be empty or longer than 40 characters/),
  ).toBeVisible();
  expect(repo.commits()).toEqual(before);

  // Past the editor (a hand edit, a bad merge), the release refuses it with the same rule.
  const file = 'mf-services/content/services/fridge.json';
  const fridge = repo.readJson(file) as Record<'en' | 'hi', Record<string, unknown>>;
  await expectRefusedAtRelease(
    file,
    { ...fridge, en: { ...fridge.en, name: '' } },
    `release refused: the content is not valid:\n  ${file}: en.name: Service name cannot be empty`,
  );
  // A page whose Hindi lacks a text does not go live either: the release names the key.
  const { intro: _dropped, ...hindiWithoutIntro } = fridge.hi;
  await expectRefusedAtRelease(
    file,
    { ...fridge, hi: hindiWithoutIntro },
    `${file}: hi.intro: no Hindi translation (Introduction is missing)`,
  );
});

/**
 * Commits `content` as `file` by hand, past the editor, and expects `release:changed` to
 * refuse it with `message`, the live release untouched; then the owner reverts it.
 */
async function expectRefusedAtRelease(file: string, content: object, message: string) {
  const live = await deployment.storage.read('history/mf-services.json');
  repo.commitJson(file, content, 'A hand edit');
  const refused = releaseChanged();
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(message);
  expect(await deployment.storage.read('history/mf-services.json')).toEqual(live);
  repo.git('revert', '--no-edit', 'HEAD');
}
