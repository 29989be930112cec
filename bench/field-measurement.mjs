// @ts-check
// The field measurement's own costs, on this machine: the beacon's bytes (its file and
// the web-vitals file it loads, both after idle, and a page view's batch on the wire),
// and the collector's throughput and latency. The collector runs in a process of its own
// (one core), on SQLite and on a real PostgreSQL server, and is sent realistic batches
// (a view, three vitals and a tap: 5 events) by `connections` senders at once, each
// batch from one of many visitors' addresses, as nginx passes them, for `seconds`, with
// the limit on everyone at once lifted: what it can store, not what it lets in.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pointerPath, readJson } from 'deployment';
import { freePort } from 'test-tools/free-port.mjs';
import { startRealPostgres } from 'test-tools/real-postgres.mjs';
import { formatTable } from './table.mjs';

const EVENTS_PER_BATCH = 5;

/**
 * The live shell's script files: those its pages' entry reaches through static and
 * dynamic imports, so a file of an older build left beside them is not measured.
 * @param {string} shell the shell's folder
 */
function liveScripts(shell) {
  const boot = readFileSync(join(shell, 'index.html'), 'utf8').match(
    /<script type="application\/json" id="jac-boot">([^<]*)<\/script>/,
  )?.[1];
  if (!boot) throw new Error(`${shell}/index.html has no jac-boot block`);
  const { entry, preload } = JSON.parse(boot);
  const seen = new Set();
  const queue = [entry, ...preload].map((path) => path.replace(/^\//, ''));
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (seen.has(file) || !existsSync(join(shell, file))) continue;
    seen.add(file);
    const code = readFileSync(join(shell, file), 'utf8');
    for (const [, name] of code.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g)) {
      queue.push(`assets/${name}`);
    }
  }
  return [...seen];
}

/** @param {string} site */
function beaconBytes(site) {
  const shell = join(site, 'shell');
  const scripts = liveScripts(shell);
  const sizes = (/** @type {RegExp} */ name) => {
    const file = scripts.find((path) => name.test(basename(path)));
    if (!file) throw new Error(`no live ${name} in ${shell}`);
    const body = readFileSync(join(shell, file));
    return { file: basename(file), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  };
  return { beacon: sizes(/^beacon-.*\.js$/), vitals: sizes(/^vitals-.*\.js$/) };
}

/**
 * The releases live on the site, as the batch's page names them: the shell's and its
 * part's alone, as the collector takes them. @param {string} site
 */
function liveReleases(site) {
  /** @type {Record<string, string>} */
  const releases = {};
  for (const part of ['shell', 'mf-services']) {
    releases[part] = readJson(join(site, pointerPath(part)), { current: '' }).current;
  }
  return releases;
}

/** @param {Record<string, string>} releases */
const batchOf = (releases) =>
  JSON.stringify({
    v: 1,
    path: '/service/ac',
    releases,
    events: [
      { name: 'view', detail: 'www.google.com' },
      { name: 'vital', detail: 'LCP', value: 812.4, target: 'main>section>img.hero' },
      { name: 'vital', detail: 'CLS', value: 0.01, target: 'main>section' },
      { name: 'vital', detail: 'INP', value: 64, part: 'mf-services', target: 'button.menu' },
      { name: 'call' },
    ],
  });

/**
 * @param {{ site: string, db: string, connections: number, seconds: number, log: (line: string) => void }} options
 */
async function loadCollector({ site, db, connections, seconds, log }) {
  const port = await freePort();
  const collector = spawn(
    process.execPath,
    [
      'platform/measure/collector.mjs',
      ...['--site', site, '--db', db, '--port', String(port)],
      // Its capacity, not its flood limit (1000 batches a second for everyone).
      ...['--overall-rate', '1000000'],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => collector.stdout?.once('data', resolve));
  const body = batchOf(liveReleases(site));
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  /** @type {number[]} */
  const latencies = [];
  const statuses = new Map();
  let visitor = 0;
  const send = () =>
    new Promise((resolve) => {
      visitor += 1;
      const started = performance.now();
      const sending = request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/measure',
          headers: {
            'Content-Type': 'text/plain;charset=UTF-8',
            'Content-Length': Buffer.byteLength(body),
            // Many visitors, one address each, as nginx names them.
            'X-Forwarded-For': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - started);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            resolve(undefined);
          });
        },
      );
      sending.end(body);
    });
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await send();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  collector.kill('SIGTERM');
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (/** @type {number} */ share) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  const stored = statuses.get(204) ?? 0;
  const result = {
    batches: latencies.length,
    stored,
    eventsPerSecond: Math.round((stored * EVENTS_PER_BATCH) / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    statuses: Object.fromEntries(statuses),
  };
  log(
    `collector on ${db.startsWith('postgres') ? 'PostgreSQL' : 'SQLite'}: ${JSON.stringify(result)}`,
  );
  return result;
}

/**
 * @param {{ site: string, seconds?: number, connections?: number, log: (line: string) => void }} options
 */
export async function measureFieldMeasurement({ site, seconds = 10, connections = 16, log }) {
  const bytes = beaconBytes(site);
  const viewBatch = Buffer.byteLength(
    JSON.stringify({
      v: 1,
      path: '/service/ac',
      releases: liveReleases(site),
      events: [{ name: 'view' }],
    }),
  );
  const sqlite = join(tmpdir(), `jac-bench-measure-${process.pid}.sqlite`);
  const postgres = await startRealPostgres();
  try {
    const onSqlite = await loadCollector({ site, db: sqlite, connections, seconds, log });
    const onPostgres = await loadCollector({ site, db: postgres.url, connections, seconds, log });
    return { bytes, viewBatch, connections, seconds, sqlite: onSqlite, postgres: onPostgres };
  } finally {
    await postgres.stop();
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${sqlite}${suffix}`, { force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measureFieldMeasurement>>} result */
export function printFieldMeasurement(result) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(2)} KB`;
  console.log('\nThe beacon, after idle (gzip -9):');
  console.log(
    formatTable(
      ['file', 'bytes', 'gzip'],
      [
        [
          `beacon (${result.bytes.beacon.file})`,
          result.bytes.beacon.raw,
          kb(result.bytes.beacon.gzip),
        ],
        [
          `web-vitals with attribution (${result.bytes.vitals.file})`,
          result.bytes.vitals.raw,
          kb(result.bytes.vitals.gzip),
        ],
        ["a page view's batch on the wire", result.viewBatch, '-'],
      ],
    ),
  );
  console.log(
    `\nThe collector, one process, ${result.connections} senders for ${result.seconds} s, ${EVENTS_PER_BATCH} events a batch:`,
  );
  const ms = (/** @type {number} */ value) => `${value.toFixed(1)} ms`;
  /**
   * A database's row: both stores are read alike.
   * @param {string} name
   * @param {typeof result.sqlite} store
   */
  const row = (name, store) => [
    name,
    store.eventsPerSecond,
    store.batches,
    ms(store.p50),
    ms(store.p99),
    JSON.stringify(store.statuses),
  ];
  console.log(
    formatTable(
      ['database', 'events/s stored', 'batches', 'p50', 'p99', 'answers'],
      [row('SQLite', result.sqlite), row('PostgreSQL', result.postgres)],
    ),
  );
}
