#!/usr/bin/env node
// @ts-check
// Releases one app: `npm run release -w mf-services` (or any remote, or the shell).
//
// A remote is built alone and published as an immutable folder,
// <site>/<app>/releases/<content id>/, with its render build beside it. Earlier releases
// stay, so a page opened before this release still loads its chunks. Then the deployment
// data and that remote's pages are composed again. The shell is never rebuilt.
//
// The shell's release copies its build into <site>/shell, keeping the deployment data
// and the hashed files of earlier shell releases, publishes its SiteConfig and
// recomposes every page.
//
// With --publish TARGET the release goes to an S3-compatible bucket instead of the site
// folder (publish/publish.mjs; README "Publishing to object storage and a CDN").
//
// Options: --source DIR (build this folder instead of the app's own; fixtures use it),
// --mode MODE (Vite mode, e.g. e2e), --skip-build, --site DIR, --targets FILE, --shell-port N,
// --publish TARGET [--endpoint URL] [--region R] [--bucket B] [--prefix P].
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES, ROOT } from '../composition.mjs';
import { parseCommandLine } from './args.mjs';
import { composeShellData } from './compose-site.mjs';
import { deploymentOf } from './deployment.mjs';
import { contentId, copyFolderAtomically, readJson, writeAtomically } from './files.mjs';
import { readHistory, recordRelease, writeHistory } from './history.mjs';
import {
  assertEmailJsConfigured,
  assertRealIdentity,
  isProduction,
  NotReadyForProduction,
} from './production-guard.mjs';
import { bucketTargetOf, PUBLISH_OPTIONS } from './publish/bucket-target.mjs';
import { shellBuildCss } from './route-html.mjs';
import {
  COMPOSED_SHELL_FILES,
  releaseDir,
  rendererDir,
  shellCssPath,
  siteConfigPath,
  templatePath,
} from './site-layout.mjs';

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

/**
 * @param {string} app @param {string} dist @param {string} renderDist
 * @param {import('./deployment.mjs').Deployment} deployment
 */
async function releaseRemote(app, dist, renderDist, deployment) {
  if (isProduction(deployment.targets) && existsSync(siteConfigPath(deployment.site))) {
    assertRealIdentity(readJson(siteConfigPath(deployment.site)));
  }
  const info = readJson(join(dist, 'release.json'));
  const id = contentId(dist, renderDist);
  // Each folder is complete or absent: an interrupted release is copied afresh next time.
  copyFolderAtomically(dist, releaseDir(deployment.site, app, id));
  copyFolderAtomically(renderDist, rendererDir(deployment.site, app, id));

  const history = readHistory(deployment.site, app);
  recordRelease(history, id, info);
  writeHistory(deployment.site, app, history);
  /** @type {Record<string, any>} */
  const remotes = await composeShellData(deployment, new Set([app]));
  console.log(
    `released ${app} ${info.version} (contract ${info.contract}) as ${id}: ${remotes[REMOTES[app] ?? '']?.entry}`,
  );
}

/**
 * @param {string} dist @param {string} renderDist
 * @param {import('./deployment.mjs').Deployment} deployment
 */
async function releaseShell(dist, renderDist, deployment) {
  const target = join(deployment.site, 'shell');
  // Checked before anything is copied: a refused release changes nothing.
  const { siteConfig } = await import(pathToFileURL(join(renderDist, 'prerender.mjs')).href);
  if (isProduction(deployment.targets)) assertRealIdentity(siteConfig);
  mkdirSync(target, { recursive: true });
  // The shell's build carries a development remotes.json; the deployed one is composed.
  cpSync(dist, target, {
    recursive: true,
    filter: (path) => !COMPOSED_SHELL_FILES.has(path.slice(dist.length + 1)),
  });
  // index.html, the CSS and the render build become the frame of every route's HTML.
  mkdirSync(dirname(templatePath(deployment.site)), { recursive: true });
  cpSync(join(dist, 'index.html'), templatePath(deployment.site));
  writeAtomically(shellCssPath(deployment.site), shellBuildCss(dist));
  const renderer = rendererDir(deployment.site, 'shell');
  rmSync(renderer, { recursive: true, force: true });
  copyFolderAtomically(renderDist, renderer);
  // SiteConfig as deployment data: every remote's render reads it, so a new phone number
  // is a shell release alone.
  writeAtomically(siteConfigPath(deployment.site), `${JSON.stringify(siteConfig, null, 2)}\n`);
  await composeShellData(deployment);
  console.log(`released shell into ${target}`);
}

const usage = `release.mjs <shell|${Object.keys(REMOTES).join('|')}> [--source DIR] [--mode MODE] [--skip-build] [--site DIR] [--targets FILE] [--shell-port N] [--publish TARGET [--endpoint URL] [--region R] [--bucket B] [--prefix P]]`;
const { positionals, options } = parseCommandLine(
  process.argv.slice(2),
  {
    source: { type: 'string' },
    mode: { type: 'string' },
    'skip-build': { type: 'boolean' },
    ...PUBLISH_OPTIONS,
  },
  usage,
);
const [app = ''] = positionals;
if (app !== 'shell' && !(app in REMOTES)) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const source = typeof options.source === 'string' ? resolve(options.source) : join(ROOT, app);
const mode = typeof options.mode === 'string' ? options.mode : undefined;
const deployment = deploymentOf(options);
const [dist, renderDist] = [join(source, 'dist'), join(source, 'dist-render')];
try {
  // Checked before the build: a form that cannot send is not worth building.
  if (app === 'mf-contact' && isProduction(deployment.targets)) {
    assertEmailJsConfigured(source, mode);
  }
  const publishing = typeof options.publish === 'string';
  // A target that names no bucket stops before the build.
  if (publishing) bucketTargetOf(options, deployment.buckets);
  if (!options['skip-build']) build(source, mode);
  if (publishing) {
    const { releaseToBucket } = await import('./publish/release-to-bucket.mjs');
    await releaseToBucket(options, deployment, app, dist, renderDist);
  } else if (app === 'shell') await releaseShell(dist, renderDist, deployment);
  else await releaseRemote(app, dist, renderDist, deployment);
} catch (error) {
  if (error instanceof NotReadyForProduction) {
    console.error(`release refused: ${error.message}`);
    process.exit(1);
  }
  if (typeof options.publish !== 'string') throw error;
  const { publishFailure } = await import('./publish/release-to-bucket.mjs');
  console.error(`publish failed: ${publishFailure(error)}`);
  process.exit(1);
}
