// @ts-check
// This site beside the single bundle, route by route, as ratios (issue 56): each figure of
// this site's divided by the single bundle's in the same run. Under 1 is better.
import { HOPS, hopCell, launchBrowser, sampleHop, samples } from './soft-navigation.mjs';
import { formatTable, median } from './table.mjs';

/** @import { HopSite } from './soft-navigation.mjs' */

/** The figures compared, and how each is printed. */
const FIGURES = /** @type {const} */ ([
  ['fcp', 'FCP'],
  ['lcp', 'LCP'],
  ['tbt', 'TBT'],
  ['longestTask', 'longest task'],
  ['longestAfterStart', 'longest from app start'],
  ['requests', 'requests'],
  ['jsKB', 'all JS'],
  ['firstLoadJsKB', 'JS before idle'],
  ['totalKB', 'page weight'],
]);

/**
 * @typedef {{ route: string, median: Record<string, number> }} RouteResult
 */

/** @param {number} ours @param {number} theirs */
const ratio = (ours, theirs) => (theirs > 0 ? (ours / theirs).toFixed(2) : ours > 0 ? '∞' : '-');

/**
 * The ratio table, and the figures each side had, for docs/performance.md.
 * @param {RouteResult[]} ours @param {RouteResult[]} theirs
 */
export function printSideBySide(ours, theirs) {
  const rows = ours.map((result, index) => {
    const other = theirs[index]?.median ?? {};
    return [
      result.route,
      ...FIGURES.map(([key]) => ratio(result.median[key] ?? 0, other[key] ?? 0)),
    ];
  });
  console.log('\nThis site ÷ the single bundle, same run (under 1 is better):\n');
  console.log(formatTable(['route', ...FIGURES.map(([, name]) => name)], rows));
  const figures = (/** @type {RouteResult[]} */ side) =>
    side.map(({ route, median: m }) => [
      route,
      `${((m.fcp ?? 0) / 1000).toFixed(2)} s`,
      `${((m.lcp ?? 0) / 1000).toFixed(2)} s`,
      `${(m.tbt ?? 0).toFixed(0)} ms`,
      `${(m.longestTask ?? 0).toFixed(0)} ms`,
      `${(m.longestAfterStart ?? 0).toFixed(0)} ms`,
      m.requests ?? 0,
      `${(m.jsKB ?? 0).toFixed(0)} KB`,
      `${(m.firstLoadJsKB ?? 0).toFixed(0)} KB`,
      `${(m.totalKB ?? 0).toFixed(0)} KB`,
    ]);
  const head = ['route', ...FIGURES.map(([, name]) => name)];
  console.log('\nThe single bundle, its own figures (its page for each route):\n');
  console.log(formatTable(head, figures(theirs)));
}

/**
 * Each hop of HOPS on both sites, warm and cold, their samples alternating: this site's,
 * then the single bundle's own route change, run by run.
 * @param {{ sites: [HopSite, HopSite], runs: number, log: (line: string) => void }} options
 */
export async function measureHopsSideBySide({ sites, runs, log }) {
  const browser = await launchBrowser();
  try {
    const hops = [];
    for (const hop of HOPS) {
      /** @type {Record<string, Awaited<ReturnType<typeof samples>>>} */
      const taken = {};
      for (const warm of [true, false]) {
        for (let i = 0; i < runs; i++) {
          for (const [n, site] of sites.entries()) {
            const key = `${n}-${warm ? 'warm' : 'cold'}`;
            taken[key] = [
              ...(taken[key] ?? []),
              ...(await samples(1, () => sampleHop(browser, site, hop, warm))),
            ];
          }
        }
      }
      hops.push({ ...hop, taken });
      log(`measured ${hop.from} → ${hop.link} on both`);
    }
    return { measuredAt: new Date().toISOString(), runs, hops };
  } finally {
    await browser.close();
  }
}

/** @param {Array<{ ms: number | null }>} taken */
const medianMs = (taken) => {
  const done = taken.flatMap((sample) => (sample.ms === null ? [] : [sample.ms]));
  return done.length ? median(done) : null;
};

/** @param {Awaited<ReturnType<typeof measureHopsSideBySide>>} measured */
export function printHopsSideBySide(measured) {
  const rows = measured.hops.map(({ from, link, taken }) => {
    const cells = [];
    for (const kind of ['warm', 'cold']) {
      const ours = taken[`0-${kind}`] ?? [];
      const theirs = taken[`1-${kind}`] ?? [];
      const [a, b] = [medianMs(ours), medianMs(theirs)];
      cells.push(hopCell(ours), hopCell(theirs), a !== null && b ? (a / b).toFixed(2) : '-');
    }
    return [`${from} → ${link}`, ...cells];
  });
  console.log(
    "\nHops, click to the first frame with the new heading (ms, medians), this site beside the single bundle's own route change:\n",
  );
  console.log(
    formatTable(
      [
        'hop',
        'warm, this site',
        'warm, single bundle',
        'warm ratio',
        'cold, this site',
        'cold, single bundle',
        'cold ratio',
      ],
      rows,
    ),
  );
}
