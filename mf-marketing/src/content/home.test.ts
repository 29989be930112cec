import { previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it } from 'vitest';
import { homeContent } from './home';

const { serviceCards, whyChooseCards } = homeContent('en');

describe('home page content', () => {
  it("has the spec's three service cards", () => {
    expect(serviceCards.map((card) => [card.title, card.description])).toEqual([
      [
        'AC & Fridge Repair',
        'Professional repair services for split/window ACs, refrigerators, and more.',
      ],
      [
        'Geyser & Washing Machine',
        'Quick maintenance for geysers, washing machines, and water purifiers.',
      ],
      [
        'CCTV & Chimney Services',
        'Installation and repair of CCTV cameras and kitchen chimneys at your doorstep.',
      ],
    ]);
  });

  it("has the spec's three Why Choose cards", () => {
    expect(whyChooseCards.map((card) => [card.title, card.description])).toEqual([
      ['Expert Technicians', 'Certified and skilled technicians for reliable repairs.'],
      ['Quick Service', 'Fast response and doorstep services to save your time.'],
      ['100% Guarantee', 'Reliable work with complete customer satisfaction guaranteed.'],
    ]);
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
