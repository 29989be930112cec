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
//   release <app> --preview-again <id>
//                                    compose a published preview again with the parts
//                                    live now, from its stored files: no build
//   release <app> --request          the team's half alone, with the team's credentials:
//                                    build, publish the files and a request to go live
//                                    (with --preview: to be previewed), which the
//                                    composer's job applies (`npm run compose`)
//
// Options: --source DIR (build this folder instead of the app's own; fixtures use it),
// --mode MODE (Vite mode, e.g. e2e), --skip-build, --site DIR, --targets FILE, --shell-port N,
// --publish TARGET [--endpoint URL] [--region R] [--bucket B] [--prefix P].
import { join, resolve } from 'node:path';
import { REMOTES, ROOT } from '../../composition/composition.mjs';
import { buildCandidate } from '../engine/from-source.mjs';
import {
  preview,
  previewAgain,
  promote,
  RefusedRelease,
  release,
  requestRelease,
} from '../engine/release.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { appArgument, parseCommandLine, releaseIdOption } from './args.mjs';
import { engineOf, failureOf } from './engine-of.mjs';
import { previewLine } from './report-lines.mjs';

const usage = `release.mjs <shell|${Object.keys(REMOTES).join('|')}> [--preview | --promote ID | --preview-again ID] [--request] [--source DIR] [--mode MODE] [--skip-build] [--site DIR] [--targets FILE] [--shell-port N] [--publish TARGET [--endpoint URL] [--region R] [--bucket B] [--prefix P]]`;
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  {
    source: { type: 'string' },
    mode: { type: 'string' },
    'skip-build': { type: 'boolean' },
    preview: { type: 'boolean' },
    promote: { type: 'string' },
    'preview-again': { type: 'string' },
    request: { type: 'boolean' },
    ...PUBLISH_OPTIONS,
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
const source = typeof options.source === 'string' ? resolve(options.source) : join(ROOT, app);
const mode = typeof options.mode === 'string' ? options.mode : undefined;

const { engine } = await engineOf(options).catch((error) => {
  console.error(`release failed: ${failureOf(error)}`);
  process.exit(1);
});
try {
  if (promoted) {
    await promote(engine, app, promoted);
    console.log(`promoted ${app} ${promoted}: it is live`);
    process.exit(0);
  }
  if (previewedAgain) {
    const { url, live } = await previewAgain(engine, app, previewedAgain);
    console.log(`previewed ${app} ${previewedAgain} again with ${live}: ${url ?? ''}`);
    process.exit(0);
  }
  const candidate = await buildCandidate(engine, {
    app,
    source,
    mode,
    skipBuild: Boolean(options['skip-build']),
    action: options.preview ? 'preview' : 'release',
  });
  try {
    if (options.request) {
      await requestRelease(engine, candidate, options.preview ? 'preview' : 'release');
      const what = options.preview ? 'a preview of' : 'the release of';
      console.log(
        `requested ${what} ${app} ${candidate.info.version} as ${candidate.id}: the composer's job (npm run compose) applies it`,
      );
    } else if (options.preview) {
      const { url, live } = await preview(engine, candidate);
      const where = url ?? `${engine.storage.description}/previews/${candidate.id}`;
      const { version } = candidate.info;
      console.log(previewLine({ app, version, id: candidate.id, live, url: where }));
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
  // The engine has recorded it in the ledger; this says why, in one line.
  if (error instanceof RefusedRelease) {
    console.error(`release refused: ${error.message}`);
    process.exit(1);
  }
  console.error(`release failed: ${failureOf(error)}`);
  process.exit(1);
}
