// @ts-check
// The engine a command runs with: the storage its options name, the targets, the person
// or CI job recorded in the ledger, and the test hook that stops a release after a step.
import { whoRuns } from '../engine/ledger.mjs';
import { deploymentOf, storageOf } from './deployment.mjs';

/**
 * JAC_RELEASE_KILL_AFTER=<step>: the process kills itself (SIGKILL) right after that step,
 * as a crash or a cancelled CI job would; the interruption tests use it.
 * @param {import('../engine/release.mjs').Step} step
 */
function stopHereIfAsked(step) {
  if (process.env.JAC_RELEASE_KILL_AFTER === step) process.kill(process.pid, 'SIGKILL');
}

/**
 * @param {Record<string, string | boolean | undefined>} options
 * @returns {Promise<{ engine: import('../engine/release.mjs').Engine, deployment: import('./deployment.mjs').Deployment }>}
 */
export async function engineOf(options) {
  const deployment = deploymentOf(options);
  const storage = await storageOf(options, deployment);
  return {
    deployment,
    engine: {
      storage,
      targets: deployment.targets,
      who: whoRuns(process.env),
      log: (line) => console.log(`${storage.description}: ${line}`),
      now: () => new Date(),
      afterStep: stopHereIfAsked,
    },
  };
}

/**
 * What a command says when it stops: one line, no stack, nothing of the credentials
 * (neither the SDK's errors nor ours carry them).
 * @param {unknown} error
 */
export function failureOf(error) {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'CredentialsProviderError') {
    return 'no AWS credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN for temporary ones)';
  }
  return error.name === 'Error' ? error.message : `${error.name}: ${error.message}`;
}
