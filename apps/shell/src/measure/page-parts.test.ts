// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageParts } from './page-parts';

const releases = { shell: 'aaaaaaaaaaaa', 'mf-contact': 'cccccccccccc' };
const parts = pageParts({
  remotes: { mf_contact: { package: 'mf-contact' }, mf_services: { package: 'mf-services' } },
  shellPart: 'shell',
  pageFor: (pathname) => (pathname.endsWith('/contact') ? 'mf_contact/ContactPage' : undefined),
  readData: (id) => (id === 'jac-releases' ? releases : undefined),
  remoteFailures: [],
  // What remotes.json says now: mf-contact moved on since this page was composed.
  deploymentOf: async (name: string) => ({
    entry:
      name === 'mf_services'
        ? 'http://localhost:4002/releases/dddddddddddd/remoteEntry.js'
        : 'http://localhost:4003/releases/eeeeeeeeeeee/remoteEntry.js',
  }),
  savesData: () => false,
  whenIdle: () => Promise.resolve(),
});

describe("A page's parts", () => {
  it("reads the page's releases, then learns the others' from where the shell loads them", async () => {
    expect(parts.releases).toEqual(releases);
    await parts.learnReleases();
    expect(parts.releases).toEqual({ ...releases, 'mf-services': 'dddddddddddd' });
  });

  it("charges a script to the part whose release folder serves it, or the shell's origin", () => {
    expect(parts.partOfUrl('http://localhost:4003/releases/cccccccccccc/assets/form.js')).toBe(
      'mf-contact',
    );
    expect(parts.partOfUrl(`${location.origin}/assets/bootstrap.js`)).toBe('shell');
    // Not the site's: an old release's file, an extension, no file at all.
    expect(
      parts.partOfUrl('http://localhost:4003/releases/ffffffffffff/assets/form.js'),
    ).toBeUndefined();
    expect(parts.partOfUrl('chrome-extension://abc/content.js')).toBeUndefined();
    expect(parts.partOfUrl(undefined)).toBeUndefined();
  });

  it("names a module's part by package folder, and a path's by its route", () => {
    expect(parts.partOfModule('mf_contact/ContactPage')).toBe('mf-contact');
    expect(parts.partOfPath('/hi/contact')).toBe('mf-contact');
    expect(parts.partOfPath('/no-such-page')).toBeUndefined();
  });

  it('has no releases on a page without the block', () => {
    const bare = pageParts({
      remotes: {},
      shellPart: 'shell',
      pageFor: () => undefined,
      readData: () => {
        throw new Error('not JSON');
      },
      remoteFailures: [],
      deploymentOf: async () => undefined,
      savesData: () => false,
      whenIdle: () => Promise.resolve(),
    });
    expect(bare.releases).toEqual({});
  });
});
