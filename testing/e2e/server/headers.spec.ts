import { expect, test } from '@playwright/test';
import { composition } from '../../support/composition';
import { openLive, routeTable } from '../../support/site';
import { en } from '../../support/words';

// Run with E2E_SERVER=nginx: what any static host or CDN in front of the site must send.
// Status codes and redirects, the same for every server, are status-codes.spec.ts's.

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('HTML routes and not-found pages: never cached, with security headers', async ({
  request,
}) => {
  const statuses = { '/': 200, '/service/ac': 200, '/contact': 200, '/no-such-page': 404 };
  for (const [path, status] of Object.entries(statuses)) {
    const response = await request.get(path);
    expect(response.status()).toBe(status);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['cache-control']).toBe(NO_CACHE);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.match(/script-src ([^;]*)/)?.[1] ?? '';
    for (const remote of [
      'http://localhost:4001',
      'http://localhost:4002',
      'http://localhost:4003',
    ]) {
      expect(scriptSrc.split(' ')).toContain(remote);
    }
    expect(scriptSrc).not.toContain('*');
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.emailjs\.com/);
  }
});

test('deployment data and remote entries are revalidated; hashed assets are immutable and compressed', async ({
  request,
}) => {
  const remotesResponse = await request.get('/remotes.json');
  expect(remotesResponse.headers()['cache-control']).toBe(NO_CACHE);
  const remotes: Record<string, { entry: string }> = await remotesResponse.json();

  for (const { entry } of Object.values(remotes)) {
    const response = await request.get(entry, { headers: { Origin: 'http://localhost:4000' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(NO_CACHE);
    expect(response.headers()['access-control-allow-origin']).toBe('http://localhost:4000');
    expect(response.headers()['content-encoding']).toBe('gzip');
    const manifest = await request.get(entry.replace('remoteEntry.js', 'mf-manifest.json'));
    expect(manifest.headers()['cache-control']).toBe(NO_CACHE);
  }

  const html = await (await request.get('/')).text();
  const asset = html.match(/"entry":"(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset).toBeDefined();
  const assetResponse = await request.get(asset as string);
  expect(assetResponse.headers()['cache-control']).toBe(IMMUTABLE);
  // The CSP is a document's: a script ignores it, so it is not sent with one.
  expect(assetResponse.headers()['content-security-policy']).toBeUndefined();
  expect(assetResponse.headers()['x-content-type-options']).toBe('nosniff');
  expect(assetResponse.headers()['content-encoding']).toBe('gzip');
});

test('robots.txt and sitemap.xml answer with their own content, not the app', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toContain('Sitemap: http://localhost:4000/sitemap.xml');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  // Fifteen routes, each in English and in Hindi.
  expect(xml.match(/<loc>/g)).toHaveLength(30);
  expect(xml).toContain('<loc>http://localhost:4000/service/washing-machine</loc>');
  expect(xml).toContain('<loc>http://localhost:4000/hi/service/washing-machine</loc>');
});

test('the Content-Security-Policy allows inline code only by hash, and blocks nothing the site needs', async ({
  page,
  request,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  const notFound = [{ path: '/no-such-page' }, { path: '/service/not-a-service' }];
  const pages = [...routeTable, ...notFound];
  // A budget that grows with the work: each page's app goes live, and the form is sent.
  test.setTimeout(30_000 + pages.length * 5_000);
  for (const { path } of pages) {
    const csp = (await request.get(path)).headers()['content-security-policy'] ?? '';
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toMatch(/script-src [^;]*'sha256-[^']+'/);
    expect(csp).toMatch(/style-src [^;]*'sha256-[^']+'/);
    await openLive(page, path);
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  // The enquiry dialogs bring their own stylesheet, as a file.
  await page.route('https://api.emailjs.com/**', (route) =>
    route.fulfill({ status: 403, body: 'x' }),
  );
  const { labels, send, title } = en.enquiry.form;
  const form = page.getByRole('form', { name: title });
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await openLive(page, '/contact');
  await field(labels.name).fill('Asha Sharma');
  await field(labels.email).fill('asha@example.com');
  await field(labels.number).fill('98765 43210');
  await field(labels.service).selectOption({ index: 1 });
  await field(labels.message).fill('The fridge stopped cooling');
  await form.getByRole('button', { name: send }).click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: en.enquiry.dialogs.failedTitle }),
  ).toBeVisible();
  expect(violations).toEqual([]);
});

test('the editor has its own origin, page and headers, never the site CSP, and no public page loads it', async ({
  request,
  page,
}) => {
  const editorOrigin = `http://localhost:${composition.admin.port}`;
  // An old bookmark of /admin on the site's origin leads to the editor's own.
  const moved = await request.get('/admin', { maxRedirects: 0 });
  expect(moved.status()).toBe(302);
  expect(moved.headers().location).toBe(`${editorOrigin}/`);
  const editor = await request.get(`${editorOrigin}/`);
  expect(editor.status()).toBe(200);
  expect(editor.headers()['content-security-policy']).toBeUndefined();
  expect(editor.headers()['x-frame-options']).toBe('DENY');
  expect(editor.headers()['x-robots-tag']).toBe('noindex');
  expect(editor.headers()['cache-control']).toBe(NO_CACHE);
  const policy = (await editor.text()).match(
    /http-equiv="Content-Security-Policy" content="([^"]+)"/,
  )?.[1];
  // Its own files alone, and no eval, where the Git token is kept (apps/admin/csp.ts).
  expect(policy).toContain("script-src 'self';");
  expect(policy).not.toContain('unsafe-eval');
  // It may reach one API alone: this (local) build's backend.
  expect(policy?.match(/connect-src ([^;]*)/)?.[1]).toBe(
    `'self' blob: http://localhost:${composition.editor.port}`,
  );
  const script = (await editor.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
  const asset = await request.get(`${editorOrigin}${script}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe(IMMUTABLE);
  expect(asset.headers()['content-security-policy']).toBeUndefined();
  expect((await request.get(`${editorOrigin}/.git/HEAD`)).status()).toBe(404);

  // The site's own policy stays strict, and its pages ask nothing of the editor.
  const home = await request.get('/');
  expect(home.headers()['content-security-policy']).not.toContain('unsafe-eval');
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  await openLive(page, '/services');
  expect(
    requested.filter(
      (url) => url.startsWith(editorOrigin) || new URL(url).pathname.startsWith('/admin'),
    ),
  ).toEqual([]);
});

test('every response, pages, remotes and the editor alike, denies the browser features the site never uses; no HSTS over plain http', async ({
  request,
  page,
}) => {
  const remotes: Record<string, { entry: string }> = await (
    await request.get('/remotes.json')
  ).json();
  const responses = [
    await request.get('/'),
    await request.get('/no-such-page'),
    await request.get('/assets/no-such-chunk.js'),
    await request.get('/admin'),
    ...(await Promise.all(Object.values(remotes).map(({ entry }) => request.get(entry)))),
  ];
  for (const response of responses) {
    const policy = response.headers()['permissions-policy'] ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy, response.url()).toContain(`${feature}=()`);
    }
    // Strict-Transport-Security is sent over TLS only; these servers speak plain http.
    expect(response.headers()['strict-transport-security'], response.url()).toBeUndefined();
  }
  // Chromium understands every feature the policy names: it logs nothing about it.
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/Permissions.Policy/i.test(message.text())) complaints.push(message.text());
  });
  await openLive(page, '/contact');
  expect(complaints).toEqual([]);
});
