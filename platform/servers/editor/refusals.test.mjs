// @ts-check
// What the editor's backend lets through to decap-server (refusals.mjs): the content
// folders alone, and in the file-system mode, which has no drafts, no write.
import { describe, expect, it } from 'vitest';
import { isContentPath, refusalOf } from './refusals.mjs';
import { getEntry, persistEntry } from './testing/decap-requests.mjs';

describe('a content path', () => {
  it("is a part's content folder or below it, as Decap names it", () => {
    for (const path of [
      'apps/shell/content/business.json',
      'apps/mf-services/content/services',
      'apps/mf-contact/content/images/',
      'apps/mf-marketing/content/./about.json',
    ]) {
      expect(isContentPath(path), path).toBe(true);
    }
  });

  it('is never above, beside or outside one', () => {
    for (const path of [
      '',
      'shell',
      'shell/contents/x.json',
      'apps/shell/src/content/schema.ts',
      'admin/content/x.json',
      'apps/shell/content/../src/main.tsx',
      'apps/shell/content/..',
      '/shell/content/x.json',
      '//shell/content/x.json',
      'shell\\content\\x.json',
      'apps/shell/content/x.json\0',
      '/etc/passwd',
      42,
    ]) {
      expect(isContentPath(path), String(path)).toBe(false);
    }
    expect(refusalOf({ action: 'getEntry', params: { path: '.git/HEAD' } })).toContain('.git/HEAD');
  });
});

describe("the backend's key and modes", () => {
  it('writes nothing in the file-system mode, which has no drafts: it reads alone', () => {
    const path = 'apps/mf-services/content/services/fan.json';
    expect(refusalOf(persistEntry(path, '{}'), { mode: 'fs' })).toContain('file-system');
    expect(refusalOf(persistEntry(path, '{}'), { mode: 'git' })).toBeUndefined();
    expect(refusalOf(getEntry(path), { mode: 'fs' })).toBeUndefined();
  });
});
