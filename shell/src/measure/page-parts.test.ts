import { describe, expect, it } from 'vitest';
import { pageParts } from './page-parts';

const releases = { shell: 'aaaaaaaaaaaa', 'mf-contact': 'cccccccccccc' };
const parts = pageParts({
  remotes: { mf_contact: { package: 'mf-contact' } },
  shellPart: 'shell',
  pageFor: (pathname) => (pathname.endsWith('/contact') ? 'mf_contact/ContactPage' : undefined),
  readData: (id) => (id === 'jac-releases' ? releases : undefined),
  onRemoteFailure: () => {},
});

describe("A page's parts", () => {
  it('reads the releases the release step wrote into the page', () => {
    expect(parts.releases).toEqual(releases);
  });

  it('charges a script to the part whose release folder serves it, anything else to the shell', () => {
    expect(parts.partOfUrl('http://localhost:4003/releases/cccccccccccc/assets/form.js')).toBe(
      'mf-contact',
    );
    expect(parts.partOfUrl('http://localhost:4003/releases/ffffffffffff/assets/form.js')).toBe(
      'shell',
    );
    expect(parts.partOfUrl('http://localhost:4000/assets/bootstrap.js')).toBe('shell');
    expect(parts.partOfUrl(undefined)).toBe('shell');
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
      onRemoteFailure: () => {},
    });
    expect(bare.releases).toEqual({});
  });
});
