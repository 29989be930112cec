import { type APIResponse, expect, test } from '@playwright/test';
import { htmlText } from '../../support/composed-html';
import { remoteOrigins, routeTable } from '../../support/site';
import { en, templateStart } from '../../support/words';

// What every server of the site answers, in both runs (platform/servers/site/, and
// platform/servers/nginx with E2E_SERVER=nginx; publish.spec.ts checks the CDN): a 404 with a
// not-found page for a path no route serves, one redirect for a trailing slash, HEAD as
// GET, and the footer's service chooser without JavaScript (/service?slug=…).

// The not-found pages' headings, as the composed HTML writes the owner's words.
const SHELL_NOT_FOUND = htmlText(en.shell.notFound.heading);
const SERVICE_NOT_FOUND = htmlText(en.servicePage.serviceNotFound.title);

const h1Of = (html: string) => html.match(/<h1\b[^>]*>([^<]*)<\/h1>/)?.[1];

/** A redirect's status and target: a path of the site (nginx writes it absolute, on the same origin). */
function expectRedirect(response: APIResponse, status: number, path: string, origin: string) {
  expect(response.status(), response.url()).toBe(status);
  const location = new URL(response.headers().location ?? '', origin);
  expect(location.origin).toBe(origin);
  expect(`${location.pathname}${location.search}`).toBe(path);
}

test('a path no route serves: 404 with the shell not-found page', async ({ request }) => {
  for (const path of ['/nope', '/about/x', '/services/x']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(h1Of(await response.text()), path).toBe(SHELL_NOT_FOUND);
  }
});

test('an unknown service: 404 with mf-services not-found state, in the frame', async ({
  request,
}) => {
  for (const path of ['/service/not-a-service', '/service/ac/extra']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(h1Of(html), path).toBe(SERVICE_NOT_FOUND);
    expect(html, path).toContain('data-boundary="mf-services"');
    const title = htmlText(templateStart(en.servicePage.serviceNotFound.headTitle));
    expect(html, path).toContain(`<title>${title}`);
    expect(html, path).toContain('<footer');
  }
});

test('a trailing slash redirects once (301) to the page, the query kept; / stays', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  for (const { path } of routeTable.filter((route) => route.path !== '/')) {
    const response = await request.get(`${path}/?from=test`, { maxRedirects: 0 });
    expectRedirect(response, 301, `${path}?from=test`, origin);
    const page = await request.get(`${path}?from=test`, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
  }
  expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
  // A path that looks like another host once its slashes are decoded stays on this site.
  const lookalike = await request.get('/%2F%2Fevil.example/', { maxRedirects: 0 });
  const location = lookalike.headers().location ?? '';
  expect(lookalike.status()).toBe(301);
  expect(new URL(location, origin).origin, location).toBe(origin);
});

test('HEAD answers as GET does, without a body', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const asset = home.match(/"entry":"(\/assets\/[^"]+\.js)"/)?.[1];
  expect(asset).toBeDefined();
  for (const path of ['/about', '/nope', '/service/not-a-service', asset as string]) {
    const get = await request.get(path, { maxRedirects: 0 });
    const head = await request.head(path, { maxRedirects: 0 });
    expect(head.status(), path).toBe(get.status());
    expect((await head.body()).length, path).toBe(0);
    for (const name of ['content-type', 'cache-control', 'content-security-policy']) {
      expect(head.headers()[name], `${path} ${name}`).toBe(get.headers()[name]);
    }
  }
});

test('the service chooser without JavaScript: 303 to the chosen page, else the catalogue', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const chosen = (query: string) => request.get(`/service${query}`, { maxRedirects: 0 });
  expectRedirect(await chosen('?slug=ac'), 303, '/service/ac', origin);
  expectRedirect(await chosen('?slug=washing-machine'), 303, '/service/washing-machine', origin);
  for (const query of ['?slug=', '', '?slug=../x', '?slug=AC', '?slug=//evil.example']) {
    expectRedirect(await chosen(query), 303, '/services', origin);
  }
  // Followed, it lands on the page in one step.
  const page = await request.get('/service?slug=ac');
  expect(page.status()).toBe(200);
  expect(page.url()).toBe(`${origin}/service/ac`);
});

test("a missing file is a bare 404, never a page, on the remotes' origins too", async ({
  request,
}) => {
  for (const path of ['/assets/no-such-chunk.js', '/service/no-such.js']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<div id="root">');
  }
  const remote = await request.get(`${remoteOrigins.mf_services}/releases/nope/remoteEntry.js`);
  expect(remote.status()).toBe(404);
});

test("a hidden path is a bare 404: a remote's build manifest (.vite/) is never served", async ({
  request,
}) => {
  const remotes: Record<string, { entry: string }> = await (
    await request.get('/remotes.json')
  ).json();
  for (const { entry } of Object.values(remotes)) {
    // Each live release's folder holds .vite/manifest.json today; its origin must not serve it.
    for (const hidden of ['.vite/manifest.json', '%2evite/manifest.json']) {
      const url = entry.replace(/remoteEntry\.js$/, hidden);
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).not.toContain('"file"');
    }
  }
  for (const path of ['/.env', '/.git/HEAD', '/.well-known/security.txt', '/%2egit/config']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).not.toContain('<div id="root">');
  }
});
