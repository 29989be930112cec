// @ts-check
// Soft-navigation figures for npm run bench: hops between parts through the navbar, warm
// and cold, and input-to-paint for the menu control, a carousel bullet and a key typed in
// the enquiry form. Each sample
// runs in a fresh browser context (empty cache) on Lighthouse's mobile profile, applied
// through the DevTools protocol, and is timed inside the page so the driver's own
// overhead does not count.
import { setTimeout as delay } from 'node:timers/promises';
import { chromium, errors } from '@playwright/test';
import chromiumFlags from '../scripts/chromium-flags.json' with { type: 'json' };
import { throttleToMobile } from './mobile-profile.mjs';
import { formatTable, median } from './table.mjs';

/** @import { Browser, Locator, Page } from '@playwright/test' */
/** A click on the navbar link named `link`, from `from`, landing on `to`. @typedef {{ from: string, link: string, to: string }} Hop */
/** @typedef {{ ms: number | null, loadingSeen: boolean, error?: string }} HopSample */
/**
 * A site hops are timed on: how its page is ready, where its navbar's links and menu are,
 * and which element is the page's heading (the hop ends on the first frame with a new one).
 * @typedef {{ origin: string, heading: string, ready: (page: Page, url: string) => Promise<void>, link: (page: Page, name: string) => Locator, menu: (page: Page) => Promise<Locator> }} HopSite
 */
/** @typedef {{ name: string, entryType: string, startTime: number, duration: number, interactionId: number }} EventEntry */
/** `ms` is null when no entry reached the Event Timing threshold. @typedef {{ ms: number | null, entries: EventEntry[], error?: string }} InputSample */
/** @typedef {{ clickAt: number | null, paintAt: number | null, loadingSeen: boolean }} HopProbe */
/** @typedef {{ since: number, clickAt: number | null, entries: EventEntry[] }} InputProbe */
/** Where the in-page probes keep their readings. @typedef {Window & { hopProbe?: HopProbe, inputProbe?: InputProbe }} ProbedWindow */

/** @type {Hop[]} */
export const HOPS = [
  { from: '/home', link: 'Services', to: '/services' },
  { from: '/services', link: 'Contact', to: '/contact' },
  { from: '/contact', link: 'About', to: '/about' },
  { from: '/about', link: 'Services', to: '/services' },
];

/** A mid-range phone's screen, on Lighthouse's mobile network and CPU (./mobile-profile.mjs). */
const DEVICE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** No step waits longer: a stuck hop is reported as timed out, not waited on. */
const STEP_TIMEOUT_MS = 20_000;
const WARM_IDLE_MS = 8_000;
const INPUT_IDLE_MS = 3_000;
/** Event Timing reports nothing under its threshold, so an input stops waiting after this. */
const INPUT_SETTLE_MS = 1_000;
/** The lowest durationThreshold the Event Timing API accepts. */
const EVENT_THRESHOLD_MS = 16;
const TARGETS = { warmMs: 150, inputMs: 100 };

/**
 * A fresh context (empty cache) and page on the mobile profile; closed after `use`.
 * @template T
 * @param {Browser} browser
 * @param {(page: Page) => Promise<T>} use
 * @returns {Promise<T>}
 */
async function withMobilePage(browser, use) {
  const context = await browser.newContext(DEVICE);
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await throttleToMobile(cdp);
    return await use(page);
  } finally {
    await context.close();
  }
}

/**
 * Opens `url` and returns as soon as the app has taken over the pre-rendered page.
 * @param {Page} page
 * @param {string} url
 */
async function openLive(page, url) {
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
}

/**
 * The navbar's menu control: the `<summary>` of its `<details>`, else a "menu" button.
 * @param {Page} page
 * @returns {Promise<Locator>}
 */
async function menuControl(page) {
  const summary = page.getByRole('banner').locator('summary');
  return (await summary.count()) > 0
    ? summary.first()
    : page.getByRole('button', { name: /menu/i }).first();
}

/**
 * This site, as hops are timed on it: live once the app took over, its main navigation,
 * its main heading. @param {string} origin @returns {HopSite}
 */
export const thisSite = (origin) => ({
  origin,
  heading: 'main h1',
  ready: openLive,
  link: (page, name) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }),
  menu: menuControl,
});

/**
 * In the page: records the click on `link`, the first frame painted with a new heading
 * (the first element `selector` finds), and whether the loading state showed in between.
 * @param {Element} link @param {string} selector
 */
function installHopProbe(link, selector) {
  /** @type {HopProbe} */
  const probe = { clickAt: null, paintAt: null, loadingSeen: false };
  /** @type {ProbedWindow} */ (window).hopProbe = probe;
  const headingBefore = document.querySelector(selector)?.textContent;
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Node && link.contains(event.target))
        probe.clickAt = event.timeStamp;
    },
    { capture: true },
  );
  const observer = new MutationObserver(() => {
    // textContent, not innerText: reading layout here would slow the hop it measures. The
    // loading state has text only once it shows (after 300 ms).
    // (Before the testid existed, the loading state was main's role="status".)
    if (
      document
        .querySelector('[data-testid="remote-loading"], main [role="status"]')
        ?.textContent?.trim()
    )
      probe.loadingSeen = true;
    const heading = document.querySelector(selector);
    if (!heading || heading.textContent === headingBefore) return;
    observer.disconnect();
    // The frame with the new heading is painted once the task after its rAF runs.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.paintAt = performance.now();
      };
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
}

/**
 * `promise`'s outcome, with a Playwright timeout as `false` rather than an error.
 * @param {Promise<unknown>} promise
 * @returns {Promise<boolean>}
 */
const settlesInTime = (promise) =>
  promise.then(
    () => true,
    (error) => {
      if (error instanceof errors.TimeoutError) return false;
      throw error;
    },
  );

/**
 * One hop: open `hop.from`, wait for the site to be ready (then idle, when warm), open
 * the menu if the link is hidden in it, click the link, and read the in-page timings.
 * @param {Browser} browser
 * @param {HopSite} site
 * @param {Hop} hop
 * @param {boolean} warm
 * @returns {Promise<HopSample>}
 */
export function sampleHop(browser, site, hop, warm) {
  return withMobilePage(browser, async (page) => {
    await site.ready(page, site.origin + hop.from);
    if (warm) await delay(WARM_IDLE_MS);
    const link = site.link(page, hop.link);
    if (!(await link.isVisible())) await (await site.menu(page)).click();
    await link.evaluate(installHopProbe, site.heading);
    await link.click();
    const painted = await settlesInTime(
      page.waitForFunction(
        () => /** @type {ProbedWindow} */ (window).hopProbe?.paintAt != null,
        undefined,
        { polling: 100 },
      ),
    );
    const probe = await page.evaluate(() => /** @type {ProbedWindow} */ (window).hopProbe);
    // A document without the probe: the link loaded a new page instead of a soft navigation.
    if (!probe) return { ms: null, loadingSeen: false, error: 'the page was reloaded' };
    if (!painted) return { ms: null, loadingSeen: probe.loadingSeen, error: 'timeout' };
    if (probe.clickAt === null || probe.paintAt === null)
      return { ms: null, loadingSeen: probe.loadingSeen, error: 'the click missed the link' };
    return { ms: probe.paintAt - probe.clickAt, loadingSeen: probe.loadingSeen };
  });
}

/** The events of one interaction, by kind, and the one that ends it. */
const INTERACTION_EVENTS = {
  click: { names: ['pointerdown', 'pointerup', 'click'], last: 'click' },
  type: { names: ['keydown', 'keypress', 'beforeinput', 'input', 'keyup'], last: 'keyup' },
};

/**
 * In the page: keeps the Event Timing entries of one kind of interaction from now on.
 * @param {{ names: string[] }} kind
 */
function installInputProbe({ names }) {
  /** @type {InputProbe} */
  const probe = { since: performance.now(), clickAt: null, entries: [] };
  /** @type {ProbedWindow} */ (window).inputProbe = probe;
  // The interaction's first event: a pointer's click or a key's keydown.
  for (const type of ['click', 'keydown'])
    document.addEventListener(
      type,
      (event) => {
        probe.clickAt ??= event.timeStamp;
      },
      { capture: true },
    );
  const observer = new PerformanceObserver((list) => {
    for (const entry of /** @type {PerformanceEventTiming[]} */ (list.getEntries())) {
      if (!names.includes(entry.name)) continue;
      if (entry.startTime < probe.since) continue;
      const { name, entryType, startTime, duration, interactionId } = entry;
      probe.entries.push({
        name,
        entryType,
        startTime,
        duration,
        interactionId: interactionId ?? 0,
      });
    }
  });
  // durationThreshold is missing from TypeScript's DOM types.
  observer.observe(
    /** @type {PerformanceObserverInit} */ ({
      type: 'event',
      buffered: true,
      durationThreshold: 16,
    }),
  );
  observer.observe({ type: 'first-input', buffered: true });
}

/**
 * The interaction's duration: the longest of its entries (those sharing the first
 * non-zero interactionId, plus any without one); null when none reached the threshold.
 * @param {EventEntry[]} entries
 * @returns {number | null}
 */
function interactionMs(entries) {
  const id = entries.find((entry) => entry.interactionId)?.interactionId ?? 0;
  const durations = entries
    .filter((entry) => entry.interactionId === id || entry.interactionId === 0)
    .map((entry) => entry.duration);
  const longest = Math.max(0, ...durations);
  return longest >= EVENT_THRESHOLD_MS ? longest : null;
}

/**
 * Input to next paint: open the input's page, wait for the live app and idle, then click
 * the control `find` returns (or, to type, focus it and press a key) and read the Event
 * Timing entries of that interaction.
 * @param {Browser} browser
 * @param {string} origin
 * @param {InputCase} input
 * @returns {Promise<InputSample>}
 */
function sampleInput(browser, origin, { path, find, kind, beforeApp, prepare }) {
  const events = INTERACTION_EVENTS[kind];
  return withMobilePage(browser, async (page) => {
    if (beforeApp) {
      // The app held back for good: the page's islands alone answer (decision 025).
      await page.route(SHELL_ENTRY, () => undefined);
      await page.goto(`${origin}${path}`);
      await page.waitForSelector('[data-island-live]', { state: 'attached' });
      await delay(INPUT_IDLE_MS);
    } else {
      await openLive(page, `${origin}${path}`);
      await delay(INPUT_IDLE_MS);
    }
    await prepare?.(page);
    const control = await find(page);
    if (kind === 'type') await control.focus();
    await page.evaluate(installInputProbe, events);
    if (kind === 'type') await control.press('a');
    else await control.click();
    // Done at the interaction's last entry, or once entries under the threshold can no longer come.
    await page.waitForFunction(
      ({ settleMs, last }) => {
        const probe = /** @type {ProbedWindow} */ (window).inputProbe;
        return (
          probe?.entries.some((entry) => entry.name === last && entry.entryType === 'event') ||
          (probe?.clickAt != null && performance.now() - probe.clickAt > settleMs)
        );
      },
      { settleMs: INPUT_SETTLE_MS, last: events.last },
      { polling: 100 },
    );
    const probe = /** @type {InputProbe} */ (
      await page.evaluate(() => /** @type {ProbedWindow} */ (window).inputProbe)
    );
    return { ms: interactionMs(probe.entries), entries: probe.entries };
  });
}

/** The shell's entry script: held back, the page stays as its HTML and islands made it. */
const SHELL_ENTRY = '**/assets/index-*.js';

/** The bullet the input cases press (the carousel's label for it, paginationBulletMessage). */
const secondBullet = async (/** @type {Page} */ page) =>
  page.getByRole('button', { name: 'Show slide 2', exact: true });

/**
 * `beforeApp`: measured on the page as its islands run it, the app held back; `prepare`
 * readies the page first (fills a form).
 * @typedef {{ label: string, path: string, kind: keyof typeof INTERACTION_EVENTS, find: (page: Page) => Promise<Locator>, beforeApp?: boolean, prepare?: (page: Page) => Promise<void> }} InputCase
 */
/** @type {Record<string, InputCase>} */
const INPUTS = {
  menu: { label: 'menu control (/home)', path: '/home', kind: 'click', find: menuControl },
  bullet: { label: 'carousel bullet 2 (/home)', path: '/home', kind: 'click', find: secondBullet },
  bulletBeforeApp: {
    label: 'carousel bullet 2 before the app (/home)',
    path: '/home',
    kind: 'click',
    find: secondBullet,
    beforeApp: true,
  },
  sendBeforeApp: {
    label: 'the enquiry sent before the app (/contact)',
    path: '/contact',
    kind: 'click',
    beforeApp: true,
    prepare: async (page) => {
      const form = page.locator('form[data-island="kept-send"]');
      for (const input of await form.locator('input[required]').all()) {
        const type = await input.getAttribute('type');
        await input.fill(
          type === 'email' ? 'asha@example.com' : type === 'tel' ? '9876543210' : 'Asha',
        );
      }
      await form.locator('select[required]').selectOption({ index: 1 });
      await form.locator('textarea[required]').fill('Fridge not cooling.');
    },
    find: async (page) => page.locator('form[data-island="kept-send"] button[type="submit"]'),
  },
  typing: {
    label: 'a key in the enquiry form (/contact)',
    path: '/contact',
    kind: 'type',
    find: async (page) => page.locator('form input[type="text"]').first(),
  },
};

/**
 * An error's first line: Playwright appends its whole call log.
 * @param {unknown} error
 */
const firstLine = (error) =>
  String(error instanceof Error ? error.message : error).replace(/\n.*$/s, '');

/**
 * `runs` samples, one after another; a sample that throws is kept as its error.
 * @template {{ ms: number | null }} T
 * @param {number} runs
 * @param {() => Promise<T>} take
 * @returns {Promise<Array<T | { ms: null, error: string }>>}
 */
export async function samples(runs, take) {
  const taken = [];
  for (let i = 0; i < runs; i++) {
    taken.push(
      await take().catch((error) => ({
        ms: null,
        error: error instanceof errors.TimeoutError ? 'timeout' : firstLine(error),
      })),
    );
  }
  return taken;
}

/** The bench's Chromium, headless, with the flags every browser test uses. */
export const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: chromiumFlags,
    timeout: STEP_TIMEOUT_MS,
  });

/**
 * Every soft-navigation sample, against the bench site's shell at `origin`.
 * @param {{ origin: string, runs: number, log: (line: string) => void }} options
 */
export async function measureSoftNavigation({ origin, runs, log }) {
  const browser = await launchBrowser();
  try {
    const hops = [];
    for (const hop of HOPS) {
      const warm = await samples(runs, () => sampleHop(browser, thisSite(origin), hop, true));
      const cold = await samples(runs, () => sampleHop(browser, thisSite(origin), hop, false));
      hops.push({ ...hop, warm, cold });
      log(`measured ${hop.from} → ${hop.link}`);
    }
    /** @type {Record<string, Array<InputSample | { ms: null, error: string }>>} */
    const inputs = {};
    for (const [name, input] of Object.entries(INPUTS)) {
      inputs[name] = await samples(runs, () => sampleInput(browser, origin, input));
      log(`measured the ${name} input`);
    }
    return { measuredAt: new Date().toISOString(), runs, hops, inputs };
  } finally {
    await browser.close();
  }
}

/** @typedef {Awaited<ReturnType<typeof measureSoftNavigation>>} SoftNavigation */

/**
 * Median ms of the samples that finished, and how many did not.
 * @param {Array<{ ms: number | null, error?: string }>} taken
 * @returns {string}
 */
export function hopCell(taken) {
  const done = taken.flatMap((sample) => (sample.ms === null ? [] : [sample.ms]));
  const failed = taken.filter((sample) => sample.error);
  const kind = failed.every((sample) => sample.error === 'timeout') ? 'timed out' : 'failed';
  const figure = done.length ? median(done).toFixed(0) : '';
  return failed.length ? `${figure} (${failed.length}/${taken.length} ${kind})`.trim() : figure;
}

/**
 * Median input-to-paint; a sample under the threshold (null) sorts first, as 16 would,
 * and prints as "<16".
 * @param {Array<{ ms: number | null, error?: string }>} taken
 * @returns {string}
 */
function inputCell(taken) {
  const done = taken.filter((sample) => !sample.error);
  const failed = taken.length - done.length;
  const middle = [...done].sort((a, b) => (a.ms ?? 0) - (b.ms ?? 0))[Math.floor(done.length / 2)];
  const figure = !middle ? '' : (middle.ms?.toFixed(0) ?? `<${EVENT_THRESHOLD_MS}`);
  return failed ? `${figure} (${failed}/${taken.length} failed)`.trim() : figure;
}

/**
 * Samples in which the loading state showed, as "1/3".
 * @param {Array<{ ms: number | null, loadingSeen?: boolean }>} taken
 */
const loadingCell = (taken) =>
  `${taken.filter((sample) => sample.loadingSeen).length}/${taken.length}`;

/**
 * Prints the hop table, the input table, a legend and the targets.
 * @param {SoftNavigation} soft
 * @param {Map<string, number>} fcpByRoute Lighthouse's median FCP (ms) per route, this run
 */
export function printSoftNavigation(soft, fcpByRoute) {
  const hopRows = soft.hops.map((hop) => [
    `${hop.from} → ${hop.link}`,
    hopCell(hop.warm),
    loadingCell(hop.warm),
    hopCell(hop.cold),
    loadingCell(hop.cold),
    fcpByRoute.get(hop.to)?.toFixed(0) ?? '—',
  ]);
  const head = ['hop', 'warm ms', 'warm loading seen', 'cold ms', 'cold loading seen'];
  console.log(`\n${formatTable([...head, 'target route FCP ms'], hopRows)}\n`);
  const inputRows = Object.entries(soft.inputs).map(([name, taken]) => [
    INPUTS[name]?.label ?? name,
    inputCell(taken),
  ]);
  console.log(formatTable(['input', 'input to next paint ms'], inputRows));
  console.log(
    [
      '',
      `Medians of ${soft.runs} samples, each in a fresh browser context (empty cache) on Lighthouse's`,
      'mobile profile through DevTools (150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU ×4, 412×823).',
      'Hop ms: from the click on the navbar link to the first frame painted with the new main',
      'heading, timed in the page. Warm: clicked 8 s after the app took over; cold: at once.',
      '"Loading seen": samples in which the loading state showed during the hop. Samples that',
      'failed or timed out are left out of the median and counted beside it.',
      'Input ms: the Event Timing duration of the click (pointerdown to next paint) or key (keydown',
      `to next paint), 3 s after the take-over (or, "before the app", with the app held back); "<${EVENT_THRESHOLD_MS}" when no entry reached the API's ${EVENT_THRESHOLD_MS} ms threshold (counted as ${EVENT_THRESHOLD_MS}).`,
      `Targets: warm ≤ ${TARGETS.warmMs} ms with no loading state; cold ≤ the target route's FCP;`,
      `each input ≤ ${TARGETS.inputMs} ms.`,
    ].join('\n'),
  );
}
