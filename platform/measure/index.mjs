// @ts-check
// The front door of measure/, the site's field measurement: the collector that takes the
// beacon's batches (collector.mjs, a process of its own behind every server's /measure),
// the stores that keep them (SQLite or PostgreSQL, store/) and the questions asked of
// them (queries.mjs). Everything outside this folder (the release engine's watch, the
// servers, the benchmark, the browser tests) imports from here and nowhere else inside it
// (scripts/layout/ makes that so). It stands below the release engine and the servers
// and imports neither: what it knows of a deployment (which releases each part made) it
// reads through platform/deployment/.
// What this file imports at once is plain enough for Playwright, which runs what the tests
// import as CommonJS (no import.meta): the collector and the databases' drivers load when
// first called.

/**
 * @typedef {import('./store/store.mjs').Store} Store
 * @typedef {import('./store/store.mjs').StoredEvent} StoredEvent
 * @typedef {import('./queries.mjs').Percentile} Percentile
 * @typedef {import('./queries.mjs').ReleaseFigures} ReleaseFigures
 * @typedef {import('./queries.mjs').OwnerNumbers} OwnerNumbers
 */

export { MEASURE_PATH } from './endpoint.mjs';
export { passToCollector } from './pass-through.mjs';
export { ownerNumbers, releaseFigures, VITALS, weekStart } from './queries.mjs';
export { siteDatabase } from './store/site-database.mjs';

/** @type {typeof import('./store/open-store.mjs').openStore} */
export const openStore = async (...args) =>
  (await import('./store/open-store.mjs')).openStore(...args);
/** @type {typeof import('./collector.mjs').startCollector} */
export const startCollector = async (...args) =>
  (await import('./collector.mjs')).startCollector(...args);
