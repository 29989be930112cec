#!/usr/bin/env node
// @ts-check
// Releases one app: `npm run release -w mf-services` (or any remote, or the shell), to
// the site folder or, with --publish TARGET, to a bucket. The same engine does both
// (platform/release/engine/release/release.mjs); every release is recorded in the ledger.
//
//   release <app>                    build, then release: files, trial, pointer, pages
//   release <app> --preview          build, publish the files, compose a preview of the
//                                    whole site with it; the live pointer does not move
//   release <app> --promote <id>     make a previewed release live, once `npm run smoke`
//                                    has passed against its preview
//   release <app> --preview-again <id>
//                                    compose a published preview again with the parts
//                                    live now, from its stored files: no build
//   release <app> --request          the team's half alone, with the team's credentials:
//                                    build, publish the files and a request to go live
//                                    (with --preview: to be previewed), which the
//                                    composer's job applies (`npm run compose`)
//
// Options: --source DIR (build this folder instead of the app's own; fixtures use it),
// --mode MODE (Vite mode, e.g. e2e), --skip-build, --from-build DIR (release the build in
// DIR, CI's artifact from the job that built it: its dist/ and dist-render/ alone, checked
// as data; platform/release/cli/build.mjs made it), --commit SHA (CI: the draft's head commit, which
// --preview records and --promote requires of the preview), --base SHA (with --preview, CI:
// main's commit the draft was merged into for the build, which the preview records), --main
// SHA (with --promote, CI: the commit main is at; a draft's preview goes live only if the
// part's files there are those of its base, compared with git in this checkout, which
// needs both commits), --site DIR, --targets FILE, --shell-port N,
// --publish TARGET [--endpoint URL] [--region R] [--bucket B] [--prefix P], --json (the
// result as one line of JSON on stdout, for CI: {"app","id","version","contract"[,"url","live"]}),
// --trust-local-builds (a developer's own machine only: builds run without the walls).
import { resolve } from 'node:path';
import { REMOTES } from 'composition';
import { printableLines } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';
import {
  COMPOSITION_OPTIONS,
  previewAgainOf,
  previewApp,
  promoteRelease,
  releaseApp,
  requestApp,
} from '../operations.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { appArgument, parseCommandLine, releaseIdOption } from './args.mjs';
import { failureOf } from './failure-of.mjs';
import { previewLine } from './report-lines.mjs';

const usage = `release.mjs <shell|${Object.keys(REMOTES).join('|')}> [--preview | --promote ID | --preview-again ID] [--request] [--source DIR] [--mode MODE] [--skip-build | --from-build DIR] [--commit SHA] [--base SHA | --main SHA] [--json] [--site DIR] [--targets FILE] [--shell-port N] [--publish TARGET [--endpoint URL] [--region R] [--bucket B] [--prefix P]] [--trust-local-builds]`;
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  {
    source: { type: 'string' },
    mode: { type: 'string' },
    'skip-build': { type: 'boolean' },
    'from-build': { type: 'string' },
    commit: { type: 'string' },
    base: { type: 'string' },
    main: { type: 'string' },
    preview: { type: 'boolean' },
    promote: { type: 'string' },
    'preview-again': { type: 'string' },
    request: { type: 'boolean' },
    json: { type: 'boolean' },
    ...PUBLISH_OPTIONS,
    ...COMPOSITION_OPTIONS,
  },
  usage,
);
const app = appArgument(positionals[0], usage);
const promoted = releaseIdOption(options.promote, 'promote', usage);
const previewedAgain = releaseIdOption(options['preview-again'], 'preview-again', usage);
if ((options.preview || options.request) && (promoted || previewedAgain)) {
  console.error(
    `--promote and --preview-again are the composer's alone, without --preview or --request\nusage: ${usage}`,
  );
  process.exit(2);
}
/** A commit given with `--name`: its 40 hexadecimal digits, or absent. @param {string} name */
function commitOption(name) {
  const value = options[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[0-9a-f]{40}$/u.test(value)) {
    console.error(`--${name} is a commit's 40 hexadecimal digits\nusage: ${usage}`);
    process.exit(2);
  }
  return value;
}
const commit = commitOption('commit');
const base = commitOption('base');
const main = commitOption('main');
// Each where it is read: never taken and dropped (a request does not carry a base).
if (base !== undefined && !(options.preview && !options.request)) {
  console.error(`--base goes with --preview alone (not --request)\nusage: ${usage}`);
  process.exit(2);
}
if (main !== undefined && !promoted) {
  console.error(`--main goes with --promote\nusage: ${usage}`);
  process.exit(2);
}
const build = {
  app,
  commit,
  base,
  source: typeof options.source === 'string' ? resolve(options.source) : undefined,
  mode: typeof options.mode === 'string' ? options.mode : undefined,
  skipBuild: Boolean(options['skip-build']),
  built: typeof options['from-build'] === 'string' ? resolve(options['from-build']) : undefined,
};

/**
 * The operation the options ask for, and how its result is said to a person.
 * @returns {Promise<{ result: any, said: string }>}
 */
async function run() {
  if (promoted) {
    const result = await promoteRelease(options, { app, id: promoted, commit, main });
    return { result, said: `promoted ${app} ${promoted}: it is live` };
  }
  if (previewedAgain) {
    const result = await previewAgainOf(options, { app, id: previewedAgain });
    return {
      result,
      said: `previewed ${app} ${previewedAgain} again with ${result.live}: ${result.url ?? ''}`,
    };
  }
  if (options.request) {
    const result = await requestApp(options, { ...build, preview: Boolean(options.preview) });
    const what = options.preview ? 'a preview of' : 'the release of';
    return {
      result,
      said: `requested ${what} ${app} ${result.version} as ${result.id}: the composer's job (npm run compose) applies it`,
    };
  }
  if (options.preview) {
    const result = await previewApp(options, build);
    return { result, said: previewLine({ ...result, url: result.url ?? `previews/${result.id}` }) };
  }
  const result = await releaseApp(options, build);
  return {
    result,
    said: `released ${app} ${result.version} (contract ${result.contract}) as ${result.id}`,
  };
}

try {
  const { result, said } = await run();
  console.log(options.json ? JSON.stringify(result) : said);
} catch (error) {
  // The engine has recorded it in the ledger (a team's request: its job's log says why).
  if (error instanceof RefusedRelease) {
    console.error(`release refused: ${printableLines(error.message)}`);
    process.exit(1);
  }
  console.error(`release failed: ${failureOf(error)}`);
  process.exit(1);
}
