import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { bucketStorage } from 'release';
import { LocalCdn } from './cdn';
import { composition, remoteKeys, shiftedOrigins, shiftedPort } from './composition';
import { LocalS3, S3_CREDENTIALS } from './local-s3';
import { scratchFolder } from './scratch';
import type { SlowLink } from './slow-link';

/** Where the site's objects are kept in the bucket. */
export const PREFIX = 'jaipur';

/**
 * A site published to an S3-compatible bucket (s3rver on loopback) and served through a
 * CDN (platform/servers/cdn's nginx) in front of it, for the tests of one file: the shell and each
 * team's remote published before them, as a new site is, and everything removed after.
 */
export function publishedBucket(cdnPort: number, s3Port: number) {
  const packageOfPort = new Map(
    remoteKeys.map((key) => [
      shiftedPort(composition.remotes[key].port, cdnPort),
      composition.remotes[key].package,
    ]),
  );
  // One folder per site: two files' sites may be published at once.
  const work = scratchFolder(`publish-test-${cdnPort}`);
  const targetsFile = join(work, 'targets.json');
  const s3 = new LocalS3(s3Port, 'site', `http://localhost:${cdnPort}`);
  const cdn = new LocalCdn(cdnPort, s3.url(PREFIX));
  // Before the first client: the SDK reads them, and its warning switch, from here.
  Object.assign(process.env, S3_CREDENTIALS);
  const bucket = bucketStorage({
    endpoint: s3.endpoint,
    bucket: 'site',
    prefix: PREFIX,
    region: 'us-east-1',
  });

  /** Runs a deploy script against the bucket; resolves with its exit status and output. */
  function publishing(script: 'release' | 'rollback', app: string, ...args: string[]) {
    const extra = script === 'release' ? ['--skip-build'] : [];
    const child = spawn(
      process.execPath,
      [
        `platform/release/cli/${script}.mjs`,
        app,
        ...extra,
        '--targets',
        targetsFile,
        '--publish',
        'test',
        ...args,
      ],
      { env: { ...process.env, ...S3_CREDENTIALS } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return new Promise<{ status: number | null; output: string; id?: string }>((resolve) =>
      child.on('close', (status) => {
        // Whatever happened, the secret is never printed.
        expect(output).not.toContain(S3_CREDENTIALS.AWS_SECRET_ACCESS_KEY);
        resolve({ status, output, id: output.match(/ as ([0-9a-f]{12})\b/)?.[1] });
      }),
    );
  }

  async function published(app: string, ...args: string[]) {
    const result = await publishing('release', app, ...args);
    expect(result.status, result.output).toBe(0);
    return result;
  }

  /** Publishes the build in `source`, over `link` when one is given. */
  const publishedBuild = (app: string, source: string, link?: SlowLink) =>
    published(app, '--source', source, ...(link ? ['--endpoint', link.endpoint] : []));

  /** A copy of an app's build that differs only in its version: a new release id. */
  function variant(app: string, tag: string): string {
    const dir = join(work, `${app}-${tag}`);
    cpSync(`apps/${app}/dist`, `${dir}/dist`, { recursive: true });
    cpSync(`apps/${app}/dist-render`, `${dir}/dist-render`, { recursive: true });
    const info = JSON.parse(readFileSync(`${dir}/dist/release.json`, 'utf8'));
    writeFileSync(
      `${dir}/dist/release.json`,
      JSON.stringify({ ...info, version: `${info.version}+${tag}` }),
    );
    return dir;
  }

  async function text(key: string): Promise<string> {
    const body = await bucket.read(key);
    if (!body) throw new Error(`${key} is not in the bucket`);
    return body.toString('utf8');
  }

  const remotesJson = async () => JSON.parse(await text('shell/remotes.json'));
  const page = (path: string) => text(`shell/_routes${path === '/' ? '' : path}/index.html`);

  /** Every object of the site with its ETag. */
  const snapshot = () => bucket.list('');

  /**
   * What a visitor or a composer could be sent to right now and is not in the bucket:
   * the entries remotes.json names, each pointer's release and render build, and every
   * remote URL in a few pages. The pointers are read before the listing: objects only
   * ever arrive, so anything named then must be listed after.
   */
  async function missingObjects(): Promise<string[]> {
    const named: string[] = [];
    const remotes = await remotesJson();
    for (const name of Object.keys(remotes)) named.push(new URL(remotes[name].entry).href);
    for (const app of ['shell', ...remoteKeys.map((key) => composition.remotes[key].package)]) {
      const { current } = JSON.parse(await text(`history/${app}.json`));
      named.push(`renderers/${app}/${current}/prerender.mjs`);
      if (app !== 'shell') named.push(`${app}/releases/${current}/remoteEntry.js`);
    }
    for (const path of ['/', '/services', '/service/ac', '/contact']) {
      named.push(
        ...((await page(path)).match(/http:\/\/localhost:\d+\/releases\/[^"'\s)]+/g) ?? []),
      );
    }
    const keys = await snapshot();
    return named
      .map((name) => {
        if (!name.startsWith('http')) return name;
        const url = new URL(name);
        return `${packageOfPort.get(Number(url.port))}${url.pathname}`;
      })
      .filter((key) => !keys.has(key));
  }

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    mkdirSync(work, { recursive: true });
    writeFileSync(
      targetsFile,
      JSON.stringify({
        ...shiftedOrigins(cdnPort),
        publish: {
          test: { endpoint: s3.endpoint, bucket: s3.bucket, prefix: PREFIX, region: 'us-east-1' },
        },
      }),
    );
    await s3.start();
    // The way a new site is first published: the shell, then each team's remote.
    for (const app of ['shell', 'mf-marketing', 'mf-services', 'mf-contact']) await published(app);
  });

  test.afterAll(async () => {
    await cdn.stop();
    await s3.stop();
    rmSync(work, { recursive: true, force: true });
  });

  return {
    work,
    targetsFile,
    s3,
    cdn,
    bucket,
    publishing,
    published,
    publishedBuild,
    variant,
    text,
    remotesJson,
    page,
    snapshot,
    missingObjects,
  };
}
