// @ts-check
// Each team's numbers: for every part's live release and the one it replaced, the field
// error rate (errors per 1,000 views of that part's pages) and the p75 of LCP, INP and
// CLS, each with its sample size, as `npm run releases` prints them.

import { POINTER_APPS } from 'deployment';
import { releaseFigures, VITALS } from 'measure';
import { rollbackTarget } from '../pointers.mjs';
import { wentLive } from '../release/ledger.mjs';

/**
 * @import { Percentile, ReleaseFigures, Store } from 'measure'
 * @import { LedgerEntry } from '../../core/storage.mjs'
 * @import { Pointers } from '../pointers.mjs'
 */

/**
 * @typedef {{ app: string, id: string, role: 'live' | 'before',
 *   figures: ReleaseFigures }} FieldRow
 */

/**
 * @param {Store} store
 * @param {Pointers} pointers
 * @param {LedgerEntry[]} entries
 * @returns {Promise<FieldRow[]>}
 */
export async function fieldRows(store, pointers, entries) {
  /** @type {FieldRow[]} */
  const rows = [];
  for (const app of POINTER_APPS) {
    const history = pointers[app];
    const live = history?.current;
    if (!history || !live) continue;
    const before = wentLive(entries, app, live)?.previous ?? rollbackTarget(history)?.id;
    rows.push({ app, id: live, role: 'live', figures: await releaseFigures(store, app, live) });
    if (before) {
      rows.push({
        app,
        id: before,
        role: 'before',
        figures: await releaseFigures(store, app, before),
      });
    }
  }
  return rows;
}

/** A vital's p75 in its unit, with its sample size. @param {string} vital @param {Percentile} percentile */
const vitalCell = (vital, { p75, samples }) => {
  if (p75 === null) return '- (n=0)';
  const value = vital === 'CLS' ? p75.toFixed(2) : `${Math.round(p75)} ms`;
  return `${value} (n=${samples})`;
};

/** The rows as a table. @param {FieldRow[]} rows */
export function fieldTable(rows) {
  const header = [
    'app',
    'release',
    '',
    'errors/1000 views',
    ...VITALS.map((vital) => `p75 ${vital}`),
  ];
  const lines = rows.map(({ app, id, role, figures }) => [
    app,
    id,
    role,
    figures.errorsPer1000 === null
      ? '- (0 views)'
      : `${figures.errorsPer1000.toFixed(1)} (${figures.errors} in ${figures.views})`,
    ...VITALS.map((vital) => vitalCell(vital, figures.vitals[vital])),
  ]);
  const widths = header.map((_, column) =>
    Math.max(...[header, ...lines].map((line) => (line[column] ?? '').length)),
  );
  return [header, ...lines]
    .map((line) =>
      line
        .map((text, column) => text.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
