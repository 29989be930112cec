#!/usr/bin/env node
// @ts-check
// Runs what a branch's changes can break (issue 54), as the tests workflow does on a pull
// request: typecheck and lint always, then the affected Vitest projects, then, when browser
// tests are affected, the test site's deploy and the browser runs (stages.mjs).
//   npm run test:affected -- --base origin/main   every stage, in order, on this machine
//   npm run test:affected -- --everything         every test, stage by stage
//   … --dry-run                                   only say what would run
// The workflow's jobs each run one stage of the plan its first job computed:
//   node scripts/ci/test-affected.mjs --plan '<json>' --stage browser --shard 1/4 --reporter blob
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ROOT } from 'composition';
import { PARTS } from './affected.mjs';
import { planFromGit } from './plan-from-git.mjs';
import { commandsOf, STAGES, shownAs } from './stages.mjs';

/**
 * @import { Plan } from './affected.mjs'
 * @import { Stage } from './stages.mjs'
 */

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'origin/main' },
    head: { type: 'string', default: 'HEAD' },
    everything: { type: 'boolean', default: false },
    plan: { type: 'string' },
    stage: { type: 'string' },
    shard: { type: 'string' },
    reporter: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});

/** A plan handed on by the workflow, held to what a plan can say. @param {string} json @returns {Plan} */
function handedPlan(json) {
  const plan = JSON.parse(json);
  const parts = Array.isArray(plan?.parts) ? plan.parts : [null];
  if (
    typeof plan?.everything !== 'boolean' ||
    !parts.every((/** @type {unknown} */ part) => PARTS.includes(String(part)))
  ) {
    throw new Error(`not a plan: ${json}`);
  }
  return { everything: plan.everything, parts, why: String(plan.why ?? '') };
}

const stages = /** @type {Stage[]} */ (values.stage ? [values.stage] : STAGES);
if (!stages.every((stage) => STAGES.includes(stage))) {
  console.error(`--stage is one of ${STAGES.join(', ')}`);
  process.exit(2);
}
if (values.shard && !/^\d+\/\d+$/.test(values.shard)) {
  console.error('--shard is i/N');
  process.exit(2);
}

const plan = values.plan ? handedPlan(values.plan) : planFromGit({ ...values, workingTree: true });
console.log(`affected: ${plan.why}`);

// The commands run at the repository's root, as npm's scripts do.
for (const stage of stages) {
  for (const command of commandsOf(stage, plan, values)) {
    console.log(`$ ${shownAs(command)}`);
    if (values['dry-run']) continue;
    const run = spawnSync(command.command, command.args, {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...command.env },
    });
    if (run.status !== 0) {
      console.error(`${stage} failed: ${shownAs(command)}`);
      process.exit(run.status ?? 1);
    }
  }
}
