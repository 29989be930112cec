import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it } from 'vitest';
import type { ServiceContent } from '../content/service-content';
import { ServiceDetails } from './service-details';

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
    expect(screen.getByRole('link', { name: 'Call Now' })).toHaveAttribute(
      'href',
      'tel:+919000000001',
    );
    expect(screen.getByRole('link', { name: 'Book this service' })).toHaveAttribute(
      'href',
      '/contact?service=water-cooler',
    );
    const covers = screen.getByRole('region', { name: 'What a visit covers' });
    expect(within(covers).getAllByRole('listitem')).toHaveLength(3);
    const cards = within(screen.getByRole('region', { name: 'Why book us' })).getAllByRole(
      'heading',
      {
        level: 3,
      },
    );
    expect(cards.map((card) => card.textContent)).toEqual(['Fast', 'Skilled', 'Safe', 'AMC Plans']);
    expect(screen.getByRole('heading', { name: 'Cooler not cooling?' })).toBeInTheDocument();
    expect(document.title).toBe('Water Cooler Repair in Jaipur · Preview Appliance Care');
  });

  it('renders in Hindi for /hi, its links staying in Hindi', () => {
    render(
      <MemoryRouter>
        <ServiceDetails service={waterCooler} site={previewSiteConfig} locale="hi" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'यह सर्विस बुक करें' })).toHaveAttribute(
      'href',
      '/hi/contact?service=water-cooler',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'विज़िट में क्या शामिल है' }),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'हमें ही क्यों?' })).getAllByRole(
      'heading',
      { level: 3 },
    );
    expect(cards.at(-1)).toHaveTextContent('AMC प्लान');
    expect(document.title).toBe('जयपुर में Water Cooler Repair · Preview Appliance Care');
  });
});
