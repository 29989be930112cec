// @ts-check
// How a plan runs, stage by stage, as commands: the same for `npm run test:affected` on one
// machine, which runs every stage in order, and for the tests workflow, whose jobs run one
// stage each (and one shard of the browser suite each). Nothing here runs anything.
import { CROSS_PART, partTag } from './part-tags.mjs';

/** @import { Plan } from './affected.mjs' */

/** @typedef {{ command: string, args: string[], env?: Record<string, string> }} Command */
/** @typedef {'checks' | 'unit' | 'deploy' | 'browser' | 'nginx' | 'identity'} Stage */

/** In the order one machine runs them, as `npm test` does. @type {Stage[]} */
export const STAGES = ['checks', 'unit', 'deploy', 'browser', 'nginx', 'identity'];

/** Where `npm test` deploys the site the browser tests visit (testing/support/test-site.ts). */
export const TEST_SITE = 'deploy/test-site';

/**
 * The Node side's tests that read the parts' own files, run with any part's change: the
 * stairs (every source file's imports, the apps' too) and mf-contact's production needs.
 */
export const NODE_SIDE_TESTS_OF_PARTS = [
  'scripts/layout/',
  'platform/release/gate/release.test.mjs',
];

/** Runners sharing the browser suite: the whole of it, or a part's tests and the cross-part. */
const SHARDS = { everything: 4, parts: 2 };

/** Chromium and nginx, as `npm run test:e2e` makes sure of them first. */
const TEST_TOOLS = { command: 'bash', args: ['scripts/ensure-test-tools.sh'] };

/** @param {string[]} args @returns {Command} */
const npx = (...args) => ({ command: 'npx', args });
/** @param {string[]} args @returns {Command} */
const npm = (...args) => ({ command: 'npm', args });

/** Whether `stage` runs for `plan`: the checks always, the rest for a part or everything. */
export function runs(/** @type {Stage} */ stage, /** @type {Plan} */ plan) {
  return stage === 'checks' || plan.everything || plan.parts.length > 0;
}

/** The site tests a plan of parts runs, as Playwright's --grep: theirs and the cross-part. */
export function grepOf(/** @type {Plan} */ plan) {
  return [...plan.parts.map(partTag), CROSS_PART].join('|');
}

/** Playwright's --shard values for the browser suite, one a runner. @param {Plan} plan */
export function shardsOf(plan) {
  if (!runs('browser', plan)) return [];
  const count = plan.everything ? SHARDS.everything : SHARDS.parts;
  return Array.from({ length: count }, (_, index) => `${index + 1}/${count}`);
}

/**
 * The commands of `stage` for `plan`, in order; none when the plan leaves it out.
 * @param {Stage} stage @param {Plan} plan
 * @param {{ shard?: string, reporter?: string }} [browser] the browser stage's shard and reporter
 * @returns {Command[]}
 */
export function commandsOf(stage, plan, browser = {}) {
  if (!runs(stage, plan)) return [];
  switch (stage) {
    case 'checks':
      return [npm('run', 'typecheck'), npm('run', 'lint')];
    case 'unit':
      if (plan.everything) return [npx('vitest', 'run')];
      return [
        // shared-types: the contracts, tested on both sides.
        npx('vitest', 'run', ...[...plan.parts, 'shared-types'].flatMap((p) => ['--project', p])),
        npx('vitest', 'run', '--config', 'vitest.scripts.config.mjs', ...NODE_SIDE_TESTS_OF_PARTS),
      ];
    case 'deploy':
      return [npm('run', 'deploy', '--', '--e2e', '--site', TEST_SITE)];
    case 'browser':
      return [
        TEST_TOOLS,
        npx(
          'playwright',
          'test',
          ...(plan.everything ? [] : ['--project=site', `--grep=${grepOf(plan)}`]),
          ...(browser.shard ? [`--shard=${browser.shard}`] : []),
          ...(browser.reporter ? [`--reporter=${browser.reporter}`] : []),
        ),
      ];
    case 'nginx':
      return [
        TEST_TOOLS,
        { ...npx('playwright', 'test', '--project=server'), env: { E2E_SERVER: 'nginx' } },
      ];
    case 'identity':
      return [TEST_TOOLS, { command: 'node', args: ['scripts/test-other-identity.mjs'] }];
  }
}

/** A command as a person would type it. @param {Command} command */
export const shownAs = ({ command, args, env = {} }) =>
  [
    ...Object.entries(env).map(([name, value]) => `${name}=${value}`),
    command,
    ...args.map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg}'`)),
  ].join(' ');
