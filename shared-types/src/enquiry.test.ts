import { describe, expect, it } from 'vitest';
import { enquiryServiceChoices } from './enquiry';

describe('the enquiry form service choices', () => {
  const slugs = enquiryServiceChoices.map((choice) => choice.slug);

  it('each book a different service page', () => {
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('are named by slugs a service page address and a query string take as they are', () => {
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
