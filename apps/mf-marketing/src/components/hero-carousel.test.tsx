import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fillIn } from 'shared-ui/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import texts from '../../content/texts.json';
import { heroContent } from '../content/hero-slides';
import { HeroCarousel } from './hero-carousel';
import { slideshowStart } from './use-slideshow';

// The carousel before its slideshow (Swiper, which needs a browser's layout) takes over:
// the still slides, their bullets, and where the slideshow starts. A stand-in slideshow
// records what it is asked to do; testing/e2e/site/carousel-bullets.spec.ts taps the real one.

const swiper = vi.hoisted(() => ({
  slideNext: vi.fn(),
  slideToLoop: vi.fn(),
  mounted: 0,
  startedOn: -1,
}));

vi.mock('./slideshow', async () => {
  const { createElement, useLayoutEffect, useRef } = await import('react');
  return {
    Slideshow: ({
      slides,
      initialSlide,
      onSwiper,
    }: {
      slides: readonly unknown[];
      initialSlide: number;
      onSwiper: (instance: unknown) => void;
    }) => {
      const pagination = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        swiper.mounted += 1;
        swiper.startedOn = initialSlide;
        const bullets = [...(pagination.current?.children ?? [])] as HTMLElement[];
        onSwiper({
          slideNext: swiper.slideNext,
          slideToLoop: swiper.slideToLoop,
          autoplay: { start: vi.fn(), stop: vi.fn() },
          pagination: { bullets },
        });
      }, []);
      return createElement(
        'div',
        { 'data-testid': 'slideshow' },
        createElement(
          'div',
          { ref: pagination },
          slides.map((_, index) =>
            createElement('span', { key: index, tabIndex: 0, 'data-bullet': index }),
          ),
        ),
      );
    },
  };
});

const { slides } = heroContent('en');
const words = texts.en.carousel;
const bulletName = (index: number) =>
  fillIn(words.bulletLabel, { index: index + 1, slidesLength: slides.length });
const carousel = (
  <HeroCarousel slides={slides} autoplayDelayMs={3000} label="Highlights" locale="en" />
);

/** The still bullets, in order, as a screen reader finds them. */
const bullets = (within: ParentNode = document) =>
  slides.map((_, index) => {
    const found = [...within.querySelectorAll('.swiper-pagination-bullet')].find(
      (bullet) => bullet.getAttribute('aria-label') === bulletName(index),
    );
    if (!found) throw new Error(`no bullet ${bulletName(index)}`);
    return found as HTMLElement;
  });

const current = (within: ParentNode = document) =>
  bullets(within).findIndex((bullet) => bullet.getAttribute('aria-current') === 'true');

/** What decoding the first picture and loading the slideshow's module have let through. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/**
 * The carousel drawn, and a finger down on bullet `index`: the slideshow wakes, but does
 * not take the bullet away under it. The bullet, for the finger's next move.
 */
async function pressBullet(index: number) {
  render(carousel);
  const bullet = bullets()[index] as HTMLElement;
  fireEvent.pointerDown(bullet);
  await settle();
  expect(screen.queryByTestId('slideshow')).toBeNull();
  return bullet;
}

/**
 * The slideshow arrives and starts on slide `index`: no jump to it (autoplay would wait for
 * its transition), and no further.
 */
async function expectSlideshowStartsOn(index: number) {
  await screen.findByTestId('slideshow');
  expect(swiper.startedOn).toBe(index);
  expect(swiper.slideToLoop).not.toHaveBeenCalled();
  expect(swiper.slideNext).not.toHaveBeenCalled();
}

beforeEach(() => {
  swiper.slideNext.mockClear();
  swiper.slideToLoop.mockClear();
  swiper.startedOn = -1;
  swiper.mounted = 0;
  // jsdom has no media queries and decodes no pictures.
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener() {}, removeEventListener() {} })),
  );
  vi.stubGlobal(
    'Image',
    class {
      src = '';
      decode = () => Promise.resolve();
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('slideshowStart', () => {
  it('starts on the slide the visitor chose, whatever woke it, and does not move on', () => {
    for (const due of [false, true]) {
      for (const playing of [false, true]) {
        expect(slideshowStart({ chosen: 2, due, playing })).toEqual({ slide: 2, moveOn: false });
        expect(slideshowStart({ chosen: 0, due, playing })).toEqual({ slide: 0, moveOn: false });
      }
    }
  });

  it('untouched, starts on the first and moves on at once when its time is up and it plays', () => {
    expect(slideshowStart({ chosen: undefined, due: true, playing: true })).toEqual({
      slide: 0,
      moveOn: true,
    });
    expect(slideshowStart({ chosen: undefined, due: true, playing: false }).moveOn).toBe(false);
    expect(slideshowStart({ chosen: undefined, due: false, playing: true }).moveOn).toBe(false);
  });

  it("after the page's island, starts on its slide and moves on when it would have", () => {
    const island = { slide: 2, playing: true, elapsedMs: 1000, repliedAt: 500 };
    const now = 700;
    expect(
      slideshowStart({ chosen: undefined, due: false, playing: true, island, delayMs: 3000, now }),
    ).toEqual({ slide: 2, moveOn: false, moveInMs: 1800 });
    // Its time already up: at once. Paused: Swiper's own start, which does not move.
    const late = { ...island, elapsedMs: 3200 };
    expect(
      slideshowStart({
        chosen: undefined,
        due: false,
        playing: true,
        island: late,
        delayMs: 3000,
        now,
      }).moveInMs,
    ).toBe(0);
    expect(slideshowStart({ chosen: 1, due: true, playing: false, island, delayMs: 3000 })).toEqual(
      { slide: 2, moveOn: false, moveInMs: undefined },
    );
  });
});

describe('HeroCarousel before its slideshow', () => {
  it("draws Swiper's bullets, the first current, and hydrates them as drawn", async () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(carousel);
    document.body.append(page);
    const drawn = bullets(page);
    expect(current(page)).toBe(0);
    expect(drawn[0]).toHaveClass('swiper-pagination-bullet', 'swiper-pagination-bullet-active');
    expect(drawn[1]).not.toHaveClass('swiper-pagination-bullet-active');
    for (const bullet of drawn) {
      expect(bullet).toHaveAttribute('role', 'button');
      expect(bullet).toHaveAttribute('tabindex', '0');
    }
    expect(drawn[1]).not.toHaveAttribute('aria-current');
    expect(page.querySelector('.swiper-pagination')).toHaveClass(
      'swiper-pagination-bullets',
      'swiper-pagination-horizontal',
      'swiper-pagination-clickable',
    );

    const drawnAfresh: unknown[] = [];
    await act(async () => {
      hydrateRoot(page, carousel, { onRecoverableError: (error) => drawnAfresh.push(error) });
    });
    expect(drawnAfresh).toEqual([]);
    // The very elements the HTML drew, the first still current.
    expect(bullets(page)).toEqual(drawn);
    expect(current(page)).toBe(0);
  });

  it('a tap on a bullet shows its slide at once, and the slideshow starts there without moving on', async () => {
    const third = await pressBullet(2);
    fireEvent.pointerUp(third);
    fireEvent.click(third);
    expect(current()).toBe(2);
    expect(third).toHaveClass('swiper-pagination-bullet-active');
    expect(document.querySelector('.swiper-wrapper')).toHaveStyle({
      transform: 'translate3d(-200%, 0, 0)',
    });
    await expectSlideshowStartsOn(2);
  });

  it('a tap on the first bullet keeps the first slide: the slideshow starts on it', async () => {
    render(carousel);
    const first = bullets()[0] as HTMLElement;
    fireEvent.pointerDown(first);
    fireEvent.pointerUp(first);
    fireEvent.click(first);
    expect(current()).toBe(0);
    expect(document.querySelector('.swiper-wrapper')).not.toHaveAttribute('style');
    await expectSlideshowStartsOn(0);
  });

  it('a press that becomes a scroll chooses nothing, and the slideshow then starts', async () => {
    const second = await pressBullet(1);
    expect(current()).toBe(0);
    fireEvent.pointerCancel(second);
    await screen.findByTestId('slideshow');
    expect(swiper.slideToLoop).not.toHaveBeenCalled();
  });

  it('Enter on a bullet shows its slide, and the keyboard focus moves to its twin in the slideshow', async () => {
    render(carousel);
    const second = bullets()[1] as HTMLElement;
    act(() => second.focus());
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(current()).toBe(1);
    await screen.findByTestId('slideshow');
    expect(swiper.startedOn).toBe(1);
    expect(swiper.slideToLoop).not.toHaveBeenCalled();
    expect(swiper.mounted).toBe(1);
    await waitFor(() =>
      expect(document.activeElement).toBe(document.querySelector('[data-bullet="1"]')),
    );
  });
});
