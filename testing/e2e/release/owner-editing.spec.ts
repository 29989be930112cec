import { expect, test } from '@playwright/test';
import { BACKEND_KEY_STORAGE } from '../../../apps/admin/src/config/backend-key';
import business from '../../../apps/shell/content/business.json' with { type: 'json' };
import {
  DecapOwnerSite,
  draftStatus,
  FULL_EDITOR,
  previewOf,
  publishDraft,
  saveDraft,
  signedInUser,
  snap,
  toolWordsOn,
} from '../../support/decap-owner-site';

// The owner's path in the full editor, end to end (testing/support/decap-owner-site.ts): the
// editor's sign-in and its address, a draft of a service page previewed on the whole site,
// smoke-tested and published, and a draft whose smoke run fails. The live site does not
// change before the owner publishes. What the owner's changes do: owner-editing-content.spec.ts.

const ownerSite = new DecapOwnerSite('owner', 5200, 5290);
ownerSite.useInTests();

test("the editor's sign-in stays on its own origin: no script of the public site can read it", async ({
  page,
  context,
}) => {
  await ownerSite.repo.serveEditor(page);
  // The owner's bookmark of /admin on the site leads to the editor's own origin.
  await page.goto(`${ownerSite.deployment.origin}/admin`);
  expect(new URL(page.url()).origin).toBe(ownerSite.editorOrigin);
  await expect(page.getByRole('link', { name: 'AC Repair & Service' })).toBeVisible();
  await page.getByRole('link', { name: /Every other page and setting/ }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => page.evaluate(signedInUser)).not.toBeNull();

  // Any script of any part of the public site (or one injected into it) finds nothing.
  const site = await context.newPage();
  await site.goto(`${ownerSite.deployment.origin}/services`);
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
  await ownerSite.repo.serveEditor(stranger, { keyKept: false });
  await stranger.goto(`${ownerSite.editorOrigin}/`);
  await expect(stranger.getByRole('heading', { name: 'The editor needs its key' })).toBeVisible();
  // The owner opens the address, in a new tab as from the terminal: the editor starts, and
  // the key leaves the address bar (and so the history and a bookmark).
  const owner = await context.newPage();
  await ownerSite.repo.serveEditor(owner, { keyKept: false });
  await owner.goto(`${ownerSite.editorOrigin}/#backend-key=${ownerSite.repo.backendKey}`);
  // The phone-first page opens with the owner's pages; the full editor, from it, signs in.
  await expect(owner.getByRole('link', { name: 'AC Repair & Service' })).toBeVisible();
  expect(owner.url()).not.toContain(ownerSite.repo.backendKey);
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
  const live = await ownerSite.liveRelease('mf-services');

  await ownerSite.openEditor(page, 'services/entries/ac');
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
    new RegExp(`^${ownerSite.servicesOrigin}/releases/${live}/owner-preview\\.html$`),
  );
  await saveDraft(page);
  expect(ownerSite.repo.drafts()).toEqual(['cms/services/ac']);
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
  expect(await ownerSite.liveRelease('mf-services')).toBe(live);
  await expect(draftStatus(page)).toContainText('Ready to publish', { timeout: 150_000 });
  // …and so does the board, for every draft, in the owner's words.
  await page.goto(`${ownerSite.editorOrigin}${FULL_EDITOR}#/workflow`);
  await expect(page.getByRole('heading', { name: 'Changes waiting to go live' })).toBeVisible();
  await expect(page.getByText('Ready to publish').first()).toBeVisible();
  const board = page.getByRole('complementary', { name: 'Your changes' });
  await expect(board).toContainText('Each service: ac');
  await expect(board).toContainText('Ready to publish');
  await snap(page, '4-board');
  expect(await toolWordsOn(page)).toEqual([]);
  await page.goto(`${ownerSite.editorOrigin}${FULL_EDITOR}#/collections/services/entries/ac`);
  await expect(draftStatus(page)).toContainText('Ready to publish');
  await expect(page.getByLabel('Introduction', { exact: true }).first()).toBeVisible();
  await snap(page, '5-ready');
  expect(await toolWordsOn(page)).toEqual([]);
  // The file as the editor wrote it passes the project's own checks (npm run lint).
  ownerSite.repo.git('checkout', '--quiet', 'cms/services/ac');
  try {
    expect(ownerSite.repo.lint('apps/mf-services/content/services/ac.json')).toBe(0);
  } finally {
    ownerSite.repo.git('checkout', '--quiet', 'main');
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
    `${ownerSite.deployment.origin}/service/ac`,
  );
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await snap(visitor, '6-preview');
  await visitor.goto(new URL('/hi/service/ac', preview.url).href);
  await expect(visitor.getByText(hindiIntro)).toBeVisible();
  const hindiBanner = visitor.getByRole('complementary', { name: 'पूर्वावलोकन' });
  await expect(hindiBanner).toHaveText(/आपके बदलाव का पूर्वावलोकन: अभी लाइव नहीं है।/);
  await expect(hindiBanner.getByRole('link', { name: 'लाइव पेज देखें' })).toHaveAttribute(
    'href',
    `${ownerSite.deployment.origin}/hi/service/ac`,
  );
  await visitor.goto(`${ownerSite.deployment.origin}/service/ac`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(intro)).toHaveCount(0);
  // The live site has no banner, and may be indexed.
  await expect(visitor.locator('.jac-preview-banner')).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await ownerSite.liveRelease('mf-services')).toBe(live);

  // Published with no refusal; the editor says so once the page is live (a notice that
  // stays 4 s: watched for from the start, while the release is checked below).
  const saidLive = page
    .getByText('Published: your change is live on the site.')
    .waitFor({ timeout: 60_000 })
    .then(
      () => true,
      () => false,
    );
  await ownerSite.publishPreviewed(page, 'mf-services', preview.id);
  expect(await saidLive).toBe(true);
  // No draft is left to speak of, and the page links to itself on the live site.
  await expect(draftStatus(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See it on the live site' })).toHaveAttribute(
    'href',
    `${ownerSite.deployment.origin}/service/ac`,
  );
  await snap(page, '7-published');
  expect(await toolWordsOn(page)).toEqual([]);
  await expect(page.getByText(/Not yet|Cannot be published/)).toHaveCount(0);
  expect(ownerSite.repo.lastChange()).toEqual(['apps/mf-services/content/services/ac.json']);
  const saved = ownerSite.repo.readJson('apps/mf-services/content/services/ac.json') as Record<
    'en' | 'hi',
    { intro: string }
  >;
  expect([saved.en.intro, saved.hi.intro]).toEqual([intro, hindiIntro]);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${ownerSite.deployment.origin}/service/ac`);
  await expect(plain.getByText(intro)).toBeVisible();
  await expect(plain.getByRole('listitem').filter({ hasText: bullet })).toBeVisible();
  await plain.goto(`${ownerSite.deployment.origin}/hi/service/ac`);
  await expect(plain.getByText(hindiIntro)).toBeVisible();
  await noScript.close();

  await visitor.goto(`${ownerSite.deployment.origin}/service/ac`);
  await expect(visitor.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  await expect(visitor.getByText(intro)).toBeVisible();
});

test('a draft whose preview fails the smoke run cannot be published, and the editor says why', async ({
  page,
}) => {
  const live = await ownerSite.liveRelease('mf-services');
  // A live part broken on the servers (its entry gone): any preview composed with it fails
  // its smoke run on /contact, whatever the draft changes.
  const contact = await ownerSite.liveRelease('mf-contact');
  const entry = `mf-contact/releases/${contact}/remoteEntry.js`;
  const entryFile = await ownerSite.deployment.storage.read(entry);
  expect(entryFile).not.toBeNull();
  await ownerSite.deployment.storage.remove([entry]);
  try {
    await ownerSite.openEditor(page, 'services/entries/fridge');
    await page
      .getByLabel('Tagline', { exact: true })
      .first()
      .fill('Fridges and deep freezers repaired at home, the same day.');
    await saveDraft(page);
    const { id } = await previewOf(page);
    expect(await ownerSite.smokeRunOf(id)).toBe('failed');
    await expect(draftStatus(page)).toContainText('Cannot be published', { timeout: 150_000 });
    await expect(draftStatus(page)).toContainText(/failed the site's automatic checks/);
    await publishDraft(page);
    // Refused in the owner's words alone: no "Failed to publish", no developer's prefix.
    await expect(
      page.locator('.Toastify__toast').filter({ hasText: /^This change was not published: / }),
    ).toBeVisible({ timeout: 30_000 });
    expect(await toolWordsOn(page)).toEqual([]);
    expect(ownerSite.repo.drafts()).toEqual(['cms/services/fridge']);
    expect(await ownerSite.liveRelease('mf-services')).toBe(live);
    const ledger = await ownerSite.deployment.storage.readLedger();
    expect(ledger.filter((entry) => entry.action === 'promote' && entry.id === id)).toEqual([]);
  } finally {
    await ownerSite.deployment.storage.write(entry, entryFile ?? '');
  }
});
