import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bucketStorage, folderStorage, type Storage } from 'release';
import { LocalCdn } from './cdn';
import { composition, remoteKeys, shiftedOrigins, shiftedPort } from './composition';
import { LocalS3, S3_CREDENTIALS } from './local-s3';
import { PrivateSite } from './private-site';
import { scratchFolder } from './scratch';
import { TEST_SITE } from './test-site';

/**
 * A deployment the release engine's tests run against, whichever its storage: the same
 * test file drives a folder (served by platform/servers/site/) and a bucket (s3rver,
 * served through platform/servers/cdn's nginx).
 */
export interface TestDeployment {
  readonly kind: 'folder' | 'bucket';
  /** Where the shell is served: pages are loaded from here. */
  readonly origin: string;
  /** The deployment's files, through the engine's own adapter. */
  storage: Storage;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The options that name it on a release command's line (a bucket's credentials aside). */
  readonly releaseOptions: readonly string[];
  /** Runs a command of platform/release/cli against it. */
  run(script: string, args: string[], env?: Record<string, string>): CommandResult;
  /** The same, without waiting: for commands run at the same moment. */
  runAsync(script: string, args: string[]): Promise<CommandResult>;
  /** The storage path of a file the servers serve at `url`, if it is one of this deployment's. */
  pathOf(url: string): string | undefined;
}

export interface CommandResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  /** stdout alone: with `--json`, the command's result */
  stdout: string;
}

function commandAsync(args: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env } });
  let output = '';
  let stdout = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (status, signal) => resolve({ status, signal, output, stdout })),
  );
}

function command(args: string[], env: Record<string, string>): CommandResult {
  const result = spawnSync(process.execPath, args, {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return {
    status: result.status,
    signal: result.signal,
    output: `${result.stdout}${result.stderr}`,
    stdout: result.stdout,
  };
}

/** The storage path behind a URL of the shell's or a remote's origin, the shell on `shellPort`. */
function pathOfUrl(url: string, shellPort: number): string | undefined {
  const { port, pathname } = new URL(url);
  if (Number(port) === shellPort) return `shell${pathname}`;
  const key = remoteKeys.find(
    (name) => shiftedPort(composition.remotes[name].port, shellPort) === Number(port),
  );
  return key ? `${composition.remotes[key].package}${pathname}` : undefined;
}

/** A copy of the test site in a folder, with its own servers. */
export function folderDeployment(name: string, shellPort: number): TestDeployment {
  const site = new PrivateSite(name, shellPort);
  const options = ['--site', site.dir, '--shell-port', String(shellPort)];
  return {
    kind: 'folder',
    origin: site.origin,
    releaseOptions: options,
    storage: folderStorage(site.dir),
    async start() {
      await site.start();
      await site.startPreviews();
    },
    stop: async () => site.stop(),
    run: (script, args, env = {}) => command([script, ...args, ...options], env),
    runAsync: (script, args) => commandAsync([script, ...args, ...options], {}),
    pathOf: (url) => pathOfUrl(url, shellPort),
  };
}

/** The test site's builds published to a bucket on loopback, behind the CDN's nginx. */
export function bucketDeployment(name: string, shellPort: number, s3Port: number): TestDeployment {
  const work = scratchFolder(`${name}-bucket`);
  const targetsFile = join(work, 'targets.json');
  const previews = `preview.localhost:${shiftedPort(composition.previews.port, shellPort)}`;
  // The bucket's CORS rule lets the site and its previews load the remotes' modules.
  const s3 = new LocalS3(s3Port, 'site', `http://localhost:${shellPort},http://*.${previews}`);
  const cdn = new LocalCdn(shellPort, s3.url(name));
  const target = { endpoint: s3.endpoint, bucket: 'site', prefix: name, region: 'us-east-1' };
  Object.assign(process.env, S3_CREDENTIALS);
  const options = ['--targets', targetsFile, '--publish', 'test'];
  const run = (script: string, args: string[], env: Record<string, string> = {}) =>
    command([script, ...args, ...options], { ...S3_CREDENTIALS, ...env });
  return {
    kind: 'bucket',
    origin: cdn.origin,
    releaseOptions: options,
    storage: bucketStorage(target),
    async start() {
      mkdirSync(work, { recursive: true });
      writeFileSync(
        targetsFile,
        JSON.stringify({
          ...shiftedOrigins(shellPort),
          previews: `http://${previews}`,
          publish: { test: target },
        }),
      );
      await s3.start();
      // The way a new site is first published: the shell, then each team's remote.
      for (const app of ['shell', ...remoteKeys.map((key) => composition.remotes[key].package)]) {
        const source = app === 'shell' ? [] : ['--source', testSiteBuild(app, join(work, app))];
        const published = run('platform/release/cli/release.mjs', [app, '--skip-build', ...source]);
        if (published.status !== 0) throw new Error(published.output);
      }
      await cdn.start();
    },
    async stop() {
      await cdn.stop();
      await s3.stop();
      rmSync(work, { recursive: true, force: true });
    },
    run,
    runAsync: (script, args) => commandAsync([script, ...args, ...options], S3_CREDENTIALS),
    pathOf: (url) => pathOfUrl(url, shellPort),
  };
}

/**
 * A remote's build as the test site has it live (npm test deployed it, with the tests'
 * stand-in EmailJS ids), copied into `dir` as dist/ and dist-render/: the same release id.
 */
export function testSiteBuild(app: string, dir: string): string {
  const { current } = JSON.parse(readFileSync(join(TEST_SITE, 'history', `${app}.json`), 'utf8'));
  cpSync(join(TEST_SITE, app, 'releases', current), `${dir}/dist`, { recursive: true });
  cpSync(join(TEST_SITE, 'renderers', app, current), `${dir}/dist-render`, { recursive: true });
  return dir;
}

/**
 * A copy of an app's build that differs from it only by `tag`: a new release id. A
 * remote's is its release live on the test site (the build npm test deployed, whatever
 * `dist/` holds since), its version saying the tag. The shell's is its `dist/` with a
 * CSS file saying the tag, so every page it composes (which inlines the shell's CSS)
 * changes.
 */
export function variantBuild(work: string, app: string, tag: string): string {
  const dir = join(work, `${app}-${tag}`);
  if (app === 'shell') {
    cpSync('apps/shell/dist', `${dir}/dist`, { recursive: true });
    cpSync('apps/shell/dist-render', `${dir}/dist-render`, { recursive: true });
    writeFileSync(`${dir}/package.json`, readFileSync('apps/shell/package.json'));
    // A file of its own: a hashed file keeps its content in every release.
    writeFileSync(`${dir}/dist/assets/variant-${tag}.css`, `/* ${tag} */`);
    return dir;
  }
  testSiteBuild(app, dir);
  const info = JSON.parse(readFileSync(`${dir}/dist/release.json`, 'utf8'));
  writeFileSync(
    `${dir}/dist/release.json`,
    JSON.stringify({ ...info, version: `${info.version}+${tag}` }),
  );
  return dir;
}

/** The live release of `app`, as its pointer names it. */
export async function liveRelease(deployment: TestDeployment, app: string): Promise<string | null> {
  const body = await deployment.storage.read(`history/${app}.json`);
  return body ? JSON.parse(body.toString('utf8')).current : null;
}
