import { expect, test } from '@playwright/test';
import { deployedRoutes } from '../../support/composition';
import { PREFIX, publishedBucket } from '../../support/published-bucket';
import { words } from '../../support/words';

// A site published to a bucket and served through the CDN in front of it
// (testing/support/published-bucket.ts), as a visitor meets it: the fifteen routes in each
// language with their CSP, one page of each part in a browser, the not-found pages, the
// footer's chooser without JavaScript, what the CDN keeps, and a release live at once.
test.describe.configure({ mode: 'serial' });

const { s3, cdn, publishedBuild, variant } = publishedBucket(4450, 4499);

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
