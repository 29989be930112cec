#!/usr/bin/env node
// @ts-check
// Releases one app: `npm run release -w mf-services` (or any remote, or the shell), to
// the site folder or, with --publish TARGET, to a bucket. The same engine does both
// (release/engine/release.mjs); every release is recorded in the ledger.
//
//   release <app>                    build, then release: files, trial, pointer, pages
//   release <app> --preview          build, publish the files, compose a preview of the
//                                    whole site with it; the live pointer does not move
//   release <app> --promote <id>     make a previewed release live, once `npm run smoke`
//                                    has passed against its preview
//   release <app> --request          the team's half alone, with the team's credentials:
//                                    build, publish the files and a request to go live
//                                    (with --preview: to be previewed), which the
//                                    composer's job applies (`npm run compose`)
//
// Options: --source DIR (build this folder instead of the app's own; fixtures use it),
// --mode MODE (Vite mode, e.g. e2e), --skip-build, --site DIR, --targets FILE, --shell-port N,
// --publish TARGET [--endpoint URL] [--region R] [--bucket B] [--prefix P].
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { REMOTES, ROOT } from '../../composition/composition.mjs';
import { candidateOf } from '../engine/candidate.mjs';
import { assertValidContent, InvalidContent } from '../engine/content-gate.mjs';
import { readPointer } from '../engine/pointers.mjs';
import {
  assertEmailJsConfigured,
  assertRealIdentity,
  isProduction,
  NotReadyForProduction,
} from '../engine/production-guard.mjs';
import { preview, promote, RefusedRelease, release, requestRelease } from '../engine/release.mjs';
import { assertKeepsLiveRoutes, DroppedRoutes } from '../engine/route-guard.mjs';
import { SHELL_FOLDER } from '../site/site-layout.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { appArgument, parseCommandLine, releaseIdOption } from './args.mjs';
import { engineOf, failureOf } from './engine-of.mjs';

/**
 * The app for the browser (dist/), then its render build for the release step (dist-render/).
 * @param {string} source @param {string | undefined} mode
 */
function build(source, mode) {
  const vite = join(ROOT, 'node_modules/.bin/vite');
  const modeArgs = mode ? ['--mode', mode] : [];
  for (const args of [[], ['--ssr', 'src/prerender.tsx']]) {
    execFileSync(vite, ['build', ...args, '--logLevel', 'warn', ...modeArgs], {
      cwd: source,
      stdio: 'inherit',
    });
  }
}

const usage = `release.mjs <shell|${Object.keys(REMOTES).join('|')}> [--preview | --promote ID] [--request] [--source DIR] [--mode MODE] [--skip-build] [--site DIR] [--targets FILE] [--shell-port N] [--publish TARGET [--endpoint URL] [--region R] [--bucket B] [--prefix P]]`;
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  {
    source: { type: 'string' },
    mode: { type: 'string' },
    'skip-build': { type: 'boolean' },
    preview: { type: 'boolean' },
    promote: { type: 'string' },
    request: { type: 'boolean' },
    ...PUBLISH_OPTIONS,
  },
  usage,
);
const app = appArgument(positionals[0], usage);
const promoted = releaseIdOption(options.promote, 'promote', usage);
if ((options.preview || options.request) && promoted) {
  console.error(
    `--promote is the composer's alone, without --preview or --request\nusage: ${usage}`,
  );
  process.exit(2);
}
const source = typeof options.source === 'string' ? resolve(options.source) : join(ROOT, app);
const mode = typeof options.mode === 'string' ? options.mode : undefined;

/** The checks a release to public origins must pass; a refused release changes nothing. */
async function guard(
  /** @type {import('../engine/release.mjs').Engine} */ engine,
  /** @type {import('shared-types').SiteConfig | undefined} */ siteConfig,
) {
  if (app !== SHELL_FOLDER) await assertKeepsLiveRoutes(engine, app, source);
  if (!isProduction(engine.targets)) return;
  if (siteConfig) assertRealIdentity(siteConfig);
  const live = await engine.storage.read(`${SHELL_FOLDER}/site-config.json`);
  if (!siteConfig && live) assertRealIdentity(JSON.parse(live.toString('utf8')));
}

const { engine } = await engineOf(options).catch((error) => {
  console.error(`release failed: ${failureOf(error)}`);
  process.exit(1);
});
const action = options.promote ? 'promote' : options.preview ? 'preview' : 'release';
try {
  if (promoted) {
    await promote(engine, app, promoted);
    console.log(`promoted ${app} ${promoted}: it is live`);
    process.exit(0);
  }
  // Checked before the build: a form that cannot send is not worth building.
  if (app === 'mf-contact' && isProduction(engine.targets)) assertEmailJsConfigured(source, mode);
  await assertValidContent(source);
  if (!options['skip-build']) build(source, mode);
  const candidate = await candidateOf(app, source);
  try {
    await guard(engine, candidate.siteConfig);
    if (options.request) {
      await requestRelease(engine, candidate, options.preview ? 'preview' : 'release');
      const what = options.preview ? 'a preview of' : 'the release of';
      console.log(
        `requested ${what} ${app} ${candidate.info.version} as ${candidate.id}: the composer's job (npm run compose) applies it`,
      );
    } else if (options.preview) {
      const { url, live } = await preview(engine, candidate);
      console.log(
        `previewing ${app} ${candidate.info.version} as ${candidate.id} with ${live}: ${url ?? `${engine.storage.description}/previews/${candidate.id}`}`,
      );
    } else {
      await release(engine, candidate);
      console.log(
        `released ${app} ${candidate.info.version} (contract ${candidate.info.contract}) as ${candidate.id}`,
      );
    }
  } finally {
    candidate.dispose();
  }
} catch (error) {
  // Refusals of this command's own checks; the engine records those it makes itself.
  const refusedHere =
    error instanceof NotReadyForProduction ||
    error instanceof InvalidContent ||
    error instanceof DroppedRoutes;
  if (refusedHere || error instanceof RefusedRelease) {
    if (refusedHere) {
      await engine.storage.appendLedger({
        at: new Date().toISOString(),
        who: engine.who,
        action,
        app,
        id: null,
        previous: (await readPointer(engine.storage, app).catch(() => null))?.current ?? null,
        result: 'refused',
        detail: error.message,
      });
    }
    console.error(`release refused: ${error.message}`);
    process.exit(1);
  }
  console.error(`release failed: ${failureOf(error)}`);
  process.exit(1);
}
