// @ts-check

import { localTargets } from 'composition';
import { describe, expect, it } from 'vitest';
import { previewFrameUrl } from './preview-frame.mjs';

describe('previewFrameUrl', () => {
  it("is the release's preview page on the part's own origin, as the targets place it", () => {
    expect(previewFrameUrl(localTargets(), 'mf-services', '0b13a53d36ef')).toBe(
      'http://localhost:4002/releases/0b13a53d36ef/owner-preview.html',
    );
    const targets = {
      shell: 'https://www.example.in',
      mf_services: 'https://services.cdn.example.in/',
    };
    expect(previewFrameUrl(targets, 'mf-services', 'abc')).toBe(
      'https://services.cdn.example.in/releases/abc/owner-preview.html',
    );
  });

  it('is none for the shell, an unknown part, or a part the targets do not place', () => {
    const targets = { shell: 'https://www.example.in' };
    expect(previewFrameUrl(localTargets(), 'shell', 'abc')).toBeUndefined();
    expect(previewFrameUrl(localTargets(), 'mf-nothing', 'abc')).toBeUndefined();
    expect(previewFrameUrl(targets, 'mf-services', 'abc')).toBeUndefined();
  });
});
