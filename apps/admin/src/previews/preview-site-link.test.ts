import { describe, expect, it } from 'vitest';
import { previewPageUrl } from './preview-site-link';

describe('previewPageUrl', () => {
  it('gives the edited page on the preview in the language being edited', () => {
    const viewPreview = 'http://1519513572ca.preview.localhost:4010/service/ac';
    expect(previewPageUrl(viewPreview, 'hi', '/service/ac')).toBe(
      'http://1519513572ca.preview.localhost:4010/hi/service/ac',
    );
    expect(previewPageUrl(viewPreview, 'en', '/service/ac')).toBe(
      'http://1519513572ca.preview.localhost:4010/service/ac',
    );
  });
});
