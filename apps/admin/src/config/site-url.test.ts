import { describe, expect, it } from 'vitest';
import { liveSiteUrl } from './site-url';

describe('the live site, for the link from a published page', () => {
  it("is the build's address when it names one", () => {
    expect(
      liveSiteUrl(
        { protocol: 'https:', hostname: 'edit.example.in', port: '' },
        { VITE_CMS_BACKEND: 'github', VITE_CMS_SITE_URL: 'https://www.example.in' },
      ),
    ).toBe('https://www.example.in');
  });

  it("is the site beside this machine's editor, its port shifted back", () => {
    const local = { VITE_CMS_BACKEND: 'local' };
    expect(liveSiteUrl({ protocol: 'http:', hostname: 'localhost', port: '4004' }, local)).toBe(
      'http://localhost:4000',
    );
    expect(liveSiteUrl({ protocol: 'http:', hostname: 'localhost', port: '5204' }, local)).toBe(
      'http://localhost:5200',
    );
  });

  it('is none for a Git host build that names none', () => {
    expect(
      liveSiteUrl(
        { protocol: 'https:', hostname: 'edit.example.in', port: '' },
        { VITE_CMS_BACKEND: 'github' },
      ),
    ).toBeUndefined();
  });
});
