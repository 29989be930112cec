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
});
