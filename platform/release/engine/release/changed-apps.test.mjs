import { describe, expect, it } from 'vitest';
import { changedApps } from './changed-apps.mjs';

const APPS = ['shell', 'mf-marketing', 'mf-services', 'mf-contact'];

describe('changedApps', () => {
  it('releases mf-services alone for a service page or the catalogue', () => {
    expect(
      changedApps(
        ['apps/mf-services/content/services/ac.json', 'apps/mf-services/content/catalogue.json'],
        APPS,
      ),
    ).toEqual(['mf-services']);
  });

  it('releases the shell alone for the business details', () => {
    expect(changedApps(['apps/shell/content/business.json'], APPS)).toEqual(['shell']);
  });

  it('releases mf-marketing alone for its texts and pictures', () => {
    expect(
      changedApps(
        ['apps/mf-marketing/content/about.json', 'apps/mf-marketing/content/images/team.jpg'],
        APPS,
      ),
    ).toEqual(['mf-marketing']);
  });

  it('releases every app, the shell first, when what they share changes', () => {
    expect(
      changedApps(['apps/mf-contact/src/x.ts', 'packages/shared-ui/src/pill.tsx'], APPS),
    ).toEqual(APPS);
    expect(changedApps(['package-lock.json'], APPS)).toEqual(APPS);
  });

  it('keeps release order whatever order the files come in', () => {
    expect(changedApps(['apps/mf-contact/a', 'apps/shell/b'], APPS)).toEqual([
      'shell',
      'mf-contact',
    ]);
  });

  it('releases nothing for documents, tests and the release tooling', () => {
    expect(
      changedApps(['README.md', 'e2e/admin.spec.ts', 'platform/release/cli/release.mjs'], APPS),
    ).toEqual([]);
  });
});
