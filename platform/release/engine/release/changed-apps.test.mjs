import { describe, expect, it } from 'vitest';
import { changedApps } from './changed-apps.mjs';

const APPS = ['shell', 'mf-marketing', 'mf-services', 'mf-contact'];
/** The apps a push of `files` releases, in order, out of the four. @param {string[]} files */
const releasedFor = (...files) => changedApps(files, APPS);

describe('changedApps', () => {
  // A part's own content releases that part alone: the part, as the case names it, its files.
  it.each([
    [
      'mf-services',
      'a service page or the catalogue',
      ['apps/mf-services/content/services/ac.json', 'apps/mf-services/content/catalogue.json'],
      'mf-services',
    ],
    ['the shell', 'the business details', ['apps/shell/content/business.json'], 'shell'],
    [
      'mf-marketing',
      'its texts and pictures',
      ['apps/mf-marketing/content/about.json', 'apps/mf-marketing/content/images/team.jpg'],
      'mf-marketing',
    ],
  ])('releases %s alone for %s', (_part, _what, files, app) => {
    expect(releasedFor(...files)).toEqual([app]);
  });

  it('releases every app, the shell first, when what they share changes', () => {
    expect(releasedFor('apps/mf-contact/src/x.ts', 'packages/shared-ui/src/pill.tsx')).toEqual(
      APPS,
    );
    expect(releasedFor('package-lock.json')).toEqual(APPS);
  });

  it('keeps release order whatever order the files come in', () => {
    expect(releasedFor('apps/mf-contact/a', 'apps/shell/b')).toEqual(['shell', 'mf-contact']);
  });

  it('releases nothing for documents, tests and the release tooling', () => {
    expect(
      releasedFor('README.md', 'e2e/admin.spec.ts', 'platform/release/cli/release.mjs'),
    ).toEqual([]);
  });
});
