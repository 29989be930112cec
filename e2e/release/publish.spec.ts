import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { bucketStorage } from '../../release/index.mjs';
import { LocalCdn } from '../support/cdn';
import { composition, deployedRoutes, remoteKeys, shiftedPort } from '../support/composition';
import { LocalS3, S3_CREDENTIALS } from '../support/local-s3';
import { scratchFolder } from '../support/scratch';
import { SlowLink } from '../support/slow-link';
import { words } from '../support/words';

// Releases published to an S3-compatible bucket (s3rver on loopback) and served through
// a CDN (servers/cdn's nginx) in front of it: headers, publish order, rollback, two teams
// publishing at once, and the fifteen routes in a browser.
test.describe.configure({ mode: 'serial' });

const CDN_PORT = 4400;
const PREFIX = 'jaipur';
const packageOfPort = new Map(
  remoteKeys.map((key) => [
    shiftedPort(composition.remotes[key].port, CDN_PORT),
    composition.remotes[key].package,
  ]),
);
const work = scratchFolder('publish-test');
const targetsFile = join(work, 'targets.json');
const s3 = new LocalS3(4469, 'site', `http://localhost:${CDN_PORT}`);
const cdn = new LocalCdn(CDN_PORT, s3.url(PREFIX));
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
      `release/cli/${script}.mjs`,
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
  cpSync(`${app}/dist`, `${dir}/dist`, { recursive: true });
  cpSync(`${app}/dist-render`, `${dir}/dist-render`, { recursive: true });
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
    named.push(...((await page(path)).match(/http:\/\/localhost:\d+\/releases\/[^"'\s)]+/g) ?? []));
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
  const origin = (port: number) => `http://localhost:${shiftedPort(port, CDN_PORT)}`;
  writeFileSync(
    targetsFile,
    JSON.stringify({
      shell: origin(composition.shell.port),
      ...Object.fromEntries(remoteKeys.map((key) => [key, origin(composition.remotes[key].port)])),
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
  expect(about.headers.get('x-amz-meta-csp-script-hashes')).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
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
  // What the owner may edit follows the live release (release/engine/editor-parts.mjs).
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
      'release/cli/release.mjs',
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

test('through the CDN: every route in each language with its CSP, one per part in a browser, no purge after a release', async ({
  page: tab,
}) => {
  test.setTimeout(120_000);
  await cdn.start();
  const violations: string[] = [];
  const errors: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await tab.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await tab.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      // @ts-expect-error exposed above
      window.reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const routes = deployedRoutes();
  expect(routes).toHaveLength(15);
  // Every route in English and in Hindi is served with its CSP hashes…
  const paths = routes.flatMap(({ path }) => [path, path === '/' ? '/hi' : `/hi${path}`]);
  for (const path of paths) {
    const response = await fetch(`${cdn.origin}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-security-policy'), path).toContain("'sha256-");
  }
  // …and one page of each part, in each language, runs under them in a browser: the
  // hashes are per page, the scripts per part.
  const perPart = [...new Map(routes.map((route) => [route.remote, route.path])).values()];
  for (const path of perPart.flatMap((path) => [path, path === '/' ? '/hi' : `/hi${path}`])) {
    await tab.goto(`${cdn.origin}${path}`);
    await expect(tab.locator('h1').first(), path).toBeVisible();
    await expect(tab.locator('html'), path).toHaveAttribute('data-app', 'live', {
      timeout: 15_000,
    });
    await expect(tab.locator('a[href^="tel:"]').first(), path).toBeVisible();
  }
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);

  const missing = await tab.goto(`${cdn.origin}/no-such-page`);
  expect(missing?.status()).toBe(404);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await fetch(`${cdn.origin}/index.html`)).status).toBe(404);
  expect((await fetch(`${cdn.origin}/missing.js`)).status).toBe(404);
  // An unknown service: mf-services' not-found state, with its 404 and its CSP hashes.
  const unknownService = await tab.goto(`${cdn.origin}/service/not-a-service`);
  expect(unknownService?.status()).toBe(404);
  expect(unknownService?.headers()['content-security-policy']).toContain("'sha256-");
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
    words.en.servicePage.serviceNotFound.title,
  );
  await expect(tab.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  // Below /hi, the Hindi not-found pages: the service section's, else the language's.
  for (const path of ['/hi/service/not-a-service', '/hi/no-such-page', '/hi/x/y']) {
    const hindi = await tab.goto(`${cdn.origin}${path}`);
    expect(hindi?.status(), path).toBe(404);
    expect(hindi?.headers()['content-security-policy'], path).toContain("'sha256-");
    await expect(tab.locator('html'), path).toHaveAttribute('lang', 'hi');
    await expect(tab.getByRole('heading', { level: 1 }), path).toHaveText(/[\u0900-\u097F]/);
  }
  // The footer's service chooser without JavaScript: 303 to the page, else the catalogue.
  for (const [query, path] of [
    ['?slug=ac', '/service/ac'],
    ['?slug=', '/services'],
    ['?slug=../x', '/services'],
  ] as const) {
    const chosen = await fetch(`${cdn.origin}/service${query}`, { redirect: 'manual' });
    expect(chosen.status, query).toBe(303);
    expect(new URL(chosen.headers.get('location') ?? '', cdn.origin).href, query).toBe(
      `${cdn.origin}${path}`,
    );
  }

  // The CDN keeps immutable files, compresses, and forwards no cookies to the bucket. The
  // tab leaves the site first: its warm-up would fetch remote entries alongside.
  await tab.goto('about:blank');
  const remotes = await (await fetch(`${cdn.origin}/remotes.json`)).json();
  const entry = remotes.mf_contact.entry as string;
  const since = s3.requests().length;
  const script = await fetch(entry, { headers: { Origin: cdn.origin, Cookie: 'session=1' } });
  expect(script.headers.get('access-control-allow-origin')).toBe(cdn.origin);
  expect(script.headers.get('content-encoding')).toBe('gzip');
  const entryKey = `/site/${PREFIX}/mf-contact${new URL(entry).pathname}`;
  expect(s3.requests().slice(since)).toEqual([`GET ${entryKey}`]);
  // (The log does show a cookie when one reaches the bucket.)
  await fetch(s3.url(`${PREFIX}/mf-contact${new URL(entry).pathname}`), {
    headers: { Cookie: 'a=1' },
  });
  expect(s3.requests().at(-1)).toBe(`GET ${entryKey} +cookie`);
  const manifest = JSON.parse(
    await (await fetch(entry.replace('remoteEntry.js', 'mf-manifest.json'))).text(),
  );
  const chunk = `${entry.replace('remoteEntry.js', '')}${manifest.exposes[0].assets.js.sync[0]}`;
  await fetch(chunk);
  expect((await fetch(chunk)).headers.get('x-cache')).toBe('HIT');

  // A release is live through the CDN at once: only no-cache objects changed.
  const next = await publishedBuild('mf-contact', variant('mf-contact', 'after-cdn'));
  const contact = await (await fetch(`${cdn.origin}/contact`)).text();
  expect(contact).toContain(`/releases/${next.id}/`);
  const response = await tab.goto(`${cdn.origin}/contact`);
  expect(response?.status()).toBe(200);
  await expect(tab.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  expect(violations).toEqual([]);
});
