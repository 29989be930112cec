import { join } from 'node:path';
import { contentProblems, schemaProblems } from 'build-config/content/check-content';
import { describe, expect, it } from 'vitest';
import about from '../../content/about.json';
import home from '../../content/home.json';
import landing from '../../content/landing.json';
import { aboutSchema, contentCollections, homeSchema, landingSchema } from './schema';

// Every part's content goes through build-config's checks (check-content.test.ts): here,
// this part's content as committed, and the rules its own schemas add.

const APP = join(import.meta.dirname, '../..');

describe('the marketing content', () => {
  it('is valid as committed', () => {
    expect(contentProblems(contentCollections, APP)).toEqual([]);
  });

  it('keeps two to six slides on the carousel, and three badges under it', () => {
    const { hero, badges } = landing.en;
    expect(
      schemaProblems(landingSchema, {
        ...landing.en,
        hero: { ...hero, slides: hero.slides.slice(0, 1) },
        badges: [...badges, badges[0]],
      }),
    ).toEqual(['hero.slides: Slides needs at least 2', 'badges: Badges needs exactly 3 badges']);
  });

  it('keeps the home page to three service cards and three reasons to choose us', () => {
    const { serviceCards, whyChooseCards } = home.en;
    expect(
      schemaProblems(homeSchema, {
        ...home.en,
        serviceCards: [...serviceCards, serviceCards[0]],
        whyChooseCards: [...whyChooseCards, whyChooseCards[0]],
      }),
    ).toEqual([
      'serviceCards: Service cards needs exactly 3 cards',
      'whyChooseCards: Why choose us needs exactly 3 cards',
    ]);
  });

  it('needs one to four paragraphs about who we are', () => {
    const { whoWeAre } = about.en;
    expect(
      schemaProblems(aboutSchema, { ...about.en, whoWeAre: { ...whoWeAre, paragraphs: [] } }),
    ).toEqual(['whoWeAre.paragraphs: Who we are needs at least 1 paragraph']);
  });
});
