import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fillIn, previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it } from 'vitest';
import texts from '../../content/texts.json';
import type { ServiceContent } from '../content/service-content';
import { ServiceDetails } from './service-details';

// The page's own words are the owner's (content/texts.json): here, that each lands in its place.
const businessName = previewSiteConfig.businessName;

/** Any content object renders: here one that exists in no content file. */
const waterCooler: ServiceContent = {
  slug: 'water-cooler',
  order: 10,
  name: 'Water Cooler Repair',
  appliance: 'water cooler',
  title: 'Water Cooler Repair in Jaipur',
  tagline: 'Cold water for offices and schools.',
  metaDescription: 'Water cooler repair.',
  image: { src: '/cooler.svg', alt: 'A water cooler', width: 400, height: 300 },
  intro: 'We repair storage water coolers.',
  offerings: ['Not cooling', 'Leaking taps', 'Thermostat faults'],
  brands: ['Voltas', 'Blue Star'],
  highlights: [
    { icon: 'bolt', title: 'Fast', description: 'Quick visits.' },
    { icon: 'wrench', title: 'Skilled', description: 'Trained technicians.' },
    { icon: 'shield', title: 'Safe', description: 'Safe wiring.' },
  ],
  amcPlan: 'Quarterly cleaning and checks.',
  closing: { heading: 'Cooler not cooling?', text: 'Call us.' },
};

describe('ServiceDetails', () => {
  it('renders any content object in the one layout', () => {
    render(
      <MemoryRouter>
        <ServiceDetails service={waterCooler} site={previewSiteConfig} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Water Cooler Repair in Jaipur',
    );
    const words = texts.en.servicePage;
    expect(screen.getByRole('link', { name: words.callNow })).toHaveAttribute(
      'href',
      `tel:${previewSiteConfig.phoneE164}`,
    );
    expect(screen.getByRole('link', { name: words.book })).toHaveAttribute(
      'href',
      '/contact?service=water-cooler',
    );
    const covers = screen.getByRole('region', { name: words.visitHeading });
    expect(within(covers).getAllByRole('listitem')).toHaveLength(3);
    const cards = within(
      screen.getByRole('region', { name: words.highlightsHeading }),
    ).getAllByRole('heading', {
      level: 3,
    });
    expect(cards.map((card) => card.textContent)).toEqual([
      'Fast',
      'Skilled',
      'Safe',
      words.amcTitle,
    ]);
    expect(screen.getByRole('heading', { name: 'Cooler not cooling?' })).toBeInTheDocument();
    expect(document.title).toBe(
      fillIn(words.headTitle, { serviceName: waterCooler.name, businessName }),
    );
  });

  it('renders in Hindi for /hi, its links staying in Hindi', () => {
    render(
      <MemoryRouter>
        <ServiceDetails service={waterCooler} site={previewSiteConfig} locale="hi" />
      </MemoryRouter>,
    );
    const words = texts.hi.servicePage;
    expect(screen.getByRole('link', { name: words.book })).toHaveAttribute(
      'href',
      '/hi/contact?service=water-cooler',
    );
    expect(screen.getByRole('heading', { level: 2, name: words.visitHeading })).toBeInTheDocument();
    const cards = within(
      screen.getByRole('region', { name: words.highlightsHeading }),
    ).getAllByRole('heading', { level: 3 });
    expect(cards.at(-1)).toHaveTextContent(words.amcTitle);
    expect(document.title).toBe(
      fillIn(words.headTitle, { serviceName: waterCooler.name, businessName }),
    );
    expect(words.book).toMatch(/[\u0900-\u097F]/);
  });
});
