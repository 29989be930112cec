// @ts-check
// The key the tests workflow keeps the deployed test site under between runs: every file
// at a commit that a deploy may read (git's own hashes of them), Node's major version, and
// the day. Left out is only what never reaches a build (documentation, the browser tests,
// the benchmark, CI's files), so a change anywhere else deploys afresh. The day, because a
// composed page holds the year (the footer's ©) and the ledger its releases' times.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';

const NEVER_DEPLOYED = [
  /^docs\//,
  /^[^/]+\.md$/,
  /^testing\//,
  /^bench\//,
  /^\.github\//,
  /^\.ci\//,
];

/**
 * @param {{ commit?: string, cwd?: string, day?: string }} [options] day: YYYY-MM-DD (UTC)
 * @returns {string}
 */
export function siteKey({
  commit = 'HEAD',
  cwd,
  day = new Date().toISOString().slice(0, 10),
} = {}) {
  // One entry a file: "<mode> blob <hash>\t<path>".
  const entries = execFileSync('git', ['ls-tree', '-r', '--full-tree', '-z', commit], {
    cwd,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((entry) => {
      const path = entry.slice(entry.indexOf('\t') + 1);
      return entry && !NEVER_DEPLOYED.some((pattern) => pattern.test(path));
    });
  const sources = createHash('sha256').update(entries.join('\0')).digest('hex').slice(0, 32);
  return `${day}-node${process.versions.node.split('.')[0]}-${sources}`;
}
