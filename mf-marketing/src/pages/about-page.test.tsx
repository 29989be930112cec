import { render, screen, within } from '@testing-library/react';
import { previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it } from 'vitest';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('lists the service cities and calls the number it is given', () => {
    render(<AboutPage site={previewSiteConfig} />);
    const areas = screen.getByRole('region', { name: 'Doorstep service in 7 cities' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(previewSiteConfig.serviceCities);
    expect(screen.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      `tel:${previewSiteConfig.phoneE164}`,
    );
  });

  it('in Hindi, heads the page and its sections in Hindi, the document title too', () => {
    render(<AboutPage site={previewSiteConfig} locale="hi" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Preview Appliance Care के बारे में',
    );
    expect(screen.getByRole('region', { name: '7 शहरों में घर बैठे सर्विस' })).toBeInTheDocument();
    expect(screen.getByText('हम हफ़्ते के सातों दिन, 24x7 कॉल उठाते हैं।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute(
      'href',
      `tel:${previewSiteConfig.phoneE164}`,
    );
    expect(document.title).toBe('हमारे बारे में · Preview Appliance Care');
  });
});
