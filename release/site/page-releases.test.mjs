// @ts-check
import { describe, expect, it } from 'vitest';
import { withPageReleases } from './page-releases.mjs';

describe("A composed page's releases", () => {
  it('go in a data block before </body>, which nothing in them can close', () => {
    const page = withPageReleases('<html><body><main></main></body></html>', {
      shell: 'aaaaaaaaaaaa',
      'mf-contact': '</script><b>',
    });
    expect(page).toBe(
      '<html><body><main></main><script type="application/json" id="jac-releases">{"shell":"aaaaaaaaaaaa","mf-contact":"\\u003c/script>\\u003cb>"}</script></body></html>',
    );
  });
});
