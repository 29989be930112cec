// @vitest-environment node
// The composer puts a remote's pre-rendered route in the shell's frame, once a release: the
// route's head, the CSS both need inlined, the remote's data blocks and the loader that
// starts the app, each inline style and script with its CSP hash; it refuses a remote that
// did not render a route it names. Beside it: a page's islands
// (compose-pages-islands.test.ts), each language's pages (compose-pages-languages.test.ts),
// the service catalogue (compose-pages-catalogue.test.ts).
import { RENDER_ASSET_BASE } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { composePages } from './compose-pages';
import { BASE, composed, contact, template } from './compose-pages.testing';
import { sha256Source } from './inline-hashes';

describe('composing a route', () => {
  it('puts the remote’s page in the shell’s frame, with its head, CSS, data and loader', async () => {
    const pages = await composePages({
      origin: 'https://www.example.in',
      template,
      shellCss: 'body{margin:0}',
      shellStylesheets: ['/assets/shell.css'],
      remotes: [contact],
      year: 2026,
    });
    // A render build of contract 1.0 lists no languages: English only, and no alternates.
    expect(pages.map((page) => page.path)).toEqual(['/contact', '*', '/hi/*']);
    const [page] = pages;
    const html = page?.html ?? '';
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Contact | Test</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.in/contact">');
    expect(html).not.toContain('hreflang');
    expect(page?.alternates).toEqual([]);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    // The page inside the frame's main, its assets pointed at the release; the
    // first-screen picture inlined, its preload dropped.
    expect(html).toMatch(/<main[^>]*>.*<h1>Contact us<\/h1>/s);
    expect(html).toContain(`href="${BASE}assets/map.png"`);
    expect(html).toContain('src="data:image/svg+xml,');
    // In the page's hydration region: the markers React finds around a rendered Suspense.
    expect(html).toMatch(/<main[^>]*><!--\$-->.*<!--\/\$--><\/main>/s);
    expect(html).not.toContain('rel="preload" as="image"');
    expect(html).not.toContain(RENDER_ASSET_BASE);
    // Its data blocks: the remote's deployment and what the loader starts.
    expect(html).toContain(
      `<script type="application/json" id="jac-remotes">{"mf_contact":{"entry":"${BASE}remoteEntry.js","version":"1.0.0","contract":"1.0.0"}}</script>`,
    );
    expect(html).toContain(
      `"jac-boot">{"entry":"/assets/index-1.js","preload":["/assets/vendor-1.js","${BASE}remoteEntry.js","${BASE}assets/page.js"]}`,
    );
    // Its CSP hashes are those of the inline style and script it holds.
    const style = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(style).toBe('body{margin:0}\n.form{gap:1rem}');
    expect(page?.inlineHashes.style).toEqual([sha256Source(style)]);
    // The stylesheets it inlined are named, disabled, so the app's loaders fetch none again.
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell.css" disabled>');
    expect(html).toContain(`<link rel="stylesheet" href="${BASE}assets/page.css" disabled>`);
    const loader = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(page?.inlineHashes.script).toEqual([sha256Source(loader)]);
  });

  it("names every page module's files for the loader, which starts them with the app at idle", async () => {
    const pages = await composed([contact]);
    expect(pages[0]?.html).toContain(
      `"preload":["/assets/vendor-1.js","${BASE}remoteEntry.js","${BASE}assets/page.js"]`,
    );
  });

  it("carries the shell's import map into every page, allowed by its hash", async () => {
    const map = { imports: { react: '/assets/shared-react-1.js' } };
    const withMap = template.replace(
      '<head>',
      `<head><script type="importmap">${JSON.stringify(map)}</script>`,
    );
    const pages = await composePages({
      origin: 'https://www.example.in',
      template: withMap,
      shellCss: '',
      remotes: [contact],
      year: 2026,
    });
    const text = JSON.stringify(map);
    for (const page of pages) {
      // In the head, before the loader adds any module: a map read after one is ignored.
      expect(page.html).toMatch(
        new RegExp(
          `<head>.*<script type="importmap">${text.replaceAll('/', '\\/')}</script>.*</head>`,
          's',
        ),
      );
      expect(page.inlineHashes.script).toContain(sha256Source(text));
    }
    // Without one (a shell built before it had one), no map and no hash for one.
    const [plain] = await composed([contact]);
    expect(plain?.html).not.toContain('importmap');
  });

  it('refuses a remote that did not render one of its routes', async () => {
    await expect(
      composed([{ ...contact, routes: [{ path: '/elsewhere', expose: './ContactPage' }] }]),
    ).rejects.toThrow("mf_contact's render build did not render /elsewhere");
  });
});
