// @ts-check
// How long the owner waits, on this machine: from "Save" in the editor to "View Preview"
// (the draft built, released as a preview of its part and composed with the live others),
// to the editor saying "Ready to publish" (the smoke run passed), and from "Publish now"
// to the page live (the previewed release promoted) and to the editor saying so. A scratch Git repository of this checkout stands in for
// GitHub, and the editor's backend with --drafts (servers/editor/drafts/) for CI, as `npm start`
// runs it: what a CI runner adds on top is its queue and its `npm ci`.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { composition, localAdminOrigin, ROOT } from '../composition/composition.mjs';
import { folderStorage } from '../release/index.mjs';
import { formatTable, median } from './table.mjs';

const REPO = join(ROOT, '.fixture-bench-owner');

/** @param {string[]} args */
const git = (...args) => execFileSync('git', ['-C', REPO, ...args], { encoding: 'utf8' });

function createRepository() {
  rmSync(REPO, { recursive: true, force: true });
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && !/^(deploy|e2e|docs)\//.test(file));
  for (const file of files) {
    mkdirSync(dirname(join(REPO, file)), { recursive: true });
    cpSync(join(ROOT, file), join(REPO, file));
  }
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Bench Owner');
  git('config', 'user.email', 'owner@bench.test');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'The site as it is live');
}

const drafts = () => git('for-each-ref', 'refs/heads/cms/').trim();

/**
 * @param {() => boolean | Promise<boolean>} done
 * @param {string} what
 */
async function until(done, what, deadline = Date.now() + 180_000) {
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * @param {{ origin: string, site: string, shellPort: number, backendPort: number, runs: number, log: (line: string) => void }} options
 */
export async function measureSaveToLive({ origin, site, shellPort, backendPort, runs, log }) {
  createRepository();
  const draftsDir = `${REPO}-drafts`;
  rmSync(draftsDir, { recursive: true, force: true });
  // The editor, on its own origin beside the bench's shell, and the backend that answers it
  // alone; the previews server for the drafts' previews.
  const editorOrigin = localAdminOrigin(shellPort);
  // The backend answers only requests with its key, which the editor page learns once from
  // the address the backend prints (<editor>/#backend-key=…).
  const backendKey = randomBytes(32).toString('hex');
  const previewsPort = composition.previews.port - composition.shell.port + shellPort;
  const servers = [
    spawn(
      process.execPath,
      [
        join(ROOT, 'servers/editor/start.mjs'),
        ...['--mode', 'git', '--repo', REPO, '--port', String(backendPort)],
        ...['--origin', editorOrigin, '--drafts', draftsDir],
        ...['--site', site, '--shell-port', String(shellPort)],
      ],
      { stdio: 'ignore', env: { ...process.env, EDITOR_BACKEND_KEY: backendKey } },
    ),
    spawn(
      process.execPath,
      [join(ROOT, 'servers/previews/start.mjs'), site, String(previewsPort)],
      { stdio: 'ignore' },
    ),
  ];
  const backendOrigin = `http://127.0.0.1:${backendPort}`;
  const answers = () =>
    fetch(`${backendOrigin}/api/v1`, {
      method: 'POST',
      body: '{"action":"info"}',
      headers: {
        'Content-Type': 'application/json',
        Origin: editorOrigin,
        Authorization: `Bearer ${backendKey}`,
      },
    })
      .then((response) => response.ok)
      .catch(() => false);
  await until(answers, 'decap-server');
  const storage = folderStorage(site);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const samples = [];
  try {
    const page = await browser.newPage();
    page.on('dialog', (dialog) => dialog.accept());
    // The built editor saves to the local backend's origin, the one its CSP allows: the
    // bench's backend answers for it (as e2e/support/owner-repository.ts does).
    const localBackend = `http://localhost:${composition.editor.port}`;
    await page.route(`${localBackend}/**`, (route) =>
      route.continue({ url: route.request().url().replace(localBackend, backendOrigin) }),
    );
    const entry = `${editorOrigin}/#/collections/services/entries/ac`;
    await page.goto(`${editorOrigin}/#backend-key=${backendKey}`);
    await page.goto(entry);
    // Signed in once; the editor remembers it.
    await page.getByRole('button', { name: 'Sign in' }).click();
    for (let run = 1; run <= runs; run += 1) {
      const tagline = `Bench edit ${run}: same-day visits for split and window ACs.`;
      // A fresh load, so the form holds what the last publish merged.
      await page.goto('about:blank');
      await page.goto(entry);
      // The English field: the left pane (the right one holds the Hindi).
      await page.getByLabel('Tagline', { exact: true }).first().fill(tagline);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const saved = performance.now();
      const link = page.getByRole('link', { name: 'View Preview' });
      await link.waitFor({ timeout: 180_000 });
      const previewed = performance.now();
      const id = new URL((await link.getAttribute('href')) ?? '').hostname.split('.')[0];
      // Ready when the editor says so, beside the entry (admin/src/drafts/), as the owner reads it.
      await page
        .getByRole('complementary', { name: 'Your change' })
        .getByText(/^Ready to publish/)
        .waitFor({ timeout: 180_000 });
      const checked = performance.now();
      const smoke = (await storage.readLedger()).findLast(
        (each) => each.action === 'smoke' && each.id === id,
      );
      if (smoke?.result !== 'passed') throw new Error(`the smoke run of ${id} did not pass`);
      await page.getByRole('button', { name: /^Status: / }).click();
      await page.getByRole('menuitem', { name: 'Ready' }).click();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Publish now' }).click();
      const published = performance.now();
      // A request cut off while the release replaces the page only means: not yet.
      const showsTagline = () =>
        fetch(`${origin}/service/ac`)
          .then(async (response) => (await response.text()).includes(tagline))
          .catch(() => false);
      // Watched for from the click (a notice of 4 s); never left to reject unawaited.
      const saidLive = page
        .getByText('Published: your change is live on the site.')
        .waitFor({ timeout: 120_000 })
        .then(
          () => performance.now(),
          () => Number.NaN,
        );
      await until(showsTagline, 'the page');
      const live = performance.now();
      const said = await saidLive;
      if (Number.isNaN(said)) throw new Error('the editor never said the change was live');
      await until(() => drafts() === '', 'the merge');
      samples.push({
        preview: previewed - saved,
        checked: checked - saved,
        live: live - published,
        said: said - published,
      });
      const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
      log(
        `draft ${run}/${runs}: preview ${s(previewed - saved)}, ready to publish ${s(checked - saved)}, publish to live ${s(live - published)}, to the editor saying so ${s(said - published)}`,
      );
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill('SIGTERM');
    rmSync(REPO, { recursive: true, force: true });
    rmSync(draftsDir, { recursive: true, force: true });
  }
  return {
    runs,
    median: {
      preview: median(samples.map((sample) => sample.preview)),
      checked: median(samples.map((sample) => sample.checked)),
      live: median(samples.map((sample) => sample.live)),
      said: median(samples.map((sample) => sample.said)),
    },
  };
}

/** @param {Awaited<ReturnType<typeof measureSaveToLive>>} result */
export function printSaveToLive(result) {
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\nThe owner's draft, from the editor to the page live (medians of ${result.runs}, this machine):`,
  );
  console.log(
    formatTable(
      [
        'save → View Preview',
        'save → "Ready to publish"',
        'publish → live',
        'publish → "your change is live"',
      ],
      [
        [
          seconds(result.median.preview),
          seconds(result.median.checked),
          seconds(result.median.live),
          seconds(result.median.said),
        ],
      ],
    ),
  );
}
