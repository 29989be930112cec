#!/usr/bin/env node
// @ts-check
// The tests workflow's first job (tests.yml, affected): the plan from git alone, written to
// GITHUB_OUTPUT for the jobs after it (workflow-outputs.mjs). Nothing needs installing.
//   node scripts/ci/affected-outputs.mjs --base <commit> --head <commit>   a pull request
//   node scripts/ci/affected-outputs.mjs --everything                      any other run
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { planFromGit } from './plan-from-git.mjs';
import { siteKey } from './site-key.mjs';
import { outputsOf } from './workflow-outputs.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    head: { type: 'string', default: 'HEAD' },
    everything: { type: 'boolean', default: false },
  },
});
if (!values.everything && !values.base) {
  console.error('usage: affected-outputs.mjs --base <commit> [--head <commit>] | --everything');
  process.exit(2);
}

// Git in the working directory: the checkout the workflow's job runs in.
const plan = planFromGit(values);
const outputs = outputsOf(plan, siteKey());
// Never a line of its own, and the file it names quoted: it could read as a workflow command.
console.log(`affected: ${plan.why}`);
for (const [name, value] of Object.entries(outputs)) console.log(`${name}: ${value}`);
const file = process.env.GITHUB_OUTPUT;
if (file) {
  appendFileSync(
    file,
    Object.entries(outputs)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
  );
}
