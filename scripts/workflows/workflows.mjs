// @ts-check
// The CI workflows (.github/workflows, docs/going-live.md#ci), parsed once for the tests
// beside this file. They hold the linter on every file, and what it cannot see: the render
// jobs hold no credential, each part has its own concurrency group and exactly the paths
// that change it, the drafts' status is the deploy one Decap reads, every job that builds
// or releases first lets bubblewrap make its walls, and every output a job reads is one
// that exists.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APPS, ROOT } from 'composition';

// js-yaml, the version decap-cms (admin/) brings, declared as ours too.
const yaml = createRequire(import.meta.url)('js-yaml');
/** @param {string} text @returns {any} */
const parseYaml = (text) => (yaml.safeLoad ?? yaml.load)(text);

export const FOLDER = join(ROOT, '.github/workflows');
export const PARTS = APPS.map((app) => app.package);
/** A GitHub expression as a workflow writes it: ${{ … }}. @param {string} inner */
export const expression = (inner) => `\${{ ${inner} }}`;

/** @typedef {{ uses?: string, run?: string, id?: string, if?: string, with?: Record<string, unknown>, env?: Record<string, string> }} Step */
/** @typedef {{ name?: string, steps?: Step[], needs?: string | string[], permissions?: unknown, environment?: string, outputs?: Record<string, string>, concurrency?: unknown, strategy?: unknown, 'timeout-minutes'?: number, uses?: string, with?: Record<string, unknown>, if?: string }} Job */

export const workflows = readdirSync(FOLDER)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort()
  .map((file) => {
    const text = readFileSync(join(FOLDER, file), 'utf8');
    return {
      file,
      text,
      /** @type {{ on: any, concurrency?: any, permissions?: unknown, jobs: Record<string, Job> }} */
      doc: parseYaml(text),
    };
  });

/** @param {string} file */
export function workflow(file) {
  const found = workflows.find((each) => each.file === file);
  if (!found) throw new Error(`.github/workflows/${file} is missing`);
  return found.doc;
}

/** One job of a workflow, or an error naming what is missing. @param {string} file @param {string} name @returns {Job} */
export function jobOf(file, name) {
  const job = workflow(file).jobs[name];
  if (!job) throw new Error(`.github/workflows/${file} has no job ${name}`);
  return job;
}

/** Every job of every workflow, named `file: job`. */
export const allJobs = workflows.flatMap(({ file, doc }) =>
  Object.entries(doc.jobs).map(([name, job]) => ({ file, name, job })),
);

/** A step's env for asking GitHub about this push's commit with the job's own token. */
export const COMMIT_LOOKUP_ENV = {
  GH_TOKEN: expression('github.token'),
  REPO: expression('github.repository'),
  SHA: expression('github.sha'),
};

/** A job as the tests name it: `file: job`. @param {{ file: string, name: string }} job */
export const jobName = ({ file, name }) => `${file}: ${name}`;

/** The names of `jobs`, sorted: the set a test holds them to. @param {Array<{ file: string, name: string }>} jobs */
export const jobNames = (jobs) => jobs.map(jobName).sort();

/** @param {Job} job */
export const runsOf = (job) => (job.steps ?? []).map((step) => step.run ?? '');

/**
 * A key of its own: an environment's secrets, a cloud role, a token that writes.
 * @param {Job} job
 */
export const holdsCredential = (job) =>
  Boolean(job.environment) ||
  /secrets\.|id-token|configure-aws-credentials|"\w+":"write"/.test(JSON.stringify(job));
