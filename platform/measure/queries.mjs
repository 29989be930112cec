// @ts-check
// Every question asked of the events, in the SQL SQLite and PostgreSQL share: a release's
// field figures (the watch, `npm run releases`) and the owner's weeks and pages; and the
// one deletion, of what is older than is kept (retention.mjs).
import { EPOCH_LENGTH } from './network-hash.mjs';

/** @import { Parameter, Store } from './store/store.mjs' */

/**
 * @typedef {{ p75: number | null, samples: number }} Percentile
 * @typedef {{ views: number, errors: number, errorsPer1000: number | null,
 *   errorNetworks: number, vitals: Record<'LCP' | 'INP' | 'CLS', Percentile> }} ReleaseFigures
 *   `errorNetworks`: how many networks (by their hash of the day) sent its errors
 * @typedef {{ since?: number, until?: number, perNetwork?: number | null }} Span
 *   received in [since, until) (ms); each network's events counted up to `perNetwork`
 */

export const VITALS = /** @type {const} */ (['LCP', 'INP', 'CLS']);
export const SHELL = 'shell';

/**
 * Views of the part's pages in that release: the shell frames every page, a remote its own.
 * @param {string} part
 */
const viewsOf = (part) =>
  part === SHELL
    ? "name = 'view' AND shell_release = ?"
    : "name = 'view' AND part = ? AND release = ?";
const viewParameters = (/** @type {string} */ part, /** @type {string} */ release) =>
  part === SHELL ? [release] : [part, release];

/** @param {Record<string, unknown> | undefined} row */
const count = (row) => Number(row?.n ?? 0);

/**
 * How many events `where` selects, each network's counted up to `cap` (none: all), and
 * how many networks sent them. Events stored before networks were (NULL) are one.
 * @param {Store} store @param {string} where @param {Parameter[]} parameters
 * @param {number | null} cap
 */
async function cappedCount(store, where, parameters, cap) {
  if (cap !== null && !(Number.isSafeInteger(cap) && cap >= 1)) {
    throw new Error(`a network's share must be a whole number, not ${cap}`);
  }
  // The cap is a whole number checked above, written in: both databases type it as the count.
  const counted = cap === null ? 'n' : `CASE WHEN n > ${cap} THEN ${cap} ELSE n END`;
  // Networks are counted epoch by epoch (a salt's, network-hash.mjs), the largest count
  // kept: one network across midnight or a restart has two hashes, and is not two.
  const [row] = await store.all(
    `SELECT COALESCE(SUM(counted), 0) AS n, COALESCE(MAX(networks), 0) AS networks FROM
       (SELECT SUM(${counted}) AS counted, COUNT(*) AS networks FROM
         (SELECT network, SUBSTR(network, 1, ${EPOCH_LENGTH}) AS epoch, COUNT(*) AS n
            FROM measure_events WHERE ${where} GROUP BY network) AS by_network
        GROUP BY epoch) AS by_epoch`,
    parameters,
  );
  return { n: count(row), networks: Number(row?.networks ?? 0) };
}

/**
 * A release's field figures over a span (all that is kept, by default): views of its
 * pages, errors charged to it, the networks those came from, and the p75 of each vital
 * with its sample size.
 * @param {Store} store @param {string} part @param {string} release @param {Span} [span]
 * @returns {Promise<ReleaseFigures>}
 */
export async function releaseFigures(store, part, release, span = {}) {
  const { since = 0, until = Number.MAX_SAFE_INTEGER, perNetwork = null } = span;
  const when = 'received_at >= ? AND received_at < ?';
  const views = await cappedCount(
    store,
    `${viewsOf(part)} AND ${when}`,
    [...viewParameters(part, release), since, until],
    perNetwork,
  );
  const errors = await cappedCount(
    store,
    `name = 'error' AND part = ? AND release = ? AND ${when}`,
    [part, release, since, until],
    perNetwork,
  );
  /** @type {Record<string, Percentile>} */
  const vitals = {};
  for (const vital of VITALS) vitals[vital] = await p75(store, part, release, vital, since, until);
  return {
    views: views.n,
    errors: errors.n,
    errorsPer1000: views.n === 0 ? null : (errors.n * 1000) / views.n,
    errorNetworks: errors.networks,
    vitals: /** @type {ReleaseFigures['vitals']} */ (vitals),
  };
}

/**
 * The 75th percentile by nearest rank (the smallest value at or above 75 % of the
 * samples), as web-vitals' own reports define it; neither database's percentile function
 * is in the other.
 * @param {Store} store @param {string} part @param {string} release @param {string} vital
 * @param {number} since @param {number} until @returns {Promise<Percentile>}
 */
async function p75(store, part, release, vital, since, until) {
  const where =
    "name = 'vital' AND detail = ? AND part = ? AND release = ? AND received_at >= ? AND received_at < ?";
  const parameters = [vital, part, release, since, until];
  const samples = count(
    (await store.all(`SELECT COUNT(*) AS n FROM measure_events WHERE ${where}`, parameters))[0],
  );
  if (samples === 0) return { p75: null, samples };
  const [row] = await store.all(
    `SELECT value FROM measure_events WHERE ${where} ORDER BY value LIMIT 1 OFFSET ?`,
    [...parameters, Math.ceil(samples * 0.75) - 1],
  );
  return { p75: Number(row?.value), samples };
}

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** Midnight UTC of the Monday of `now`'s week. @param {Date} now */
export function weekStart(now) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return day.getTime() - ((day.getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000;
}

/**
 * @typedef {{ visits: number, calls: number, whatsapp: number, enquiries: number }} Counts
 * @typedef {{ weeks: Array<Counts & { start: string }>,
 *   pages: Array<Counts & { path: string, lang: string }>, since: string }} OwnerNumbers
 */

/** What the owner counts. An enquiry turned into WhatsApp is a WhatsApp chat. */
const OWNER_EVENTS =
  "(name IN ('view', 'call', 'whatsapp') OR (name = 'enquiry' AND detail IN ('sent', 'whatsapp')))";

/** @param {Record<string, unknown>} row @returns {keyof Counts} */
const countedAs = (row) => {
  if (row.name === 'view') return 'visits';
  if (row.name === 'call') return 'calls';
  if (row.name === 'enquiry' && row.detail === 'sent') return 'enquiries';
  return 'whatsapp';
};
const noCounts = () => ({ visits: 0, calls: 0, whatsapp: 0, enquiries: 0 });

/**
 * The owner's numbers: visits, calls, WhatsApp chats and enquiries of each of the last
 * `weeks` weeks (Monday to Sunday, UTC; the last is this week so far), and of each page
 * and language over the last two of them, the pages that bring the most calls first.
 * @param {Store} store @param {{ now?: Date, weeks?: number }} [options]
 * @returns {Promise<OwnerNumbers>}
 */
export async function ownerNumbers(store, { now = new Date(), weeks = 8 } = {}) {
  const first = weekStart(now) - (weeks - 1) * WEEK;
  const byWeek = await store.all(
    `SELECT CAST((received_at - ?) / ? AS INTEGER) AS week, name, detail, COUNT(*) AS n
       FROM measure_events WHERE received_at >= ? AND ${OWNER_EVENTS}
      GROUP BY 1, 2, 3`,
    [first, WEEK, first],
  );
  const weekRows = Array.from({ length: weeks }, (_, index) => ({
    start: new Date(first + index * WEEK).toISOString().slice(0, 10),
    ...noCounts(),
  }));
  for (const row of byWeek) {
    const week = weekRows[Number(row.week)];
    if (week) week[countedAs(row)] += count(row);
  }
  const since = weekStart(now) - WEEK;
  const byPage = await store.all(
    `SELECT path, lang, name, detail, COUNT(*) AS n FROM measure_events
      WHERE received_at >= ? AND ${OWNER_EVENTS} GROUP BY path, lang, name, detail`,
    [since],
  );
  /** @type {Map<string, Counts & { path: string, lang: string }>} */
  const pages = new Map();
  for (const row of byPage) {
    const key = `${row.lang} ${row.path}`;
    const page = pages.get(key) ?? {
      path: String(row.path),
      lang: String(row.lang),
      ...noCounts(),
    };
    page[countedAs(row)] += count(row);
    pages.set(key, page);
  }
  return {
    weeks: weekRows,
    pages: [...pages.values()]
      .filter((page) => page.visits > 0)
      .sort((a, b) => b.calls - a.calls || b.visits - a.visits || a.path.localeCompare(b.path)),
    since: new Date(since).toISOString().slice(0, 10),
  };
}

/**
 * Deletes every event received before `before` (ms); answers how many went.
 * @param {Store} store @param {number} before
 */
export const deleteEventsBefore = (store, before) =>
  store.run('DELETE FROM measure_events WHERE received_at < ?', [before]);
