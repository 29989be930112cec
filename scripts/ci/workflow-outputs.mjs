// @ts-check
// A plan as the tests workflow's first job hands it on (tests.yml, job affected): the plan
// itself, which each job runs its stage of; the jobs it needs, which decide both what runs
// and what "Tests passed" requires; the browser suite's shards; the test site's cache key.
import { runs, STAGES, shardsOf } from './stages.mjs';

/** @import { Plan } from './affected.mjs' */

/** The workflow's jobs a plan needs: one a stage, and the report after the browser suite. */
export function jobsOf(/** @type {Plan} */ plan) {
  return STAGES.filter((stage) => runs(stage, plan)).flatMap((stage) =>
    stage === 'browser' ? ['browser', 'report'] : [stage],
  );
}

/**
 * The job's outputs, each a line of GITHUB_OUTPUT (name=value, one-line JSON).
 * @param {Plan} plan @param {string} siteKey
 * @returns {Record<string, string>}
 */
export function outputsOf(plan, siteKey) {
  const shards = shardsOf(plan);
  return {
    plan: JSON.stringify(plan),
    jobs: JSON.stringify(jobsOf(plan)),
    // A matrix may not be empty, even for a job its `if` skips.
    shards: JSON.stringify(shards.length > 0 ? shards : ['1/1']),
    'site-key': siteKey,
  };
}
