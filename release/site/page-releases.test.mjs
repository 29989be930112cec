// @ts-check
import { describe, expect, it } from 'vitest';
import { partOfPage, withPageReleases } from './page-releases.mjs';

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

describe('The part whose page it is', () => {
  const remotes = [
    { app: 'mf-marketing', routes: [{ path: '/' }, { path: '/about' }] },
    { app: 'mf-services', routes: [{ path: '/services' }, { path: '/service/*' }] },
  ];
  it('goes by the route, in every language, a section not-found page its section', () => {
    expect(partOfPage('/', remotes)?.app).toBe('mf-marketing');
    expect(partOfPage('/hi', remotes)?.app).toBe('mf-marketing');
    expect(partOfPage('/hi/about', remotes)?.app).toBe('mf-marketing');
    expect(partOfPage('/service/ac', remotes)?.app).toBe('mf-services');
    expect(partOfPage('/hi/service/*', remotes)?.app).toBe('mf-services');
    expect(partOfPage('/service/ac/more', remotes)).toBeUndefined();
    expect(partOfPage('*', remotes)).toBeUndefined();
    expect(partOfPage('/hi/*', remotes)).toBeUndefined();
  });
});
