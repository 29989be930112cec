import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { fillIn, previewSiteConfig } from 'shared-ui/site';
import { describe, expect, it, vi } from 'vitest';
import landing from '../../content/landing.json';
import texts from '../../content/texts.json';
import { LandingPage } from './landing-page';

// The words are the owner's, from the content files: here, that each lands in its place.

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
    const { hero, actions } = landing.hi;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(hero.heading);
    expect(
      screen.getByRole('region', { name: texts.hi.landing.carouselLabel }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: actions.bookAppointment })).toHaveAttribute(
      'href',
      '/hi/contact',
    );
    expect(screen.getByRole('link', { name: actions.viewServices })).toHaveAttribute(
      'href',
      '/hi/services',
    );
    expect(screen.getByRole('link', { name: actions.viewMore })).toHaveAttribute(
      'href',
      '/hi/home',
    );
    expect(document.title).toBe(
      fillIn(texts.hi.heads.landing.title, { businessName: previewSiteConfig.businessName }),
    );
    expect(document.title).toMatch(/[\u0900-\u097F]/);
  });

  it('stays English, at the root, when no locale is given', () => {
    render(
      <MemoryRouter>
        <LandingPage site={previewSiteConfig} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: landing.en.actions.bookAppointment })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('list', { name: texts.en.landing.badgesLabel })).toBeInTheDocument();
  });
});
