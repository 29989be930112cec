#!/usr/bin/env node
// @ts-check
// release-part.yml's draft job: is this push to main a published draft whose preview of
// the part passed? Asks GitHub through gh (the job's read-only token, GH_TOKEN), parses
// each answer whole (preview-status.mjs), and writes the job's outputs itself: id and url
// (the preview), head (the draft's head commit), main (the commit main was at, the merge's
// first parent). Any doubt writes nothing and exits 0: the part is built and released
// from main. Nothing needs installing.
//   node scripts/ci/published-draft.mjs --repo <owner/name> --sha <commit> --app <part>
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { APPS } from 'composition';
import { firstParent, mergedDraftHead, outputLines, passedPreview } from './preview-status.mjs';

const { values } = parseArgs({
  options: { repo: { type: 'string' }, sha: { type: 'string' }, app: { type: 'string' } },
});
const { repo = '', sha = '', app = '' } = values;
if (
  !/^[\w.-]+\/[\w.-]+$/.test(repo) ||
  !/^[0-9a-f]{40}$/.test(sha) ||
  !APPS.some((each) => each.package === app)
) {
  console.error('usage: published-draft.mjs --repo <owner/name> --sha <40 hex> --app <part>');
  process.exit(2);
}

/** GitHub's answer to `path`, parsed; undefined when gh fails or answers no JSON. @param {string} path */
function ask(path) {
  try {
    return JSON.parse(
      execFileSync('gh', ['api', path], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 16 * 1024 * 1024,
      }),
    );
  } catch {
    return undefined;
  }
}

/** Says why the part is released from main, and stops. @param {string} why */
function releaseNormally(why) {
  // Quoted: a status's words, never a line of their own (a workflow command).
  console.log(`release normally: ${JSON.stringify(why)}`);
  process.exit(0);
}

const draft = mergedDraftHead(ask(`repos/${repo}/commits/${sha}/pulls`), repo);
if (!('head' in draft)) releaseNormally(draft.why);
const { head } = /** @type {{ head: string }} */ (draft);
const preview = passedPreview(ask(`repos/${repo}/commits/${head}/status`), app);
if (!('id' in preview)) releaseNormally(`published draft ${head}: ${preview.why}`);
const { id, url, base } = /** @type {{ id: string, url: string, base: string }} */ (preview);
const parent = firstParent(ask(`repos/${repo}/commits/${sha}`), sha);
if (!('main' in parent)) releaseNormally(parent.why);
const { main } = /** @type {{ main: string }} */ (parent);

const lines = outputLines({ id, url, head, main });
const file = process.env.GITHUB_OUTPUT;
if (file) appendFileSync(file, lines);
// Its base is the status's word alone: the engine compares its own record with main.
console.log(
  `published draft ${head}: ${app} ${id} at ${url}, said to be built on ${base}; main was at ${main}`,
);
