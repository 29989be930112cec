#!/usr/bin/env node
// @ts-check
// npm run bench: deploys production builds into deploy/bench-site, serves them on
// loopback (ports 4200-4203, gzip, production cache headers), runs Lighthouse (mobile
// defaults) several times per route and prints the medians. It prints figures; it never
// fails on one. Then, with the same servers up, it times soft navigations (hops between
// parts, input to next paint) in bench/soft-navigation.mjs, and last the owner's wait for
// a draft in /admin to be previewed, checked and published (bench/save-to-live.mjs).
// Options: --runs N (default 3), --routes /,/home (Lighthouse's routes; default: every route in every language),
// --only lighthouse|soft|save|phone|measure|editor (phone: the owner's wait on the editor's
// phone page at 375 px, bench/phone-save-to-live.mjs; measure: the beacon's bytes and the collector's
// events per second and latency, bench/field-measurement.mjs; editor: the owner's editor on a
// phone, its first usable screen and the bytes before it, bench/editor.mjs).
// The editor's options: --editor-dir [NAME=]DIR[,…] (build folders to measure instead of the bench
// site's admin/; with --only editor the site is then neither deployed nor served),
// --editor-page /path (default /), --editor-usable SELECTOR and --editor-text TEXT (the
// control that makes the screen usable; default: [data-editor-usable], else a "Sign in" button).
// --against-single-bundle DIR: the Lighthouse phase measures the single-bundle site this one
// replaces too (a clone of it in DIR, built and served by bench/single-bundle.mjs), each
// route's runs alternating between the two, and prints each figure as a ratio.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { APPS, composition, REMOTES, ROOT, shiftedPort } from 'composition';
import { LANGUAGE_PREFIXES, pointerPath, readJson, releasePath } from 'deployment';
import lighthouse from 'lighthouse';
import { siteDatabase } from 'measure';
import chromiumFlags from '../scripts/chromium-flags.json' with { type: 'json' };
import { measureEditor, printEditor } from './editor.mjs';
import { measureFieldMeasurement, printFieldMeasurement } from './field-measurement.mjs';
import { measurePhoneSaveToLive, printPhoneSaveToLive } from './phone-save-to-live.mjs';
import { measureSaveToLive, printSaveToLive } from './save-to-live.mjs';
import { measureHopsSideBySide, printHopsSideBySide, printSideBySide } from './side-by-side.mjs';
import {
  buildSingleBundle,
  serveSingleBundle,
  singleBundleHopSite,
  singleBundleRoute,
} from './single-bundle.mjs';
import { measureSoftNavigation, printSoftNavigation, thisSite } from './soft-navigation.mjs';
import { formatTable, median } from './table.mjs';
import { waitForPort } from './wait-for-port.mjs';

const SITE = 'deploy/bench-site';
const RESULTS = join(ROOT, 'bench/results.json');
/** The bench site's shell port; the remotes follow at their composed offsets. */
const BASE_PORT = 4200;
/** The single bundle's port (--against-single-bundle), clear of the bench site's. */
const SINGLE_BUNDLE_PORT = 4290;
const portOf = (/** @type {{ port: number }} */ app) => shiftedPort(app.port, BASE_PORT);

/** Every route the deployed releases serve, in composition order, each in every language. */
function deployedRoutes() {
  const english = Object.keys(REMOTES).flatMap((app) => {
    const site = join(ROOT, SITE);
    /** @type {{ current: string }} */
    const { current } = readJson(join(site, pointerPath(app)));
    /** @type {{ routes: Array<{ path: string }> }} */
    const release = readJson(join(site, releasePath(app, current), 'release.json'));
    return release.routes.map((route) => route.path);
  });
  return english.flatMap((path) =>
    LANGUAGE_PREFIXES.map((prefix) => (prefix && path === '/' ? prefix : `${prefix}${path}`)),
  );
}
const CHROME_FLAGS = ['--headless', ...chromiumFlags];
/** Strings only one copy of each library contains: how copies are counted. */
const MARKERS = {
  reactDom: '__reactContainer$',
  federationRuntime: '__GLOBAL_LOADING_REMOTE_ENTRY__',
};
/**
 * The shell's mark when the page is idle: what must answer before idle is live, and the
 * browser has nothing to do. Deferred work (a page hydrating when idle, the carousel's
 * Swiper, warming the other parts) starts from it.
 */
const PAGE_IDLE_MARK = 'jac:page-idle';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    only: { type: 'string' },
    'editor-dir': { type: 'string' },
    'editor-page': { type: 'string' },
    'editor-usable': { type: 'string' },
    'editor-text': { type: 'string' },
    'against-single-bundle': { type: 'string' },
  },
});
if (
  options.only !== undefined &&
  !['lighthouse', 'soft', 'save', 'phone', 'measure', 'editor'].includes(options.only)
)
  throw new Error(`--only takes lighthouse, soft, save, measure or editor, not ${options.only}`);
/** Whether a phase runs: all of them, or the one --only names. */
const runsPhase = (/** @type {string} */ phase) =>
  options.only === undefined || options.only === phase;

async function serveSite() {
  // As npm start serves it: the shell's /measure goes to the field measurement's collector.
  const collectorPort = shiftedPort(composition.collector.port, BASE_PORT);
  const servers = APPS.map((app) =>
    spawn(
      process.execPath,
      [
        join(ROOT, 'platform/servers/site/start.mjs'),
        join(ROOT, SITE, app.package),
        String(portOf(app)),
        ...(app.shell
          ? ['--spa', '--admin', join(ROOT, SITE, 'admin'), '--collector', String(collectorPort)]
          : []),
      ],
      { stdio: 'ignore' },
    ),
  );
  rmSync(siteDatabase(join(ROOT, SITE)), { force: true });
  servers.push(
    spawn(
      process.execPath,
      [
        join(ROOT, 'platform/measure/collector.mjs'),
        ...['--site', join(ROOT, SITE), '--db', siteDatabase(join(ROOT, SITE))],
        ...['--port', String(collectorPort)],
      ],
      { stdio: 'ignore' },
    ),
  );
  await Promise.all([...APPS.map((app) => waitForPort(portOf(app))), waitForPort(collectorPort)]);
  return () => {
    for (const server of servers) server.kill('SIGTERM');
  };
}

/** @type {Map<string, string>} */
const scriptBodies = new Map();
/**
 * @param {string} marker
 * @param {string[]} scriptUrls
 */
async function copiesOf(marker, scriptUrls) {
  let copies = 0;
  for (const url of scriptUrls) {
    if (!scriptBodies.has(url)) scriptBodies.set(url, await (await fetch(url)).text());
    if (scriptBodies.get(url)?.includes(marker)) copies += 1;
  }
  return copies;
}

/**
 * A row of the audit tables read below (resource summary, network requests, metrics, user
 * timings), as far as this bench reads it: Lighthouse types a cell as any value a table may hold.
 * @typedef {{ resourceType: string, url: string, name: string, transferSize?: number, rendererStartTime: number, startTime: number, duration?: number, observedFirstContentfulPaint?: number }} AuditRow
 */

/**
 * How long after the time origin the first request started (ms): the network table's
 * times count from that request, user timings from the time origin.
 * @param {unknown} networkDetails the network-requests audit's details
 * @param {unknown} metricsDetails the metrics audit's details
 */
function requestsFromTimeOrigin(networkDetails, metricsDetails) {
  const networkStart = /** @type {{ debugData?: { networkStartTimeTs?: number } }} */ (
    networkDetails
  ).debugData?.networkStartTimeTs;
  const timeOrigin = /** @type {{ items?: Array<{ observedTimeOriginTs?: number }> }} */ (
    metricsDetails
  ).items?.[0]?.observedTimeOriginTs;
  if (networkStart === undefined || timeOrigin === undefined)
    throw new Error('Lighthouse gave no clock to place requests against user timings');
  return (networkStart - timeOrigin) / 1000;
}

/**
 * The page's inline scripts (not its JSON data blocks), gzipped together as the server
 * sends the HTML that holds them: Lighthouse counts them as the document's bytes, this
 * bench as JavaScript, before idle.
 * @param {string} url
 */
async function inlineScriptKB(url) {
  const html = await (await fetch(url)).text();
  const scripts = Array.from(html.matchAll(/<script>([\s\S]*?)<\/script>/g), (match) => match[1]);
  return scripts.length === 0 ? 0 : gzipSync(scripts.join('\n')).length / 1024;
}

/**
 * The longest main-thread task from `start` on (ms, as on the slowed CPU): the page's own
 * first paint comes before its loader starts the app, and issue 56 asks that no task from
 * the app's start to quiet take over 50 ms. Lighthouse times its tasks on this machine's
 * CPU (observed, on the user timings' clock); its simulation slows script by the CPU
 * multiplier (layout by half of it), so multiplying every task by it is the stricter view.
 * A page without the mark (the single bundle, whose app starts with the page) counts from 0.
 * @param {number} start ms from the time origin
 * @param {AuditRow[]} tasks the main-thread-tasks audit's rows
 * @param {number} cpuSlowdown
 */
function longestTaskFrom(start, tasks, cpuSlowdown) {
  const after = tasks.filter((task) => task.startTime >= start);
  return Math.max(0, ...after.map((task) => (task.duration ?? 0) * cpuSlowdown));
}

/**
 * One Lighthouse run of `url` in the Chromium listening on `port`.
 * @param {string} url
 * @param {number} port
 */
async function measure(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  /** @param {string} id */
  const audit = (id) => {
    const found = lhr.audits[id];
    if (!found) throw new Error(`Lighthouse ran no ${id} audit`);
    return found;
  };
  /** @param {string} id @returns {AuditRow[]} */
  const rowsOf = (id) =>
    /** @type {{ items?: AuditRow[] } | undefined} */ (audit(id).details)?.items ?? [];
  const summary = Object.fromEntries(
    rowsOf('resource-summary').map((item) => [item.resourceType, item]),
  );
  const requests = rowsOf('network-requests');
  const scriptRequests = requests.filter((item) => item.resourceType === 'Script');
  const scripts = scriptRequests.map((item) => item.url);
  // As the browser saw it (not simulated): scripts asked for before the first text painted.
  const observedFcp = rowsOf('metrics')[0]?.observedFirstContentfulPaint ?? 0;
  // The first load's requests: those asked for before the page is idle (all of them
  // without the mark). The mark counts from the time origin, request times
  // from the first request's start: put both on the time origin's clock, since what the
  // shell starts at the mark is requested within a millisecond of it.
  const pageIdle =
    rowsOf('user-timings').find((item) => item.name === PAGE_IDLE_MARK)?.startTime ??
    Number.POSITIVE_INFINITY;
  const requestClock = requestsFromTimeOrigin(
    audit('network-requests').details,
    audit('metrics').details,
  );
  const beforeIdle = requests.filter((item) => item.rendererStartTime + requestClock < pageIdle);
  const firstLoadScripts = beforeIdle.filter((item) => item.resourceType === 'Script');
  // The longest main-thread task of the load (the take-over's included), as simulated on
  // the slowed CPU; Lighthouse lists only tasks of 50 ms or more, so 0 means none.
  const longestTask = Math.max(0, ...rowsOf('long-tasks').map((item) => item.duration ?? 0));
  const longestAfterStart = longestTaskFrom(
    pageIdle === Number.POSITIVE_INFINITY ? 0 : pageIdle,
    rowsOf('main-thread-tasks'),
    lhr.configSettings.throttling.cpuSlowdownMultiplier,
  );
  const category = lhr.categories.performance;
  if (!category) throw new Error(`Lighthouse gave ${url} no performance score`);
  // The page's own scripts (its loader and islands) come inside its HTML, before idle.
  const inlineKB = await inlineScriptKB(url);
  return {
    score: category.score,
    scriptsBeforePaint: scriptRequests.filter((item) => item.rendererStartTime < observedFcp)
      .length,
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    requests: requests.length,
    requestsBeforeIdle: beforeIdle.length,
    longestTask,
    longestAfterStart,
    totalKB: (summary.total?.transferSize ?? 0) / 1024,
    jsKB: (summary.script?.transferSize ?? 0) / 1024 + inlineKB,
    firstLoadJsKB:
      firstLoadScripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024 + inlineKB,
    inlineJsKB: inlineKB,
    cssKB: (summary.stylesheet?.transferSize ?? 0) / 1024,
    imageKB: (summary.image?.transferSize ?? 0) / 1024,
    fontKB: (summary.font?.transferSize ?? 0) / 1024,
    reactDom: await copiesOf(MARKERS.reactDom, scripts),
    federationRuntime: await copiesOf(MARKERS.federationRuntime, scripts),
  };
}

/**
 * Each figure's median over the runs.
 * @template {string} Figure
 * @param {Array<Record<Figure, number | null | undefined>>} runs
 * @returns {Record<Figure, number>}
 */
function medians(runs) {
  return /** @type {Record<Figure, number>} */ (
    Object.fromEntries(
      Object.keys(/** @type {object} */ (runs[0])).map((key) => [
        key,
        median(runs.map((run) => /** @type {number} */ (run[/** @type {Figure} */ (key)]))),
      ]),
    )
  );
}

/**
 * @typedef {Awaited<ReturnType<typeof measure>>} Figures one Lighthouse run's figures
 * @typedef {{ route: string, median: Record<keyof Figures, number>, runs: Figures[] }} RouteResult
 */

/** @param {RouteResult[]} results */
function printTable(results) {
  const head = [
    'route',
    'score',
    'scripts before paint',
    'FCP s',
    'LCP s',
    'TBT ms',
    'longest task ms',
    'longest from app start ms',
    'CLS',
    'req',
    'req before idle',
    'total KB',
    'JS KB',
    'JS before idle KB',
    'inline JS KB',
    'CSS KB',
    'img KB',
    'font KB',
    'react-dom',
    'MF runtime',
  ];
  const rows = results.map(({ route, median: m }) => [
    route,
    m.score.toFixed(2),
    m.scriptsBeforePaint,
    (m.fcp / 1000).toFixed(2),
    (m.lcp / 1000).toFixed(2),
    m.tbt.toFixed(0),
    m.longestTask.toFixed(0),
    m.longestAfterStart.toFixed(0),
    m.cls.toFixed(3),
    m.requests,
    m.requestsBeforeIdle,
    m.totalKB.toFixed(0),
    m.jsKB.toFixed(0),
    m.firstLoadJsKB.toFixed(0),
    m.inlineJsKB.toFixed(1),
    m.cssKB.toFixed(1),
    m.imageKB.toFixed(0),
    m.fontKB.toFixed(0),
    m.reactDom,
    m.federationRuntime,
  ]);
  console.log(formatTable(head, rows));
  console.log(
    `\nMedians of ${runs} Lighthouse runs (mobile defaults) per route; all runs in bench/results.json.`,
  );
}

/**
 * @typedef {{ name: string, urlOf: (route: string) => string }} Site a site the bench measures
 */

/** This site, as the bench serves it. @type {Site} */
const THIS_SITE = { name: 'this site', urlOf: (route) => `http://localhost:${BASE_PORT}${route}` };

/**
 * Lighthouse, `runs` times per route, in one Chromium; with more than one site, each run
 * of a route alternates between them, so that a slower minute slows both alike.
 * @param {string[]} routes @param {Site[]} [sites]
 */
async function runLighthouse(routes, sites = [THIS_SITE]) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  /** @type {RouteResult[][]} */
  const results = sites.map(() => []);
  try {
    for (const route of routes) {
      /** @type {Figures[][]} */
      const samples = sites.map(() => []);
      for (let i = 0; i < runs; i++) {
        for (const [n, site] of sites.entries())
          samples[n]?.push(await measure(site.urlOf(route), chrome.port));
      }
      for (const [n] of sites.entries()) {
        const own = samples[n] ?? [];
        results[n]?.push({ route, median: medians(own), runs: own });
      }
      process.stderr.write(`measured ${route}\n`);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * What this run measured, over the previous results.json: a part it skipped stays as it was.
 * @param {object} measured
 */
function saveResults(measured) {
  const previous = readJson(RESULTS, {});
  writeFileSync(RESULTS, `${JSON.stringify({ ...previous, ...measured }, null, 2)}\n`);
}

const runs = Number(options.runs);
/** The editor alone, on build folders given: nothing of the site to deploy or serve. */
const editorAlone = options.only === 'editor' && options['editor-dir'] !== undefined;
/** The editor's builds measured: those given, else the bench site's. */
const editorCandidates = (options['editor-dir'] ?? join(ROOT, SITE, 'admin'))
  .split(',')
  .map((given) => given.match(/^(?:([^=/]+)=)?(.+)$/) ?? [given, undefined, given])
  .map(([, name, dir = '']) => ({
    name: name ?? dir,
    dir,
    ...(options['editor-page'] ? { page: options['editor-page'] } : {}),
    ...(options['editor-usable'] ? { usable: options['editor-usable'] } : {}),
    ...(options['editor-text'] ? { text: options['editor-text'] } : {}),
  }));
/** The editor's origin is the admin port beside this shell port, clear of the bench site's. */
const EDITOR_SHELL_PORT = BASE_PORT + 100;

/** Progress goes to stderr, so that stdout holds the figures alone. */
const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);

/** The editor's phase: run alone on --editor-dir, or within the whole bench. */
async function editorPhase() {
  const editor = await measureEditor({
    candidates: editorCandidates,
    runs,
    shellPort: EDITOR_SHELL_PORT,
    log,
  });
  printEditor(editor);
  saveResults({ editor });
}

if (editorAlone) {
  await editorPhase();
  process.exit(0);
}

execFileSync(
  process.execPath,
  [
    join(ROOT, 'platform/release/cli/deploy-all.mjs'),
    '--site',
    SITE,
    '--shell-port',
    String(BASE_PORT),
  ],
  {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
/**
 * With --against-single-bundle: the single bundle, built and served beside this site; in
 * this process, and before the site's servers, which a failure here would leave running.
 */
const stopSingleBundle =
  options['against-single-bundle'] === undefined
    ? undefined
    : await serveSingleBundle(
        await buildSingleBundle(
          resolve(options['against-single-bundle']),
          join(ROOT, '.cache/single-bundle'),
          log,
        ),
        SINGLE_BUNDLE_PORT,
      );
const stopServers = await serveSite();
/** @type {RouteResult[] | undefined} */
let results;
let softNavigation;
let saveToLive;
try {
  // Each phase prints and keeps its figures as it ends, so a later one failing loses none.
  if (runsPhase('lighthouse')) {
    const routes = (options.routes ?? deployedRoutes().join(',')).split(',');
    if (stopSingleBundle === undefined) {
      [results = []] = await runLighthouse(routes);
      printTable(results);
      saveResults({ measuredAt: new Date().toISOString(), runs, results });
    } else {
      const singleBundle = {
        name: 'the single bundle',
        urlOf: (/** @type {string} */ route) =>
          `http://localhost:${SINGLE_BUNDLE_PORT}${singleBundleRoute(route)}`,
      };
      const [ours = [], theirs = []] = await runLighthouse(routes, [THIS_SITE, singleBundle]);
      results = ours;
      printTable(ours);
      printSideBySide(ours, theirs);
      saveResults({
        measuredAt: new Date().toISOString(),
        runs,
        results: ours,
        singleBundle: { measuredAt: new Date().toISOString(), results: theirs },
      });
    }
  }
  if (runsPhase('soft')) {
    softNavigation = await measureSoftNavigation({
      origin: `http://localhost:${BASE_PORT}`,
      runs,
      log,
    });
    // Each hop's target is judged against its own first load, from this run only.
    const fcpByRoute = new Map((results ?? []).map(({ route, median: m }) => [route, m.fcp]));
    printSoftNavigation(softNavigation, fcpByRoute);
    saveResults({ softNavigation });
    if (stopSingleBundle) {
      const hopsSideBySide = await measureHopsSideBySide({
        sites: [
          thisSite(`http://localhost:${BASE_PORT}`),
          singleBundleHopSite(`http://localhost:${SINGLE_BUNDLE_PORT}`),
        ],
        runs,
        log,
      });
      printHopsSideBySide(hopsSideBySide);
      saveResults({ hopsSideBySide });
    }
  }
  if (runsPhase('measure')) {
    const fieldMeasurement = await measureFieldMeasurement({
      site: SITE,
      log,
    });
    printFieldMeasurement(fieldMeasurement);
    saveResults({ fieldMeasurement });
  }
  if (runsPhase('editor')) await editorPhase();
  // Last, these two: each releases an edited mf-services into the bench site.
  const ownerWait = {
    origin: `http://localhost:${BASE_PORT}`,
    site: SITE,
    shellPort: BASE_PORT,
    backendPort: BASE_PORT + 90,
    runs,
    log,
  };
  if (runsPhase('phone')) {
    const phoneSaveToLive = await measurePhoneSaveToLive(ownerWait);
    printPhoneSaveToLive(phoneSaveToLive);
    saveResults({ phoneSaveToLive });
  }
  if (runsPhase('save')) {
    saveToLive = await measureSaveToLive(ownerWait);
    printSaveToLive(saveToLive);
    saveResults({ saveToLive });
  }
} finally {
  stopServers();
  stopSingleBundle?.();
}
