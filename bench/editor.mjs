// @ts-check
// The owner's editor on a phone, for npm run bench: how long until its first usable screen
// and how many compressed bytes the phone fetched before it, on Lighthouse's mobile profile
// (150 ms RTT, 1.6 Mbps down, 750 Kbps up, 4× CPU slowdown) at 375 × 740 with touch,
// applied through the DevTools protocol as bench/soft-navigation.mjs applies it.
// The editor's build folder is served as production serves it: by platform/servers/site/start.mjs
// on the editor's own origin (--admin: its headers, gzip at nginx's level 6), on loopback.
// "Usable": the first visible, enabled control the owner can act on: an element carrying
// `data-editor-usable` (the phone-first screen), else a button reading "Sign in" (Decap's
// sign-in, in the owner's words); `usable` replaces both with a CSS selector (and `text`,
// the trimmed text it must read). Timed inside the page, from the navigation's start to the
// frame painted with that control, so the driver's own overhead does not count. Bytes are
// the DevTools protocol's encoded lengths (headers and compressed bodies): those received
// before that frame, and all of them once the network has been quiet for 3 s.
// The editor's local backend runs as `npm start` runs it, on a scratch Git repository of
// the parts' content, and the page holds its key as the owner's browser does: the
// phone-first screen is usable once it lists the owner's pages, which it asks the backend.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { APPS, appFolder, composition, ROOT, shiftedPort } from 'composition';
import chromiumFlags from '../scripts/chromium-flags.json' with { type: 'json' };
import { throttleToMobile } from './mobile-profile.mjs';
import { formatTable, median } from './table.mjs';
import { waitForPort } from './wait-for-port.mjs';

/** @import { Browser } from '@playwright/test' */

/** The issue's phone, on Lighthouse's mobile network and CPU (./mobile-profile.mjs). */
const PHONE = {
  viewport: { width: 375, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};
/** The usable control, unless told otherwise. */
export const DEFAULT_USABLE = {
  selector: '[data-editor-usable]',
  alternative: 'button',
  text: 'Sign in',
};
const TARGETS = { usableMs: 5000, bytesBeforeUsable: 600 * 1024 };
/** A screen that never becomes usable is reported as such after this. */
const USABLE_TIMEOUT_MS = 90_000;
const QUIET_MS = 3_000;
/** Where the local build keeps the backend's key (apps/admin/src/config/backend-key.ts). */
const KEY_STORAGE = 'jac-editor-backend-key';
/** The key the bench's backend answers, and the page holds. */
const BACKEND_KEY = 'b'.repeat(64);
/** Where a local build asks its backend (apps/admin/src/config/backend-env.ts). */
const LOCAL_BACKEND_ORIGIN = `http://localhost:${composition.editor.port}`;

/**
 * The editor's backend on a scratch Git repository holding each part's content, as
 * `npm start` runs it (scripts/editor-repository.mjs), answering the editor's origin.
 * @param {string} editorOrigin @param {number} port
 */
async function startBackend(editorOrigin, port) {
  const repo = mkdtempSync(join(tmpdir(), 'jac-editor-bench-repo-'));
  for (const app of APPS)
    cpSync(join(appFolder(app.package), 'content'), join(appFolder(app.package, repo), 'content'), {
      recursive: true,
    });
  const git = (/** @type {string[]} */ ...args) => execFileSync('git', args, { cwd: repo });
  // Committed as the bench, whoever runs it: the repository's history is its own.
  const commit = (/** @type {string[]} */ ...args) =>
    git('-c', 'user.name=Bench', '-c', 'user.email=bench@localhost', 'commit', '--quiet', ...args);
  git('init', '--quiet', '--initial-branch=main');
  commit('--allow-empty', '-m', 'empty');
  git('add', '--all');
  commit('-m', 'content');
  const backend = spawn(
    process.execPath,
    [
      join(ROOT, 'platform/servers/editor/start.mjs'),
      ...['--mode', 'git', '--repo', repo, '--port', String(port), '--origin', editorOrigin],
    ],
    { stdio: 'ignore', env: { ...process.env, EDITOR_BACKEND_KEY: BACKEND_KEY } },
  );
  await waitForPort(port);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      backend.kill('SIGTERM');
      await new Promise((done) => backend.once('exit', done));
      rmSync(repo, { recursive: true, force: true });
    },
  };
}

/**
 * @typedef {{ name: string, dir: string, page?: string, usable?: string, text?: string }} EditorCandidate
 * @typedef {{ usableMs: number | null, bytesBeforeUsable: number | null, totalBytes: number, requests: number, sideways: boolean | null, error?: string }} EditorSample
 */

/**
 * In the page, from its first script: watches every frame for the usable control and keeps
 * the time of the first frame painted with it, and whether the page then scrolls sideways.
 * @param {{ selector: string, alternative?: string, text?: string }} usable
 */
function installUsableProbe(usable) {
  /** @type {{ at: number | null, sideways: boolean | null, what: string | null }} */
  const probe = { at: null, sideways: null, what: null };
  /** @type {any} */ (window).editorProbe = probe;
  /** @param {Element} element */
  const usableNow = (element) => {
    if (!(element instanceof HTMLElement)) return false;
    if (element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true')
      return false;
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth)
      return false;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    // Not under a veil: the control itself (or its inside) is what a tap at its centre hits.
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (element === hit || element.contains(hit));
  };
  // Text as read, without the bidirectional isolates some apps wrap names in.
  /** @param {string | null | undefined} text */
  const plain = (text) => (text ?? '').replace(/[\u2066-\u2069]/g, '').trim();
  /** @param {string} selector @param {string | undefined} text */
  const find = (selector, text) =>
    [...document.querySelectorAll(selector)].find(
      (element) =>
        (text === undefined || plain(element.textContent) === text) && usableNow(element),
    );
  const look = () => {
    const found =
      find(usable.selector, usable.alternative ? undefined : usable.text) ??
      (usable.alternative ? find(usable.alternative, usable.text) : undefined);
    if (!found) {
      requestAnimationFrame(look);
      return;
    }
    probe.what = found.outerHTML.slice(0, 120);
    // The frame with the control is painted once the task after its rAF runs.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.at = performance.now();
        probe.sideways =
          document.documentElement.scrollWidth > document.documentElement.clientWidth;
      };
      channel.port2.postMessage(0);
    });
  };
  requestAnimationFrame(look);
}

/**
 * One cold load (fresh context, empty cache) of `url` on the phone.
 * @param {Browser} browser
 * @param {string} url
 * @param {{ selector: string, alternative?: string, text?: string }} usable
 * @param {string} backendOrigin
 * @returns {Promise<EditorSample>}
 */
async function sample(browser, url, usable, backendOrigin) {
  const context = await browser.newContext(PHONE);
  try {
    // The page asks the backend where npm start runs it; the bench's answers instead.
    await context.route(`${LOCAL_BACKEND_ORIGIN}/**`, (route) =>
      route.continue({ url: route.request().url().replace(LOCAL_BACKEND_ORIGIN, backendOrigin) }),
    );
    // The owner's browser holds the local backend's key (kept from the address npm start printed).
    await context.addInitScript(
      ([name, key]) => {
        try {
          if (!localStorage.getItem(name)) localStorage.setItem(name, key);
        } catch {}
      },
      /** @type {[string, string]} */ ([KEY_STORAGE, BACKEND_KEY]),
    );
    await context.addInitScript(installUsableProbe, usable);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    /** @type {Map<string, { finished?: number, bytes?: number, chunks: Array<[number, number]> }>} */
    const requests = new Map();
    const entry = (/** @type {string} */ id) => {
      let found = requests.get(id);
      if (!found) {
        found = { chunks: [] };
        requests.set(id, found);
      }
      return found;
    };
    /** Monotonic clock (s) minus the wall clock (s), from the document's request. */
    /** @type {number | undefined} */
    let clockOffset;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      lastActivity = Date.now();
      entry(event.requestId);
      if (clockOffset === undefined && event.type === 'Document')
        clockOffset = event.timestamp - event.wallTime;
    });
    cdp.on('Network.dataReceived', (event) => {
      lastActivity = Date.now();
      entry(event.requestId).chunks.push([event.timestamp, event.encodedDataLength]);
    });
    cdp.on('Network.loadingFinished', (event) => {
      lastActivity = Date.now();
      Object.assign(entry(event.requestId), {
        finished: event.timestamp,
        bytes: event.encodedDataLength,
      });
    });
    cdp.on('Network.loadingFailed', (event) => {
      lastActivity = Date.now();
      Object.assign(entry(event.requestId), { finished: event.timestamp, bytes: 0 });
    });
    await cdp.send('Network.enable');
    // Loopback alone: what an editor would fetch from the Internet (a CDN's fonts, a status
    // page) fails at once here, and is to be served from the editor's own origin instead.
    await cdp.send('Network.setBlockedURLs', { urls: ['https://*'] });
    await throttleToMobile(cdp);
    await page.goto(url, { waitUntil: 'commit' });
    let error;
    /** @type {{ at: number | null, sideways: boolean | null, timeOrigin: number }} */
    let probe = { at: null, sideways: null, timeOrigin: 0 };
    try {
      await page.waitForFunction(() => /** @type {any} */ (window).editorProbe?.at != null, null, {
        timeout: USABLE_TIMEOUT_MS,
        polling: 250,
      });
    } catch {
      error = `no usable control within ${USABLE_TIMEOUT_MS / 1000} s`;
    }
    probe = await page.evaluate(() => ({
      .../** @type {any} */ (window).editorProbe,
      timeOrigin: performance.timeOrigin,
    }));
    // The rest of the page: until nothing has moved on the network for QUIET_MS.
    const deadline = Date.now() + USABLE_TIMEOUT_MS;
    while (Date.now() - lastActivity < QUIET_MS && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 250));
    const all = [...requests.values()];
    const totalBytes = all.reduce(
      (sum, each) =>
        sum + (each.bytes ?? each.chunks.reduce((chunks, [, bytes]) => chunks + bytes, 0)),
      0,
    );
    let bytesBeforeUsable = null;
    if (probe.at != null && clockOffset !== undefined) {
      const usableAt = (probe.timeOrigin + probe.at) / 1000 + clockOffset;
      bytesBeforeUsable = all.reduce((sum, each) => {
        if (each.finished !== undefined && each.finished <= usableAt)
          return sum + (each.bytes ?? 0);
        return (
          sum +
          each.chunks
            .filter(([at]) => at <= usableAt)
            .reduce((chunks, [, bytes]) => chunks + bytes, 0)
        );
      }, 0);
    }
    return {
      usableMs: probe.at,
      bytesBeforeUsable,
      totalBytes,
      requests: all.length,
      sideways: probe.sideways,
      ...(error ? { error } : {}),
    };
  } finally {
    await context.close();
  }
}

/**
 * Each candidate served in turn on the editor's origin beside `shellPort` (its own port,
 * composition.json's admin port shifted with it), `runs` cold loads each.
 * @param {{ candidates: EditorCandidate[], runs: number, shellPort: number, log: (line: string) => void }} options
 */
export async function measureEditor({ candidates, runs, shellPort, log }) {
  const editorPort = shiftedPort(composition.admin.port, shellPort);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  });
  const empty = mkdtempSync(join(tmpdir(), 'jac-editor-bench-'));
  const results = [];
  const backend = await startBackend(`http://localhost:${editorPort}`, editorPort + 1);
  try {
    for (const candidate of candidates) {
      const server = spawn(
        process.execPath,
        [
          join(ROOT, 'platform/servers/site/start.mjs'),
          ...[empty, String(shellPort), '--admin', resolve(candidate.dir)],
        ],
        { stdio: 'ignore' },
      );
      try {
        await waitForPort(editorPort);
        const usable = candidate.usable
          ? { selector: candidate.usable, ...(candidate.text ? { text: candidate.text } : {}) }
          : DEFAULT_USABLE;
        const url = `http://localhost:${editorPort}${candidate.page ?? '/'}`;
        /** @type {EditorSample[]} */
        const samples = [];
        for (let run = 1; run <= runs; run += 1) {
          const one = await sample(browser, url, usable, backend.origin);
          samples.push(one);
          const kb = (/** @type {number | null} */ bytes) =>
            bytes == null ? '–' : `${(bytes / 1024).toFixed(0)} KB`;
          log(
            `editor ${candidate.name} ${run}/${runs}: usable ${one.usableMs == null ? '–' : `${(one.usableMs / 1000).toFixed(2)} s`}, ${kb(one.bytesBeforeUsable)} before, ${kb(one.totalBytes)} in all${one.error ? ` (${one.error})` : ''}`,
          );
        }
        /** @param {(one: EditorSample) => number | null} figure */
        const middle = (figure) => {
          const values = samples.map(figure).filter((value) => value != null);
          return values.length === samples.length ? median(/** @type {number[]} */ (values)) : null;
        };
        results.push({
          name: candidate.name,
          dir: candidate.dir,
          page: candidate.page ?? '/',
          usable: usable,
          median: {
            usableMs: middle((one) => one.usableMs),
            bytesBeforeUsable: middle((one) => one.bytesBeforeUsable),
            totalBytes: middle((one) => one.totalBytes),
            requests: middle((one) => one.requests),
          },
          sideways: samples.some((one) => one.sideways === true),
          runs: samples,
        });
      } finally {
        server.kill('SIGTERM');
        await new Promise((done) => server.once('exit', done));
      }
    }
  } finally {
    await backend.stop();
    await browser.close();
    rmSync(empty, { recursive: true, force: true });
  }
  return { runs, results };
}

/** @param {Awaited<ReturnType<typeof measureEditor>>} measured */
export function printEditor(measured) {
  const kb = (/** @type {number | null} */ bytes) =>
    bytes == null ? 'never' : (bytes / 1024).toFixed(0);
  console.log(
    `\nThe owner's editor on a phone (375 × 740, touch; 150 ms RTT, 1.6 Mbps, 4× CPU; medians of ${measured.runs} cold loads; KB compressed, as transferred):`,
  );
  console.log(
    formatTable(
      [
        'editor',
        'first usable screen s',
        'KB before usable',
        'KB in all',
        'requests',
        'scrolls sideways',
      ],
      measured.results.map((result) => [
        result.name,
        result.median.usableMs == null ? 'never' : (result.median.usableMs / 1000).toFixed(2),
        kb(result.median.bytesBeforeUsable),
        kb(result.median.totalBytes),
        result.median.requests ?? '–',
        result.sideways ? 'yes' : 'no',
      ]),
    ),
  );
  console.log(
    `Targets: first usable screen ≤ ${TARGETS.usableMs / 1000} s, ≤ ${TARGETS.bytesBeforeUsable / 1024} KB before it.`,
  );
}
