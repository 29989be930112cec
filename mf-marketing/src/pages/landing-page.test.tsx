import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page';

// Swiper needs a browser's layout; what this test reads is the overlay's words and links.
vi.mock('../components/hero-carousel', async () => {
  const { createElement } = await import('react');
  return {
    HeroCarousel: ({ label, overlay }: { label: string; overlay?: ReactNode }) =>
      createElement('section', { 'aria-label': label }, overlay),
  };
});

describe('LandingPage in Hindi', () => {
  it('speaks Hindi, links within /hi and titles the document in Hindi', () => {
    render(
      <MemoryRouter initialEntries={['/hi']}>
        <LandingPage site={previewSiteConfig} locale="hi" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('भरोसेमंद और तेज़ सर्विस');
    expect(screen.getByRole('region', { name: 'हमसे ही क्यों बुक करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अपॉइंटमेंट बुक करें' })).toHaveAttribute(
      'href',
      '/hi/contact',
    );
    expect(screen.getByRole('link', { name: 'सेवाएँ देखें' })).toHaveAttribute('href', '/hi/services');
    expect(screen.getByRole('link', { name: 'और जानें' })).toHaveAttribute('href', '/hi/home');
    expect(document.title).toBe('Preview Appliance Care · जयपुर में घर बैठे उपकरण रिपेयर');
  });

  it('stays English, at the root, when no locale is given', () => {
    render(
      <MemoryRouter>
        <LandingPage site={previewSiteConfig} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('list', { name: 'Our promise' })).toBeInTheDocument();
  });
});
