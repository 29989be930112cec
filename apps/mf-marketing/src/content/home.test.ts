import { previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it } from 'vitest';
import home from '../../content/home.json';
import { homeContent } from './home';

const { serviceCards, whyChooseCards } = homeContent('en');

// The cards' words are the owner's (content/home.json, checked by its schema): whatever
// they write is what the page shows, each service card with its picture.
describe('home page content', () => {
  it("has the content file's service cards, each with a sized, described picture", () => {
    expect(serviceCards.map((card) => [card.title, card.description])).toEqual(
      home.en.serviceCards.map((card) => [card.title, card.description]),
    );
    for (const { image } of serviceCards) {
      expect(image.alt).not.toBe('');
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

  it("has the content file's Why Choose cards", () => {
    expect(whyChooseCards.map((card) => [card.title, card.description])).toEqual(
      home.en.whyChooseCards.map((card) => [card.title, card.description]),
    );
  });

  it('fills the business name and opening hours into its sentences, in each language', () => {
    expect(homeContent('en').texts.whyChooseHeading('Preview Appliance Care')).toBe(
      'Why Choose Preview Appliance Care',
    );
    expect(homeContent('en').texts.promise(previewSiteConfig)).toMatch(/, and we answer 24x7\.$/);
    expect(homeContent('hi').texts.whyChooseHeading('Preview Appliance Care')).toBe(
      'Preview Appliance Care को क्यों चुनें',
    );
  });
});
