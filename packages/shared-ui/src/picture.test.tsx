// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture';

const photo = {
  src: '/assets/ac-400.webp',
  alt: 'An AC',
  width: 400,
  height: 300,
  sources: [
    { type: 'image/avif', srcSet: '/assets/ac-400.avif 400w, /assets/ac-800.avif 800w' },
    { type: 'image/webp', srcSet: '/assets/ac-400.webp 400w, /assets/ac-800.webp 800w' },
  ],
};

describe('Picture', () => {
  it('offers a photo lower down in AVIF and WebP', () => {
    const { container } = render(<Picture {...photo} />);
    const types = [...container.querySelectorAll('picture > source')].map((s) =>
      s.getAttribute('type'),
    );
    expect(types).toEqual(['image/avif', 'image/webp']);
  });

  it('draws the first screen’s photo as a bare <img>, as the release inlines it, then offers its WebP at 1× and 2×', () => {
    const html = renderToString(<Picture {...photo} fetchPriority="high" />);
    // React hoists a preload for it before the <img>; the release drops that too.
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(html).not.toContain('<picture');
    expect(html).not.toMatch(/srcset/i);
    const { container } = render(<Picture {...photo} fetchPriority="high" />);
    const image = container.querySelector('img');
    expect(container.querySelector('picture')).toBeNull();
    expect(image?.getAttribute('srcset')).toBe(photo.sources[1]?.srcSet);
  });

  it('hydrates a first-screen drawing (an SVG, nothing to swap) without rendering it again', async () => {
    const drawing = { src: '/assets/hero.svg', alt: 'A repair', width: 1200, height: 520 };
    const page = document.createElement('div');
    page.innerHTML = renderToString(<Picture {...drawing} fetchPriority="high" />);
    document.body.append(page);
    const commits: string[] = [];
    await act(async () => {
      hydrateRoot(
        page,
        <Profiler id="hero" onRender={(_id, phase) => commits.push(phase)}>
          <Picture {...drawing} fetchPriority="high" />
        </Profiler>,
      );
    });
    expect(commits).toEqual(['mount']);
    expect(page.querySelector('img')?.getAttribute('src')).toBe(drawing.src);
    page.remove();
  });
});
