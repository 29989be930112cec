import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { BACKEND_KEY_STORAGE } from '../../admin/src/config/backend-key';
import { COMPOSED_SHELL_FILES } from '../../deployment/index.mjs';
import business from '../../shell/content/business.json' with { type: 'json' };
import { jsonLdOf, jsonLdTelephone } from '../support/composed-html';
import { composition, shiftedPort } from '../support/composition';
import { OwnerRepository } from '../support/owner-repository';
import { folderDeployment, type TestDeployment } from '../support/test-deployments';
import { en, enquiryChoices, service } from '../support/words';

// The owner's path, end to end: edit in the editor (Decap CMS, on an origin of its own,
// saving through its local Git backend into a scratch repository). A save is a draft, a
// branch: the backend releases it as a preview of the part it touches, composed with the
// live parts, and smoke-tests it; "View Preview" opens it; publishing promotes exactly
// that release and merges the draft. The live site does not change before.

const SHELL_PORT = 5200;
/** The editor's own origin, beside the private site's shell (5204 beside 5200). */
const EDITOR_ORIGIN = `http://localhost:${shiftedPort(composition.admin.port, SHELL_PORT)}`;
/** mf-services' origin on the private site: its live release draws the preview while typing. */
const SERVICES_ORIGIN = `http://localhost:${shiftedPort(composition.remotes.mf_services.port, SHELL_PORT)}`;
/** Decap, the full editor: the editor's first page is the phone-first one (admin/src/phone/). */
const FULL_EDITOR = '/full-editor.html';
const repo = new OwnerRepository('owner-repository', 5290, EDITOR_ORIGIN);
let deployment: TestDeployment;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  deployment = folderDeployment('owner', SHELL_PORT);
  await deployment.start();
  await repo.create(deployment.releaseOptions);
});

test.afterAll(async () => {
  // The repository's backend is stopped whatever stopping the site says: left running, it
  // would answer the next run's editor on its port with another key.
  try {
    await deployment?.stop();
  } finally {
    await repo.remove();
  }
});

/** Opens an entry of the editor, signed in to the local backend. */
async function openEditor(page: Page, entry: string) {
  await repo.serveEditor(page);
  await page.goto(`${EDITOR_ORIGIN}${FULL_EDITOR}#/collections/${entry}`);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Decap's own words, which the owner never reads on the screens they use: the owner's
 * are there instead (admin/src/owner-words/).
 */
const TOOL_WORDS = [
  'Editorial Workflow',
  'New Post',
  'Check for Preview',
  '＋',
  'Quick add',
  'Login',
  'Collections',
  'Contents',
  'Entry saved',
  'Failed to',
  'API_ERROR',
  'Writing in',
  'Entries',
  'this entry',
  'Loading entry',
  'Delete unpublished',
];

/** The tool's words on the screen the owner looks at, if any. */
const toolWordsOn = async (page: Page) => {
  const text = await page.locator('body').innerText();
  return TOOL_WORDS.filter((words) => text.includes(words));
};

/**
 * With OWNER_SCREENS=<folder>, the screen the owner sees at a step, at a phone's width and
 * a desktop's, to look at (the editor's screens change with Decap and with its words).
 */
async function snap(page: Page, step: string) {
  const folder = process.env.OWNER_SCREENS;
  if (!folder) return;
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.screenshot({ path: `${folder}/${step}-${width}.png` });
  }
  await page.setViewportSize(size);
}

/** Where the editor says the open draft stands (admin/src/drafts/draft-status.tsx). */
const draftStatus = (page: Page) => page.getByRole('complementary', { name: 'Your change' });

/** What Decap keeps of the signed-in owner (with a Git host's token) in its origin's storage. */
const signedInUser = () => localStorage.getItem('decap-cms-user');

/** Saves the entry as a draft: Decap's editorial workflow commits it to the draft's branch. */
async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Status: Draft/ })).toBeVisible();
}

/** Marks the draft ready and publishes it, saying yes to Decap's "are you sure". */
async function publishDraft(page: Page) {
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/**
 * The draft's preview, once the editor offers it ("View Preview", which Decap asks the
 * backend for every 5 s): its release id (the first label of its host) and address.
 */
async function previewOf(page: Page): Promise<{ id: string; url: URL }> {
  const link = page.getByRole('link', { name: 'View Preview' });
  await expect(link).toBeVisible({ timeout: 150_000 });
  const url = new URL((await link.getAttribute('href')) ?? '');
  return { id: url.hostname.split('.')[0] ?? '', url };
}

/** The result of the smoke run the backend started on a preview, once it has ended. */
async function smokeRunOf(id: string): Promise<string> {
  let result: string | undefined;
  await expect
    .poll(
      async () => {
        const ledger = await deployment.storage.readLedger();
        result = ledger.findLast((entry) => entry.action === 'smoke' && entry.id === id)?.result;
        return result;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBeDefined();
  return result ?? '';
}

/** The release of `app` the site serves. */
const liveRelease = async (app: string) =>
  JSON.parse((await deployment.storage.read(`history/${app}.json`))?.toString('utf8') ?? '{}')
    .current as string;

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

/**
 * Publishes the draft open in `page` once its smoke run has passed, and expects its
 * previewed release to be what goes live: the same id, with the other parts untouched.
 */
async function publishPreviewed(page: Page, app: string, id: string) {
  const others = ['shell', 'mf-marketing', 'mf-services', 'mf-contact'].filter(
    (other) => other !== app,
  );
  const untouched = await Promise.all(others.map(releasedFilesOf));
  expect(await smokeRunOf(id)).toBe('passed');
  const before = repo.commits().length;
  await publishDraft(page);
  await expect.poll(() => repo.drafts(), { timeout: 60_000 }).toEqual([]);
  expect(repo.commits().length).toBeGreaterThan(before);
  expect(await liveRelease(app)).toBe(id);
  const ledger = await deployment.storage.readLedger();
  expect(ledger.findLast((entry) => entry.action === 'promote')).toMatchObject({
    app,
    id,
    result: 'done',
  });
  for (const [index, other] of others.entries()) {
    expect(await releasedFilesOf(other), `${other} is byte-identical`).toEqual(untouched[index]);
  }
}

test("the editor's sign-in stays on its own origin: no script of the public site can read it", async ({
  page,
  context,
}) => {
  await repo.serveEditor(page);
  // The owner's bookmark of /admin on the site leads to the editor's own origin.
  await page.goto(`${deployment.origin}/admin`);
  expect(new URL(page.url()).origin).toBe(EDITOR_ORIGIN);
  await expect(page.getByRole('link', { name: 'AC Repair & Service' })).toBeVisible();
  await page.getByRole('link', { name: /Every other page and setting/ }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.evaluate(signedInUser)).not.toBeNull();

  // Any script of any part of the public site (or one injected into it) finds nothing.
  const site = await context.newPage();
  await site.goto(`${deployment.origin}/services`);
  await expect(site.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  expect(await site.evaluate(signedInUser)).toBeNull();
  expect(await site.evaluate(() => Object.keys(localStorage))).not.toContain('decap-cms-user');
  expect(await site.evaluate(() => Object.keys(localStorage))).not.toContain(BACKEND_KEY_STORAGE);
  // …while the editor, on its origin, still has it.
  expect(await page.evaluate(signedInUser)).not.toBeNull();
});

test('the editor opens from the address its backend printed, and not without it', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const stranger = await context.newPage();
  await repo.serveEditor(stranger, { keyKept: false });
  await stranger.goto(`${EDITOR_ORIGIN}/`);
  await expect(stranger.getByRole('heading', { name: 'The editor needs its key' })).toBeVisible();
  // The owner opens the address, in a new tab as from the terminal: the editor starts, and
  // the key leaves the address bar (and so the history and a bookmark).
  const owner = await context.newPage();
  await repo.serveEditor(owner, { keyKept: false });
  await owner.goto(`${EDITOR_ORIGIN}/#backend-key=${repo.backendKey}`);
  // The phone-first page opens with the owner's pages; the full editor, from it, signs in.
  await expect(owner.getByRole('link', { name: 'AC Repair & Service' })).toBeVisible();
  expect(owner.url()).not.toContain(repo.backendKey);
  await owner.getByRole('link', { name: /Every other page and setting/ }).click();
  await expect(owner.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The sign-in page shows the business's name and mark, in the owner's words.
  const logo = await owner.getByRole('img', { name: 'Logo' }).getAttribute('src');
  expect(decodeURIComponent(logo ?? '')).toContain(`>${business.en.businessName}</text>`);
  await snap(owner, '1-sign-in');
  expect(await toolWordsOn(owner)).toEqual([]);
  // Signed in, the owner lands on the site's content, not on a "Not Found".
  await owner.getByRole('button', { name: 'Sign in' }).click();
  await expect(owner).toHaveURL(/#\/collections\//);
  await expect(owner.getByText('Not Found', { exact: true })).toHaveCount(0);
  await context.close();
});

test('a draft of the AC page is previewed on the whole site in both languages, smoke-tested, and publishing makes that release live', async ({
  page,
  browser,
}) => {
  const intro =
    'Summer 2027: our AC technicians now carry spare gas cylinders for every common refrigerant, so most refills are done in one visit.';
  const bullet = 'Not cooling at all: gas leak test and refill in the same visit';
  const hindiIntro =
    'गर्मी 2027: हमारे AC टेक्नीशियन अब हर आम गैस का सिलेंडर साथ रखते हैं, इसलिए ज़्यादातर गैस एक ही विज़िट में भर जाती है।';
  const live = await liveRelease('mf-services');

  await openEditor(page, 'services/entries/ac');
  // English on the left, Hindi on the right: each text has a field per language.
  await expect(page.getByLabel('Introduction', { exact: true })).toHaveCount(2);
  await page.getByLabel('Introduction', { exact: true }).first().fill(intro);
  await page.getByLabel('Bullet', { exact: true }).first().fill(bullet);
  // …and the Hindi beside it, in the same save.
  await page.getByLabel('Introduction', { exact: true }).nth(1).fill(hindiIntro);
  // The editor's own preview draws the page with the site's own components and styles (the
  // right pane shows the Hindi fields until the owner switches it to the preview).
  await page.getByTitle('Toggle preview').click();
  // It is drawn by mf-services' own preview page, in a sandboxed frame on mf-services'
  // origin (never the editor's), sent the entry at each keystroke.
  const drawn = page
    .frameLocator('#preview-pane')
    .frameLocator('iframe[title="The service page, as you are writing it"]');
  await expect(drawn.getByText(intro)).toBeVisible();
  await expect(
    page.frameLocator('#preview-pane').locator('iframe[sandbox="allow-scripts allow-same-origin"]'),
  ).toHaveAttribute(
    'src',
    new RegExp(`^${SERVICES_ORIGIN}/releases/${live}/owner-preview\\.html$`),
  );
  await saveDraft(page);
  expect(repo.drafts()).toEqual(['cms/services/ac']);
  // The editor says where the draft stands, by itself, until it can be published; asked
  // to publish before, it says how long to wait, never "Failed".
  await expect(draftStatus(page)).toContainText(/Preparing the preview|Checking the whole site/);
  await snap(page, '2-saved');
  await publishDraft(page);
  await expect(
    page
      .locator('.Toastify__toast')
      .filter({ hasText: /^Not yet: .*\(about \d+ (?:seconds?|minutes?) more\)/ }),
  ).toBeVisible();
  await snap(page, '3-not-yet');
  expect(await toolWordsOn(page)).toEqual([]);
  expect(await liveRelease('mf-services')).toBe(live);
  await expect(draftStatus(page)).toContainText('Ready to publish', { timeout: 150_000 });
  // …and so does the board, for every draft, in the owner's words.
  await page.goto(`${EDITOR_ORIGIN}${FULL_EDITOR}#/workflow`);
  await expect(page.getByRole('heading', { name: 'Changes waiting to go live' })).toBeVisible();
  await expect(page.getByText('Ready to publish').first()).toBeVisible();
  const board = page.getByRole('complementary', { name: 'Your changes' });
  await expect(board).toContainText('Each service: ac');
  await expect(board).toContainText('Ready to publish');
  await snap(page, '4-board');
  expect(await toolWordsOn(page)).toEqual([]);
  await page.goto(`${EDITOR_ORIGIN}${FULL_EDITOR}#/collections/services/entries/ac`);
  await expect(draftStatus(page)).toContainText('Ready to publish');
  await expect(page.getByLabel('Introduction', { exact: true }).first()).toBeVisible();
  await snap(page, '5-ready');
  expect(await toolWordsOn(page)).toEqual([]);
  // The file as the editor wrote it passes the project's own checks (npm run lint).
  repo.git('checkout', '--quiet', 'cms/services/ac');
  try {
    expect(repo.lint('mf-services/content/services/ac.json')).toBe(0);
  } finally {
    repo.git('checkout', '--quiet', 'main');
  }

  // "View Preview" opens the page on a preview of the whole site: the draft's mf-services
  // with the live shell and other parts, in either language. The live site is unchanged.
  const preview = await previewOf(page);
  expect(preview.url.pathname).toBe('/service/ac');
  // The editor's own preview links to the page on it, in the language it draws.
  await expect(
    page.frameLocator('#preview-pane').getByRole('link', { name: /preview of the whole site/ }),
  ).toHaveAttribute('href', preview.url.href);
  const visitor = await browser.newPage();
  await visitor.goto(preview.url.href);
  await expect(visitor.getByText(intro)).toBeVisible();
  await expect(visitor.getByRole('listitem').filter({ hasText: bullet })).toBeVisible();
  // Every page of the preview says it is one, links to the live page, and is not indexed.
  const banner = visitor.getByRole('complementary', { name: 'Preview' });
  await expect(banner).toHaveText(/A preview of your change: not live yet\./);
  await expect(banner.getByRole('link', { name: 'See the live page' })).toHaveAttribute(
    'href',
    `${deployment.origin}/service/ac`,
  );
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await snap(visitor, '6-preview');
  await visitor.goto(new URL('/hi/service/ac', preview.url).href);
  await expect(visitor.getByText(hindiIntro)).toBeVisible();
  const hindiBanner = visitor.getByRole('complementary', { name: 'पूर्वावलोकन' });
  await expect(hindiBanner).toHaveText(/आपके बदलाव का पूर्वावलोकन: अभी लाइव नहीं है।/);
  await expect(hindiBanner.getByRole('link', { name: 'लाइव पेज देखें' })).toHaveAttribute(
    'href',
    `${deployment.origin}/hi/service/ac`,
  );
  await visitor.goto(`${deployment.origin}/service/ac`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(intro)).toHaveCount(0);
  // The live site has no banner, and may be indexed.
  await expect(visitor.locator('.jac-preview-banner')).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await liveRelease('mf-services')).toBe(live);

  // Published with no refusal; the editor says so once the page is live (a notice that
  // stays 4 s: watched for from the start, while the release is checked below).
  const saidLive = page
    .getByText('Published: your change is live on the site.')
    .waitFor({ timeout: 60_000 })
    .then(
      () => true,
      () => false,
    );
  await publishPreviewed(page, 'mf-services', preview.id);
  expect(await saidLive).toBe(true);
  // No draft is left to speak of, and the page links to itself on the live site.
  await expect(draftStatus(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See it on the live site' })).toHaveAttribute(
    'href',
    `${deployment.origin}/service/ac`,
  );
  await snap(page, '7-published');
  expect(await toolWordsOn(page)).toEqual([]);
  await expect(page.getByText(/Not yet|Cannot be published/)).toHaveCount(0);
  expect(repo.lastChange()).toEqual(['mf-services/content/services/ac.json']);
  const saved = repo.readJson('mf-services/content/services/ac.json') as Record<
    'en' | 'hi',
    { intro: string }
  >;
  expect([saved.en.intro, saved.hi.intro]).toEqual([intro, hindiIntro]);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${deployment.origin}/service/ac`);
  await expect(plain.getByText(intro)).toBeVisible();
  await expect(plain.getByRole('listitem').filter({ hasText: bullet })).toBeVisible();
  await plain.goto(`${deployment.origin}/hi/service/ac`);
  await expect(plain.getByText(hindiIntro)).toBeVisible();
  await noScript.close();

  await visitor.goto(`${deployment.origin}/service/ac`);
  await expect(visitor.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  await expect(visitor.getByText(intro)).toBeVisible();
});

test('a new phone number goes live through the shell alone, on every page', async ({
  page,
  request,
}) => {
  await openEditor(page, 'business/entries/business');
  await page.getByLabel('Phone', { exact: true }).first().fill('+91 98123 45678');
  await saveDraft(page);
  const { id } = await previewOf(page);
  await publishPreviewed(page, 'shell', id);
  expect(repo.lastChange()).toEqual(['shell/content/business.json']);

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
  await saveDraft(page);
  const { id } = await previewOf(page);
  await publishPreviewed(page, 'mf-services', id);
  expect(repo.lastChange().sort()).toEqual([
    'mf-services/content/images/ac-technician.jpg',
    'mf-services/content/services/ac.json',
  ]);

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
  const hindiName = page.getByLabel('Service name', { exact: true }).nth(1);
  const hindi = await hindiName.inputValue();

  // Decap checks only English; the editor checks every language before it saves.
  await hindiName.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Not saved\. Please fix: hi\.name/)).toBeVisible();
  expect(repo.commits()).toEqual(before);
  expect(repo.drafts()).toEqual([]);
  await hindiName.fill(hindi);

  await name.fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Service name is required.')).toBeVisible();

  await name.fill('   ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Under the field, by Decap, from the part's schema (the refusal above may still show).
  await expect(
    page.getByRole('listitem').filter({
      hasText: /Service name cannot be empty or longer than 40 characters/,
    }),
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

test('a service the owner adds in the editor is a page in both languages, a card, a footer entry and a choice of the form', async ({
  page,
  browser,
  request,
}) => {
  const name = 'Inverter & Battery Service';
  const hindiName = 'इन्वर्टर और बैटरी सर्विस';
  // Its line on the enquiry form, in each language: the English one is what the e-mail says.
  const choice = 'Inverter & Battery Servicing';
  const hindiChoice = 'इन्वर्टर और बैटरी सर्विसिंग';
  // Decap says an optional field is one after its label.
  const choiceLabel = 'Choice on the enquiry form (optional)';
  // The list of services, in the owner's words: no two collections read alike, and the
  // button for a new one draws without a symbol font.
  await openEditor(page, 'services');
  await expect(page.getByRole('link', { name: 'Add a service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Each service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'List of all services' })).toBeVisible();
  await snap(page, '0-collection');
  expect(await toolWordsOn(page)).toEqual([]);
  await page.goto(`${EDITOR_ORIGIN}${FULL_EDITOR}#/collections/services/entries/geyser`);
  // A new service begins as a copy of one the owner knows, in both languages.
  await page.getByRole('button', { name: 'Live', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  const field = (label: string, index: number) =>
    page.getByLabel(label, { exact: true }).nth(index);
  // The copy's form, filled from the geyser page, before any field is typed into.
  await expect(page).toHaveURL(/\/collections\/services\/new/);
  await expect(field('Service name', 1)).toHaveValue(service('geyser', 'hi').name);
  await expect(field(choiceLabel, 0)).toHaveValue(service('geyser', 'en').enquiryChoice ?? '');
  const typed: Array<[label: string, index: number, value: string]> = [
    ['Service name', 0, name],
    ['Service name', 1, hindiName],
    ['Appliance', 0, 'inverter'],
    ['Appliance', 1, 'इन्वर्टर'],
    ['Page heading', 0, 'Inverter & Battery Service in Jaipur'],
    ['Page heading', 1, 'जयपुर में इन्वर्टर और बैटरी सर्विस'],
    ['Introduction', 0, 'We service home inverters and replace their batteries.'],
    ['Introduction', 1, 'हम घर के इन्वर्टर की सर्विस करते हैं और बैटरी बदलते हैं।'],
    ['Position in the list', 0, '10'],
    [choiceLabel, 0, choice],
    [choiceLabel, 1, hindiChoice],
  ];
  // Decap may still fill the copy's form from the geyser page as typing starts: type
  // again whatever it put back, until every field holds what the owner typed.
  await expect(async () => {
    for (const [label, index, value] of typed) {
      if ((await field(label, index).inputValue()) !== value) await field(label, index).fill(value);
    }
    for (const [label, index, value] of typed) {
      await expect(field(label, index)).toHaveValue(value, { timeout: 1_000 });
    }
  }).toPass({ timeout: 30_000 });
  await saveDraft(page);
  const [draft = ''] = repo.drafts();
  const slug = draft.replace('cms/services/', '');
  expect(slug).toMatch(/^inverter-/);
  // Decap asks for a page's preview when its editor opens on a page that exists: the
  // owner reopens the new draft (from Workflow, or by reloading).
  await page.reload();
  const { id } = await previewOf(page);
  await publishPreviewed(page, 'mf-services', id);

  // Its page in both languages, its card, and the footer's list, without JavaScript too.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${deployment.origin}/service/${slug}`);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText(
    'Inverter & Battery Service in Jaipur',
  );
  await plain.goto(`${deployment.origin}/hi/service/${slug}`);
  await expect(plain.getByRole('heading', { level: 1 })).toHaveText('जयपुर में इन्वर्टर और बैटरी सर्विस');
  await expect(plain.locator('footer')).toContainText(hindiName);
  await plain.goto(`${deployment.origin}/services`);
  await expect(plain.locator('main').getByRole('heading', { name })).toBeVisible();
  await expect(plain.locator('footer')).toContainText(name);
  await noScript.close();
  // The sitemap lists both pages; the page describes the service for search engines.
  const sitemap = await (await request.get(`${deployment.origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`/service/${slug}</loc>`);
  expect(sitemap).toContain(`/hi/service/${slug}</loc>`);
  const html = await (await request.get(`${deployment.origin}/service/${slug}`)).text();
  expect(JSON.stringify(jsonLdOf(html))).toContain(name);

  // Booked from its page: the form offers it by its choice, chosen, after the spec's eight,
  // and the e-mail names it as typed.
  const sent: string[] = [];
  await page.route('https://api.emailjs.com/**', async (route) => {
    sent.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
  });
  await page.goto(`${deployment.origin}/contact?service=${slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  const form = page.locator('form[data-enquiry-form]');
  await expect(form.locator('[name="service"]')).toHaveValue(choice);
  await expect(form.locator('[name="service"] option')).toHaveText([
    en.enquiry.form.chooseService,
    ...enquiryChoices('en').map((each) => each.text),
    choice,
  ]);
  await form.locator('[name="name"]').fill('Asha Verma');
  await form.locator('[name="email"]').fill('asha@example.com');
  await form.locator('[name="number"]').fill('+91 99887 76655');
  await form.locator('[name="message"]').fill('The inverter beeps all night.');
  await form.locator('button[type="submit"]').click();
  await expect(page.getByRole('dialog').locator('.swal2-icon.swal2-success')).toBeVisible();
  expect(JSON.parse(sent[0] ?? '{}').template_params.service).toBe(choice);
  // …and in Hindi, by its Hindi choice.
  await page.goto(`${deployment.origin}/hi/contact?service=${slug}`);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  await expect(page.locator('form[data-enquiry-form] [name="service"] option:checked')).toHaveText(
    hindiChoice,
  );
});

test('a draft whose preview fails the smoke run cannot be published, and the editor says why', async ({
  page,
}) => {
  const live = await liveRelease('mf-services');
  // A live part broken on the servers (its entry gone): any preview composed with it fails
  // its smoke run on /contact, whatever the draft changes.
  const contact = await liveRelease('mf-contact');
  const entry = `mf-contact/releases/${contact}/remoteEntry.js`;
  const entryFile = await deployment.storage.read(entry);
  expect(entryFile).not.toBeNull();
  await deployment.storage.remove([entry]);
  try {
    await openEditor(page, 'services/entries/fridge');
    await page
      .getByLabel('Tagline', { exact: true })
      .first()
      .fill('Fridges and deep freezers repaired at home, the same day.');
    await saveDraft(page);
    const { id } = await previewOf(page);
    expect(await smokeRunOf(id)).toBe('failed');
    await expect(draftStatus(page)).toContainText('Cannot be published', { timeout: 150_000 });
    await expect(draftStatus(page)).toContainText(/failed the site's automatic checks/);
    await publishDraft(page);
    // Refused in the owner's words alone: no "Failed to publish", no developer's prefix.
    await expect(
      page.locator('.Toastify__toast').filter({ hasText: /^This change was not published: / }),
    ).toBeVisible({ timeout: 30_000 });
    expect(await toolWordsOn(page)).toEqual([]);
    expect(repo.drafts()).toEqual(['cms/services/fridge']);
    expect(await liveRelease('mf-services')).toBe(live);
    const ledger = await deployment.storage.readLedger();
    expect(ledger.filter((entry) => entry.action === 'promote' && entry.id === id)).toEqual([]);
  } finally {
    await deployment.storage.write(entry, entryFile ?? '');
  }
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
