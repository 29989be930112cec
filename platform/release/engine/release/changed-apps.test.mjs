import { describe, expect, it } from 'vitest';
import { changedApps } from './changed-apps.mjs';

const APPS = ['shell', 'mf-marketing', 'mf-services', 'mf-contact'];
/** The apps a push of `files` releases, in order, out of the four. @param {string[]} files */
const releasedFor = (...files) => changedApps(files, APPS);

describe('changedApps', () => {
  it('releases mf-services alone for a service page or the catalogue', () => {
    expect(
      releasedFor(
        'apps/mf-services/content/services/ac.json',
        'apps/mf-services/content/catalogue.json',
      ),
    ).toEqual(['mf-services']);
  });

  it('releases the shell alone for the business details', () => {
    expect(releasedFor('apps/shell/content/business.json')).toEqual(['shell']);
  });

  it('releases mf-marketing alone for its texts and pictures', () => {
    expect(
      releasedFor(
        'apps/mf-marketing/content/about.json',
        'apps/mf-marketing/content/images/team.jpg',
      ),
    ).toEqual(['mf-marketing']);
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
