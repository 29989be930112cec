import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fillIn, previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it } from 'vitest';
import catalogue from '../../content/catalogue.json';
import geyser from '../../content/services/geyser.json';
import texts from '../../content/texts.json';
import { CataloguePage } from './catalogue-page';

// The words are the owner's (content/): here, that each lands in its place.
const businessName = previewSiteConfig.businessName;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A card's link, as a screen reader names it: "Read More" and, hidden, "about Geyser Repair". */
function readMore(locale: 'en' | 'hi', serviceName: string): RegExp {
  const about = fillIn(texts[locale].catalogue.readMoreAbout, { serviceName });
  // jsdom drops the space before a hidden span's text; a browser keeps it (testing/e2e/site/services.spec.ts).
  return new RegExp(`^${escapeRegExp(catalogue[locale].readMore)}\\s*${escapeRegExp(about)}$`);
}

const renderIn = (locale?: 'en' | 'hi') =>
  render(
    <MemoryRouter>
      <CataloguePage site={previewSiteConfig} locale={locale} />
    </MemoryRouter>,
  );

describe('CataloguePage', () => {
  it('is English when the shell passes no language', () => {
    renderIn();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(catalogue.en.title);
    expect(screen.getByRole('link', { name: readMore('en', geyser.en.name) })).toHaveAttribute(
      'href',
      '/service/geyser',
    );
    expect(document.title).toBe(fillIn(texts.en.catalogue.headTitle, { businessName }));
  });

  it('is Hindi at /hi, every card leading to the Hindi service page', () => {
    renderIn('hi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(catalogue.hi.title);
    expect(screen.getByRole('link', { name: readMore('hi', geyser.hi.name) })).toHaveAttribute(
      'href',
      '/hi/service/geyser',
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toSatisfy(
      (hrefs: (string | null)[]) => hrefs.every((href) => href?.startsWith('/hi/service/')),
    );
    expect(document.title).toBe(fillIn(texts.hi.catalogue.headTitle, { businessName }));
    expect(document.title).toMatch(/[\u0900-\u097F]/);
  });
});
