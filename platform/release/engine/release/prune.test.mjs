// @ts-check
import { describe, expect, it } from 'vitest';
import { releasesToRemove } from './prune.mjs';

const DAY = 86_400_000;
const now = Date.parse('2026-11-22T12:00:00Z');
const daysAgo = (/** @type {number} */ days) => new Date(now - days * DAY).toISOString();
/** @param {number} index @param {number} age */
const release = (index, age) => ({
  id: `00000000000${index}`,
  version: '1.0.0',
  contract: '1.0.0',
  releasedAt: daysAgo(age),
});

describe('prune’s rules', () => {
  // Ten releases, oldest first; the ninth is live (a rollback from the tenth).
  const releases = Array.from({ length: 10 }, (_, index) => release(index, 30 - index));
  const history = { current: '000000000008', releases };
  const rules = { keep: 2, graceMs: DAY, named: new Set(), now };
  const ids = (/** @type {Array<{ id: string }>} */ list) => list.map((item) => item.id.slice(-1));

  it('keep the live, the rollback target and the newest', () => {
    expect(ids(releasesToRemove(history, rules))).toEqual(['0', '1', '2', '3', '4', '5', '6']);
  });
  it('keep a release named by a served page', () => {
    const named = new Set(['000000000000']);
    expect(ids(releasesToRemove(history, { ...rules, named }))).not.toContain('0');
  });
  it('keep a release out for weeks but live until an hour ago, and one younger than the grace', () => {
    const recent = releases.map((item, index) =>
      index === 2
        ? { ...item, supersededAt: daysAgo(1 / 24) }
        : index === 4
          ? { ...item, releasedAt: daysAgo(0.5) }
          : item,
    );
    expect(ids(releasesToRemove({ ...history, releases: recent }, rules))).toEqual([
      '0',
      '1',
      '3',
      '5',
      '6',
    ]);
  });
});
