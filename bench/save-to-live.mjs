// @ts-check
// How long the owner waits: from "Publish now" in the editor to the changed page being
// live, on this machine. A scratch Git repository of this checkout stands in for GitHub
// (each save a commit, by decap-server's git mode behind servers/editor-backend.mjs), and
// release:changed stands in for CI's run on that push: what a CI runner adds on top is
// its queue and its `npm ci`.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import { composition, localAdminOrigin, ROOT } from '../composition/composition.mjs';
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

const commitCount = () => Number(git('rev-list', '--count', 'HEAD').trim());

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
  // The editor, on its own origin beside the bench's shell, and the backend that answers it alone.
  const editorOrigin = localAdminOrigin(shellPort);
  const backend = spawn(
    process.execPath,
    [
      join(ROOT, 'servers/editor-backend.mjs'),
      ...['--mode', 'git', '--repo', REPO, '--port', String(backendPort)],
      ...['--origin', editorOrigin],
    ],
    { stdio: 'ignore' },
  );
  const backendOrigin = `http://127.0.0.1:${backendPort}`;
  const answers = () =>
    fetch(`${backendOrigin}/api/v1`, {
      method: 'POST',
      body: '{"action":"info"}',
      headers: { 'Content-Type': 'application/json', Origin: editorOrigin },
    })
      .then((response) => response.ok)
      .catch(() => false);
  await until(answers, 'decap-server');
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const samples = [];
  try {
    const page = await browser.newPage();
    // The built editor saves to the local backend's origin, the one its CSP allows: the
    // bench's backend answers for it (as e2e/support/owner-repository.ts does).
    const localBackend = `http://localhost:${composition.editor.port}`;
    await page.route(`${localBackend}/**`, (route) =>
      route.continue({ url: route.request().url().replace(localBackend, backendOrigin) }),
    );
    const entry = `${editorOrigin}/#/collections/services/entries/ac`;
    await page.goto(entry);
    // Signed in once; the editor remembers it.
    await page.getByRole('button', { name: 'Login' }).click();
    for (let run = 1; run <= runs; run += 1) {
      const tagline = `Bench edit ${run}: same-day visits for split and window ACs.`;
      // A fresh load, so the form holds what the last save committed.
      await page.goto('about:blank');
      await page.goto(entry);
      // The English field: the left pane (the right one holds the Hindi).
      await page.getByLabel('Tagline', { exact: true }).first().fill(tagline);
      const commits = commitCount();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const saved = performance.now();
      await page.getByRole('menuitem', { name: 'Publish now' }).click();
      await until(() => commitCount() > commits, 'the commit');
      const committed = performance.now();
      execFileSync(
        process.execPath,
        [
          join(ROOT, 'release/cli/release-changed.mjs'),
          'HEAD~1..HEAD',
          '--repo',
          REPO,
          '--site',
          site,
          '--shell-port',
          String(shellPort),
        ],
        { stdio: 'ignore' },
      );
      const released = performance.now();
      // A request cut off while the release replaces the page only means: not yet.
      const showsTagline = () =>
        fetch(`${origin}/service/ac`)
          .then(async (response) => (await response.text()).includes(tagline))
          .catch(() => false);
      await until(showsTagline, 'the page');
      const live = performance.now();
      samples.push({
        commit: committed - saved,
        release: released - committed,
        total: live - saved,
      });
      log(`save to live ${run}/${runs}: ${((live - saved) / 1000).toFixed(1)} s`);
    }
  } finally {
    await browser.close();
    backend.kill('SIGTERM');
    rmSync(REPO, { recursive: true, force: true });
  }
  return {
    runs,
    median: {
      commit: median(samples.map((sample) => sample.commit)),
      release: median(samples.map((sample) => sample.release)),
      total: median(samples.map((sample) => sample.total)),
    },
  };
}

/** @param {Awaited<ReturnType<typeof measureSaveToLive>>} result */
export function printSaveToLive(result) {
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\nFrom a save in the editor to the page live (medians of ${result.runs}, this machine):`,
  );
  console.log(
    formatTable(
      ['save → commit', 'release:changed (build, compose)', 'save → live'],
      [
        [
          seconds(result.median.commit),
          seconds(result.median.release),
          seconds(result.median.total),
        ],
      ],
    ),
  );
}
