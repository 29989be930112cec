import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { deployedRoutes } from '../../support/composition';
import { PREFIX, publishedBucket } from '../../support/published-bucket';
import { SlowLink } from '../../support/slow-link';

// Releases published to an S3-compatible bucket (s3rver on loopback) and served through
// a CDN (platform/servers/cdn's nginx) in front of it (testing/support/published-bucket.ts): headers,
// publish order, rollback, two teams publishing at once. Through the CDN in a browser:
// publish-cdn.spec.ts.
test.describe.configure({ mode: 'serial' });

const {
  work,
  targetsFile,
  s3,
  bucket,
  publishing,
  published,
  publishedBuild,
  variant,
  text,
  remotesJson,
  page,
  missingObjects,
} = publishedBucket(4400, 4469);

test('every object has its Content-Type and Cache-Control; a re-release uploads nothing', async () => {
  const remotes = await remotesJson();
  const release = `mf-services/releases/${remotes.mf_services.release}`;
  const files = [...(await bucket.list(release)).keys()];
  const asset = (extension: string) =>
    files.find((file) => file.startsWith('assets/') && file.endsWith(extension));
  const shellAsset = [...(await bucket.list('shell/assets')).keys()].find((file) =>
    file.endsWith('.js'),
  );
  const expected: Array<[string, string, string]> = [
    ['shell/_routes/about/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['shell/_routes/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['shell/index.html', 'text/html; charset=utf-8', 'no-cache'],
    ['shell/remotes.json', 'application/json; charset=utf-8', 'no-cache'],
    ['shell/sitemap.xml', 'application/xml; charset=utf-8', 'no-cache'],
    ['shell/robots.txt', 'text/plain; charset=utf-8', 'no-cache'],
    ['shell/favicon.svg', 'image/svg+xml', 'no-cache'],
    [
      `shell/assets/${shellAsset}`,
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    [`${release}/remoteEntry.js`, 'text/javascript; charset=utf-8', 'no-cache'],
    [`${release}/mf-manifest.json`, 'application/json; charset=utf-8', 'no-cache'],
    [
      `${release}/${asset('.js')}`,
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    [
      `${release}/${asset('.css')}`,
      'text/css; charset=utf-8',
      'public, max-age=31536000, immutable',
    ],
    [`${release}/${asset('.svg')}`, 'image/svg+xml', 'public, max-age=31536000, immutable'],
  ];
  for (const [key, type, cache] of expected) {
    const head = await fetch(s3.url(`${PREFIX}/${key}`), { method: 'HEAD' });
    expect(head.status, key).toBe(200);
    expect(head.headers.get('content-type'), key).toBe(type);
    expect(head.headers.get('cache-control'), key).toBe(cache);
  }
  // Each page carries its CSP hashes for the CDN.
  const about = await fetch(s3.url(`${PREFIX}/shell/_routes/about/index.html`), { method: 'HEAD' });
  // Its script hashes: the import map's and the loader's (the about page has no island).
  expect(about.headers.get('x-amz-meta-csp-script-hashes')).toMatch(
    /^'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+'$/,
  );
  expect(about.headers.get('x-amz-meta-csp-style-hashes')).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
  // mf-services' not-found page is published like a page (not in the sitemap).
  const serviceNotFound = await fetch(s3.url(`${PREFIX}/shell/_routes/service/404.html`), {
    method: 'HEAD',
  });
  expect(serviceNotFound.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(serviceNotFound.headers.get('x-amz-meta-csp-style-hashes')).toMatch(/^'sha256-/);
  // Every route has its page.
  for (const { path } of deployedRoutes()) expect(await page(path)).toContain('<h1');

  // Releasing the same build again uploads nothing and rewrites only the pointer.
  const since = s3.requests().length;
  const again = await published('mf-services');
  expect(again.output).toContain('0 files written');
  const writes = s3.writesSince(since);
  const lock = `/site/${PREFIX}/locks/mf-services.json`;
  expect(writes.filter((write) => !write.includes('/ledger/') && !write.endsWith(lock))).toEqual([
    `PUT /site/${PREFIX}/history/mf-services.json`,
  ]);
  // …under mf-services' lock object, taken and removed…
  expect(writes.filter((write) => write.endsWith(lock))).toEqual([`PUT ${lock}`, `DELETE ${lock}`]);
  // …and the ledger, one object per entry.
  expect(writes.filter((write) => write.includes('/ledger/'))).toHaveLength(1);
});

test('an observer listing the bucket during a publish never sees a pointer naming a missing object', async () => {
  const observations: string[][] = [];
  // Over a slow link the publish takes long enough to be seen at every step.
  const link = new SlowLink(s3.port, 60);
  await link.start();
  const publish = publishedBuild('mf-services', variant('mf-services', 'observed'), link);
  let done = false;
  publish.finally(() => (done = true));
  while (!done) observations.push(await missingObjects());
  const { id } = await publish;
  await link.stop();
  observations.push(await missingObjects());
  console.log(`${observations.length} observations during the publish`);
  expect(observations.length).toBeGreaterThan(10);
  expect(observations.flat()).toEqual([]);
  expect((await remotesJson()).mf_services.release).toBe(id);
  expect(await page('/services')).toContain(`/releases/${id}/`);
});

test("rollback rewrites only the pointer, the pages and the editor's forms", async () => {
  const live = (await remotesJson()).mf_services.release;
  const { current, releases } = JSON.parse(await text('history/mf-services.json'));
  expect(current).toBe(live);
  const previous = releases.at(-2).id;
  const since = s3.requests().length;
  const rollback = await publishing('rollback', 'mf-services');
  expect(rollback.status, rollback.output).toBe(0);
  const writes = s3.writesSince(since);
  expect(writes).toContain(`PUT /site/${PREFIX}/history/mf-services.json`);
  expect(writes).toContain(`PUT /site/${PREFIX}/shell/remotes.json`);
  expect(writes).toContain(`PUT /site/${PREFIX}/shell/_routes/services/index.html`);
  // What the owner may edit follows the live release (platform/release/engine/compose/editor-parts.mjs).
  expect(writes).toContain(`PUT /site/${PREFIX}/admin/parts.json`);
  for (const write of writes) {
    expect(write).toMatch(
      new RegExp(
        `^(PUT|DELETE) /site/${PREFIX}/locks/mf-services\\.json$|^PUT /site/${PREFIX}/(history/mf-services\\.json|shell/remotes\\.json|shell/index\\.html|shell/_routes(/.+)?/(index|404)\\.html|csp/(routes\\.json|inline-hashes\\.conf)|admin/parts\\.json|ledger/[^/]+\\.json)$`,
      ),
    );
  }
  expect((await remotesJson()).mf_services.release).toBe(previous);
  expect(await page('/service/ac')).toContain(`/releases/${previous}/`);
  expect(await page('/service/ac')).not.toContain(`/releases/${live}/`);
});

test('a publisher whose pages went out after another team moved its pointer composes again', async () => {
  test.setTimeout(60_000);
  // mf-services composes, then its page writes are held while mf-contact publishes whole.
  const link = new SlowLink(s3.port, 0);
  await link.start();
  link.hold((method, url) => method === 'PUT' && url.startsWith(`/site/${PREFIX}/shell/`));
  const services = publishedBuild('mf-services', variant('mf-services', 'held'), link);
  await expect.poll(() => link.held, { timeout: 30_000 }).toBeGreaterThan(0);
  const contact = await publishedBuild('mf-contact', variant('mf-contact', 'meanwhile'));
  link.release();
  const servicesRelease = await services;
  await link.stop();
  // Its first pages were composed with the old mf-contact: it saw the pointer move.
  expect(servicesRelease.output).toContain('composing again');
  const remotes = await remotesJson();
  expect(remotes.mf_services.release).toBe(servicesRelease.id);
  expect(remotes.mf_contact.release).toBe(contact.id);
  expect(await page('/contact')).toContain(`/releases/${contact.id}/`);
  expect(await page('/services')).toContain(`/releases/${servicesRelease.id}/`);
  expect(await missingObjects()).toEqual([]);
});

test('a release for public origins still refuses the placeholder identity, writing only the refusal to the ledger', async () => {
  const production = join(work, 'production.json');
  const targets = JSON.parse(readFileSync(targetsFile, 'utf8'));
  writeFileSync(
    production,
    JSON.stringify({ ...targets, shell: 'https://www.appliance-care.test' }),
  );
  const since = s3.requests().length;
  const child = await publishing('release', 'shell', '--targets', production);
  expect(child.status).toBe(1);
  expect(child.output).toContain('release refused');
  const unknown = await publishing('release', 'mf-contact', '--publish', 'nowhere');
  expect(unknown.status).toBe(1);
  expect(unknown.output).toContain('no publish target "nowhere"');
  // A bucket that cannot be reached: one line saying so, no stack, nothing written.
  const unreachable = await publishing('release', 'mf-contact', '--endpoint', 'http://127.0.0.1:9');
  expect(unreachable.status).toBe(1);
  expect(unreachable.output).toMatch(/release failed: .*ECONNREFUSED/);
  expect(unreachable.output).not.toMatch(/^\s+at /m);
  const noCredentials = spawnSync(
    process.execPath,
    [
      'platform/release/cli/release.mjs',
      'mf-contact',
      '--skip-build',
      '--targets',
      targetsFile,
      '--publish',
      'test',
    ],
    { encoding: 'utf8', env: { PATH: process.env.PATH } },
  );
  expect(noCredentials.status).toBe(1);
  expect(noCredentials.stderr).toContain('release failed: no AWS credentials');
  // Nothing written but the refusal's entry in the ledger.
  const writes = s3.writesSince(since);
  expect(writes).toHaveLength(1);
  expect(writes[0]).toMatch(new RegExp(`^PUT /site/${PREFIX}/ledger/[^/]+\\.json$`));
  const ledger = await bucket.readLedger();
  expect(ledger.at(-1)).toMatchObject({ action: 'release', app: 'shell', result: 'refused' });
});
