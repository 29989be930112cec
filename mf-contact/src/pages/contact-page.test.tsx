import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { previewSiteConfig } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it("takes the phone and e-mail from the shell's SiteConfig", () => {
    render(
      <MemoryRouter>
        <ContactPage site={previewSiteConfig} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: previewSiteConfig.phoneDisplay })).toHaveAttribute(
      'href',
      'tel:+919000000001',
    );
    expect(screen.getByRole('link', { name: previewSiteConfig.email })).toHaveAttribute(
      'href',
      'mailto:preview@example.com',
    );
  });
});
