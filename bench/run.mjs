#!/usr/bin/env node
// npm run bench: deploys production builds into deploy/bench-site, serves them on
// loopback (ports 4200-4203, gzip, production cache headers), runs Lighthouse (mobile
// defaults) several times per route and prints the medians. It prints figures; it never
// fails on one. Options: --runs N (default 3), --routes /,/home (default: all fifteen).
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import chromiumFlags from '../scripts/chromium-flags.json' with { type: 'json' };

import { APPS, composition, REMOTES, ROOT } from '../scripts/composition.mjs';
import { readJson } from '../scripts/deploy/files.mjs';
import { readHistory } from '../scripts/deploy/history.mjs';
import { releaseDir } from '../scripts/deploy/site-layout.mjs';

const SITE = 'deploy/bench-site';
/** The bench site's shell port; the remotes follow at their composed offsets. */
const BASE_PORT = 4200;
const portOf = (app) => app.port - composition.shell.port + BASE_PORT;

/** Every route the deployed releases serve, in composition order. */
function deployedRoutes() {
  return Object.keys(REMOTES).flatMap((app) => {
    const { current } = readHistory(join(ROOT, SITE), app);
    return readJson(join(releaseDir(join(ROOT, SITE), app, current), 'release.json')).routes.map(
      (route) => route.path,
    );
  });
}
const CHROME_FLAGS = ['--headless', ...chromiumFlags];
/** Strings only one copy of each library contains: how copies are counted. */
const MARKERS = {
  reactDom: '__reactContainer$',
  federationRuntime: '__GLOBAL_LOADING_REMOTE_ENTRY__',
};

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, routes: { type: 'string' } },
});

function waitForPort(port, deadline = Date.now() + 10_000) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(resolve));
    socket.once('error', () =>
      Date.now() > deadline
        ? reject(new Error(`nothing listens on ${port}`))
        : setTimeout(() => waitForPort(port, deadline).then(resolve, reject), 100),
    );
  });
}

async function serveSite() {
  const servers = APPS.map((app) =>
    spawn(
      process.execPath,
      [
        join(ROOT, 'scripts/static-server.mjs'),
        join(ROOT, SITE, app.package),
        String(portOf(app)),
        ...(app.shell ? ['--spa'] : []),
      ],
      { stdio: 'ignore' },
    ),
  );
  await Promise.all(APPS.map((app) => waitForPort(portOf(app))));
  return () => {
    for (const server of servers) server.kill('SIGTERM');
  };
}

const scriptBodies = new Map();
async function copiesOf(marker, scriptUrls) {
  let copies = 0;
  for (const url of scriptUrls) {
    if (!scriptBodies.has(url)) scriptBodies.set(url, await (await fetch(url)).text());
    if (scriptBodies.get(url).includes(marker)) copies += 1;
  }
  return copies;
}

async function measure(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    onlyCategories: ['performance'],
    logLevel: 'error',
  });
  const audit = (id) => lhr.audits[id];
  const summary = Object.fromEntries(
    (audit('resource-summary').details?.items ?? []).map((item) => [item.resourceType, item]),
  );
  const requests = audit('network-requests').details?.items ?? [];
  const scriptRequests = requests.filter((item) => item.resourceType === 'Script');
  const scripts = scriptRequests.map((item) => item.url);
  // As the browser saw it (not simulated): scripts asked for before the first text painted.
  const observedFcp = audit('metrics').details?.items?.[0]?.observedFirstContentfulPaint ?? 0;
  return {
    score: lhr.categories.performance.score,
    scriptsBeforePaint: scriptRequests.filter((item) => item.rendererStartTime < observedFcp)
      .length,
    fcp: audit('first-contentful-paint').numericValue,
    lcp: audit('largest-contentful-paint').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    requests: requests.length,
    totalKB: (summary.total?.transferSize ?? 0) / 1024,
    jsKB: (summary.script?.transferSize ?? 0) / 1024,
    cssKB: (summary.stylesheet?.transferSize ?? 0) / 1024,
    imageKB: (summary.image?.transferSize ?? 0) / 1024,
    fontKB: (summary.font?.transferSize ?? 0) / 1024,
    reactDom: await copiesOf(MARKERS.reactDom, scripts),
    federationRuntime: await copiesOf(MARKERS.federationRuntime, scripts),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function medians(runs) {
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  );
}

function printTable(results) {
  const head = [
    'route',
    'score',
    'scripts before paint',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'req',
    'total KB',
    'JS KB',
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
    m.cls.toFixed(3),
    m.requests,
    m.totalKB.toFixed(0),
    m.jsKB.toFixed(0),
    m.cssKB.toFixed(1),
    m.imageKB.toFixed(0),
    m.fontKB.toFixed(0),
    m.reactDom,
    m.federationRuntime,
  ]);
  const widths = head.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  console.log([line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
}

const runs = Number(options.runs);

execFileSync(
  process.execPath,
  [join(ROOT, 'scripts/deploy/deploy-all.mjs'), '--site', SITE, '--shell-port', String(BASE_PORT)],
  {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const routes = (options.routes ?? deployedRoutes().join(',')).split(',');
const stopServers = await serveSite();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const results = [];
try {
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i++)
      samples.push(await measure(`http://localhost:${BASE_PORT}${route}`, chrome.port));
    results.push({ route, median: medians(samples), runs: samples });
    process.stderr.write(`measured ${route}\n`);
  }
} finally {
  await chrome.kill();
  stopServers();
}
printTable(results);
writeFileSync(
  join(ROOT, 'bench/results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), runs, results }, null, 2)}\n`,
);
console.log(
  `\nMedians of ${runs} Lighthouse runs (mobile defaults) per route; all runs in bench/results.json.`,
);
