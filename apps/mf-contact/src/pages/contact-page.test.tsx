import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Locale } from 'shared-types';
import { previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it } from 'vitest';
import { ContactPage } from './contact-page';

function renderPage(path: string, locale?: Locale) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContactPage site={previewSiteConfig} locale={locale} />
    </MemoryRouter>,
  );
}

describe('ContactPage', () => {
  it('is in English at /contact', () => {
    renderPage('/contact');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
    expect(screen.getByRole('form', { name: 'Send us an enquiry' })).toBeInTheDocument();
    expect(document.title).toBe(`Contact Us · ${previewSiteConfig.businessName}`);
  });

  it('is in Hindi at /hi/contact, head and buttons included', () => {
    renderPage('/hi/contact', 'hi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('संपर्क करें');
    expect(screen.getByRole('form', { name: 'हमें अपनी पूछताछ भेजें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'काम का समय' })).toBeInTheDocument();
    expect(screen.getByText('सोमवार से रविवार, 24x7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp करें' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('नमस्ते')),
    );
    expect(document.title).toBe(`संपर्क करें · ${previewSiteConfig.businessName}`);
  });
});
