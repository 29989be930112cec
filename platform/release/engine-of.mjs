// @ts-check
// The engine a command or an operation runs with: the storage its options name, the
// targets, the person or CI job recorded in the ledger, and the test hook that stops a
// release after a step. The operations (operations.mjs) make theirs here; the commands
// (cli/) reach the engine through them.

import { resolve } from 'node:path';
import { printable } from './core/printable.mjs';
import { deploymentOf, storageOf } from './deployment-of.mjs';
import { composedIn, planningInto } from './engine/compose/compositions.mjs';
import { whoRuns } from './engine/release/ledger.mjs';
import { assertWho } from './gate/values.mjs';
import { RELEASE_WORKFLOWS } from './provenance/statement.mjs';
import { verifierOf } from './provenance/verifiers.mjs';
import { forbidForeignCode, trustLocalBuilds } from './sandbox/walls-present.mjs';
import { overlayStorage } from './storage/overlay-storage.mjs';

/**
 * @import { Engine, Step } from './core/engine-types.mjs'
 * @import { Storage } from './core/storage.mjs'
 * @import { Deployment } from './core/targets.mjs'
 * @import { Provenance } from './provenance/record.mjs'
 */

/**
 * JAC_RELEASE_KILL_AFTER=<step>: the process kills itself (SIGKILL) right after that step,
 * as a crash or a cancelled CI job would; the interruption tests use it.
 * @param {Step} step
 */
function stopHereIfAsked(step) {
  if (process.env.JAC_RELEASE_KILL_AFTER === step) process.kill(process.pid, 'SIGKILL');
}

/**
 * Who the ledger records for this process, refused before anything is read when it is not
 * a name (gate/values.mjs, assertWho).
 * @param {NodeJS.ProcessEnv} env
 */
function whoOf(env) {
  const who = whoRuns(env);
  try {
    assertWho("who runs this (RELEASE_ACTOR, else CI's actor, else the user)", who);
  } catch (error) {
    throw new Error(`${/** @type {Error} */ (error).message}: set RELEASE_ACTOR to one`);
  }
  return who;
}

/**
 * @param {Record<string, string | boolean | undefined>} options
 * @returns {Promise<{ engine: Engine, deployment: Deployment }>}
 */
export async function engineOf(options) {
  const who = whoOf(process.env);
  if (options['trust-local-builds']) trustLocalBuilds();
  const deployment = deploymentOf(options);
  const { storage, pageSource } = await compositionMode(
    options,
    await storageOf(options, deployment),
  );
  const provenance = provenanceOf(options);
  return {
    deployment,
    engine: {
      storage,
      targets: deployment.targets,
      ...(pageSource ? { pageSource } : {}),
      ...(provenance ? { provenance } : {}),
      who,
      // A line may quote what a team brought (a refused route, a request's file name).
      // With --json, stdout carries the result alone.
      log: (line) =>
        (options.json ? console.error : console.log)(printable(`${storage.description}: ${line}`)),
      now: () => new Date(),
      afterStep: stopHereIfAsked,
    },
  };
}

/**
 * `--plan-compositions DIR`: the command runs on an overlay of the storage (nothing is
 * written) and records the compositions it needs in DIR; `--composed DIR`: it takes them
 * from DIR as data. Either way, and with `--from-build`, this process holds a credential
 * in CI and starts no team code, walled or not (decision 027).
 * @param {Record<string, string | boolean | undefined>} options
 * @param {Storage} storage
 */
async function compositionMode(options, storage) {
  const plan = options['plan-compositions'];
  const composed = options.composed;
  if (typeof plan === 'string' && typeof composed === 'string') {
    throw new Error('--plan-compositions and --composed are two runs: one or the other');
  }
  if (typeof plan === 'string') {
    forbidForeignCode('plans compositions beside a credential');
    return { storage: overlayStorage(storage), pageSource: planningInto(resolve(plan)) };
  }
  if (typeof composed === 'string') {
    forbidForeignCode('takes its compositions as data, beside a credential');
    return { storage, pageSource: composedIn(resolve(composed)) };
  }
  if (typeof options['from-build'] === 'string') {
    forbidForeignCode('releases a build brought from the job that made it, beside a credential');
  }
  return { storage, pageSource: undefined };
}

/**
 * `--provenance OWNER/REPO`: what every live release's attestation must say (statement.mjs),
 * verified by GitHub's attestations or, with `--attestation-key FILE`, the stand-in's key.
 * @param {Record<string, string | boolean | undefined>} options
 * @returns {Provenance | undefined}
 */
function provenanceOf(options) {
  const repository = options.provenance;
  if (repository === undefined) {
    if (options.attestation !== undefined)
      throw new Error('--attestation needs --provenance OWNER/REPO');
    return undefined;
  }
  if (typeof repository !== 'string' || !/^[\w.-]{1,39}\/[\w.-]{1,100}$/.test(repository)) {
    throw new Error('--provenance names the repository whose workflows attest: OWNER/REPO');
  }
  const key = options['attestation-key'];
  return {
    policy: { repository, workflows: RELEASE_WORKFLOWS },
    verifier: verifierOf(repository, typeof key === 'string' ? resolve(key) : undefined),
  };
}
