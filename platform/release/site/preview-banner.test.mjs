// @ts-check
import { describe, expect, it } from 'vitest';
import { withPageReleases } from './page-releases.mjs';
import { asPreview, BANNER_STYLESHEET, withBanner } from './preview-banner.mjs';

const page = (lang = 'en', canonical = 'http://localhost:4000/about') =>
  `<!doctype html>\n<html lang="${lang}"><head><link rel="canonical" href="${canonical}"></head><body><div id="root"><h1>About</h1></div></body></html>`;

describe("a preview's pages", () => {
  it('say they are a preview in their language, link to the live page, and are not indexed', () => {
    const english = withBanner(page(), 'http://localhost:4000');
    expect(english).toContain(
      '<body><aside class="jac-preview-banner" aria-label="Preview"><p>A preview of your change: not live yet.<a href="http://localhost:4000/about">See the live page</a></p></aside><div id="root">',
    );
    expect(english).toContain('<meta name="robots" content="noindex">');
    expect(english).toContain(`<link rel="stylesheet" href="/${BANNER_STYLESHEET}"></head>`);
    const hindi = withBanner(page('hi', 'http://localhost:4000/hi/about'), 'http://localhost:4000');
    expect(hindi).toContain('आपके बदलाव का पूर्वावलोकन: अभी लाइव नहीं है।');
    expect(hindi).toContain('<a href="http://localhost:4000/hi/about">लाइव पेज देखें</a>');
  });

  it('name no releases, so the field measurement counts nothing on a preview', () => {
    const live = withPageReleases(page(), {
      shell: 'aaaaaaaaaaaa',
      'mf-marketing': 'bbbbbbbbbbbb',
    });
    expect(live).toContain('id="jac-releases"');
    const preview = withBanner(live, 'http://localhost:4000');
    // Its block stays first, naming none: a part's further down is not read in its place
    // (page-releases.test.mjs).
    expect(preview).not.toContain('aaaaaaaaaaaa');
    expect(preview).toContain(
      '<head><script type="application/json" id="jac-releases">{}</script>',
    );
    expect(preview.match(/jac-releases/g)).toHaveLength(1);
    expect(preview).toContain('<h1>About</h1></div></body></html>');
  });

  it("link a page without a canonical address, or one off the live site, to the live site's home", () => {
    expect(withBanner(page('en', 'https://evil.test/x'), 'http://localhost:4000')).toContain(
      '<a href="http://localhost:4000/">',
    );
  });

  it('are the only files changed, beside the banner’s style sheet', () => {
    const composition = {
      shell: new Map([
        ['_routes/about/index.html', Buffer.from(page())],
        ['remotes.json', Buffer.from('{}')],
      ]),
      hashes: {},
      remotes: {},
    };
    const preview = asPreview(composition, 'http://localhost:4000');
    expect([...preview.shell.keys()]).toEqual([
      '_routes/about/index.html',
      'remotes.json',
      BANNER_STYLESHEET,
    ]);
    expect(preview.shell.get('remotes.json')?.toString()).toBe('{}');
    expect(preview.shell.get('_routes/about/index.html')?.toString()).toContain(
      'jac-preview-banner',
    );
    // The live composition it came from is untouched.
    expect(composition.shell.get('_routes/about/index.html')?.toString()).not.toContain(
      'jac-preview-banner',
    );
  });
});
