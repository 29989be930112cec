import { render, screen, within } from '@testing-library/react';
import { fillIn, formatOpeningTimes, previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it } from 'vitest';
import about from '../../content/about.json';
import texts from '../../content/texts.json';
import { AboutPage } from './about-page';

// The words are the owner's, from the content files: here, that each lands in its place,
// filled with the business's details it is given.
const site = previewSiteConfig;
const cityCount = site.serviceCities.length;

describe('AboutPage', () => {
  it('lists the service cities and calls the number it is given', () => {
    render(<AboutPage site={previewSiteConfig} />);
    const areas = screen.getByRole('region', {
      name: fillIn(texts.en.about.areasHeading, { cityCount }),
    });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(previewSiteConfig.serviceCities);
    expect(screen.getByRole('link', { name: about.en.callToAction.button })).toHaveAttribute(
      'href',
      `tel:${previewSiteConfig.phoneE164}`,
    );
  });

  it('in Hindi, heads the page and its sections in Hindi, the document title too', () => {
    render(<AboutPage site={previewSiteConfig} locale="hi" />);
    const hi = texts.hi;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      fillIn(hi.about.title, { businessName: site.businessName }),
    );
    expect(
      screen.getByRole('region', { name: fillIn(hi.about.areasHeading, { cityCount }) }),
    ).toBeInTheDocument();
    const openingTimes = formatOpeningTimes(site.hours, 'hi');
    expect(screen.getByText(fillIn(hi.about.callText, { openingTimes }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: about.hi.callToAction.button })).toHaveAttribute(
      'href',
      `tel:${previewSiteConfig.phoneE164}`,
    );
    expect(document.title).toBe(fillIn(hi.heads.about.title, { businessName: site.businessName }));
    expect(document.title).toMatch(/[\u0900-\u097F]/);
  });
});
