#!/usr/bin/env node
// Releases one app: `npm run release -w mf-services` (or any remote, or the shell).
//
// A remote is built alone and published as an immutable folder,
// deploy/site/<app>/releases/<content id>/. Earlier releases stay, so a page opened
// before this release still loads its chunks. Then the deployment data is composed
// again (the shell's remotes.json, sitemap.xml, robots.txt). The shell is never rebuilt.
//
// The shell's release copies its build into deploy/site/shell, keeping the deployment
// data and the hashed files of earlier shell releases.
//
// Options: --source DIR (build this folder instead of the app's own; fixtures use it),
// --mode MODE (Vite mode, e.g. e2e), --skip-build, --site DIR, --targets FILE.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  composeShellData,
  contentId,
  deploymentOf,
  parseArgs,
  REMOTES,
  ROOT,
  readHistory,
  readJson,
  writeAtomically,
  writeHistory,
} from './deployment.mjs';
import {
  assertEmailJsConfigured,
  assertRealIdentity,
  isProduction,
  NotReadyForProduction,
} from './production-guard.mjs';
import {
  rendererDir,
  shellBuildCss,
  shellCssPath,
  siteConfigPath,
  templatePath,
} from './route-html.mjs';

/** Composed at deploy, never copied from the shell's build. */
const SHELL_DATA = new Set([
  'remotes.json',
  'sitemap.xml',
  'robots.txt',
  'index.html',
  'site-config.json',
]);

/** The app for the browser (dist/), then its render build for the release step (dist-render/). */
function build(source, mode) {
  const vite = join(ROOT, 'node_modules/.bin/vite');
  const modeArgs = mode ? ['--mode', mode] : [];
  execFileSync(vite, ['build', '--logLevel', 'warn', ...modeArgs], {
    cwd: source,
    stdio: 'inherit',
  });
  execFileSync(vite, ['build', '--ssr', 'src/prerender.tsx', '--logLevel', 'warn', ...modeArgs], {
    cwd: source,
    stdio: 'inherit',
  });
}

async function releaseRemote(app, dist, renderDist, deployment) {
  if (isProduction(deployment.targets) && existsSync(siteConfigPath(deployment.site))) {
    assertRealIdentity(readJson(siteConfigPath(deployment.site)));
  }
  const info = readJson(join(dist, 'release.json'));
  const id = contentId(dist, renderDist);
  const folder = join(deployment.site, app, 'releases', id);
  if (!existsSync(folder)) cpSync(dist, folder, { recursive: true });
  const renderer = rendererDir(deployment.site, app, id);
  if (!existsSync(renderer)) cpSync(renderDist, renderer, { recursive: true });

  const history = readHistory(deployment.site, app);
  history.releases = history.releases.filter((release) => release.id !== id);
  history.releases.push({
    id,
    version: info.version,
    contract: info.contract,
    releasedAt: new Date().toISOString(),
  });
  history.current = id;
  writeHistory(deployment.site, app, history);
  const remotes = await composeShellData(deployment, new Set([app]));
  console.log(
    `released ${app} ${info.version} (contract ${info.contract}) as ${id}: ${remotes[REMOTES[app]].entry}`,
  );
}

async function releaseShell(dist, renderDist, deployment) {
  const target = join(deployment.site, 'shell');
  // Checked before anything is copied: a refused release changes nothing.
  const { siteConfig } = await import(pathToFileURL(join(renderDist, 'prerender.mjs')).href);
  if (isProduction(deployment.targets)) assertRealIdentity(siteConfig);
  mkdirSync(target, { recursive: true });
  // The shell's build carries a development remotes.json; the deployed one is composed.
  cpSync(dist, target, {
    recursive: true,
    filter: (path) => !SHELL_DATA.has(path.slice(dist.length + 1)),
  });
  // index.html, the CSS and the render build become the frame of every route's HTML.
  mkdirSync(dirname(templatePath(deployment.site)), { recursive: true });
  cpSync(join(dist, 'index.html'), templatePath(deployment.site));
  writeAtomically(shellCssPath(deployment.site), shellBuildCss(dist));
  const renderer = rendererDir(deployment.site, 'shell');
  rmSync(renderer, { recursive: true, force: true });
  cpSync(renderDist, renderer, { recursive: true });
  // SiteConfig as deployment data: every remote's render reads it, so a new phone number
  // is a shell release alone.
  writeAtomically(siteConfigPath(deployment.site), `${JSON.stringify(siteConfig, null, 2)}\n`);
  await composeShellData(deployment);
  console.log(`released shell into ${target}`);
}

const { positional, options } = parseArgs(process.argv.slice(2));
const [app] = positional;
if (app !== 'shell' && !(app in REMOTES)) {
  console.error(
    'usage: release.mjs <shell|mf-marketing|mf-services|mf-contact> [--source DIR] [--mode MODE] [--skip-build] [--site DIR] [--targets FILE]',
  );
  process.exit(2);
}
const source = options.source ? resolve(options.source) : join(ROOT, app);
const deployment = deploymentOf(options);
const [dist, renderDist] = [join(source, 'dist'), join(source, 'dist-render')];
try {
  // Checked before the build: a form that cannot send is not worth building.
  if (app === 'mf-contact' && isProduction(deployment.targets)) {
    assertEmailJsConfigured(source, options.mode);
  }
  if (!options['skip-build']) build(source, options.mode);
  if (app === 'shell') await releaseShell(dist, renderDist, deployment);
  else await releaseRemote(app, dist, renderDist, deployment);
} catch (error) {
  if (!(error instanceof NotReadyForProduction)) throw error;
  console.error(`release refused: ${error.message}`);
  process.exit(1);
}
