import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it } from 'vitest';
import { CataloguePage } from './catalogue-page';

const renderIn = (locale?: 'en' | 'hi') =>
  render(
    <MemoryRouter>
      <CataloguePage site={previewSiteConfig} locale={locale} />
    </MemoryRouter>,
  );

describe('CataloguePage', () => {
  it('is English when the shell passes no language', () => {
    renderIn();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Our Services');
    expect(
      // jsdom drops the space before a hidden span's text; a browser keeps it (e2e/services.spec.ts).
      screen.getByRole('link', { name: /^Read More\s*about Geyser Repair$/ }),
    ).toHaveAttribute('href', '/service/geyser');
    expect(document.title).toBe('Our Services · Preview Appliance Care');
  });

  it('is Hindi at /hi, every card leading to the Hindi service page', () => {
    renderIn('hi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('हमारी सेवाएँ');
    expect(screen.getByRole('link', { name: /^और पढ़ें\s*\(गीज़र रिपेयर के बारे में\)$/ })).toHaveAttribute(
      'href',
      '/hi/service/geyser',
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toSatisfy(
      (hrefs: (string | null)[]) => hrefs.every((href) => href?.startsWith('/hi/service/')),
    );
    expect(document.title).toBe('हमारी सेवाएँ · Preview Appliance Care');
  });
});
