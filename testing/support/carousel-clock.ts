import { expect, type Page } from '@playwright/test';
import { activeSlide } from './carousel';
import { openLive } from './site';

// The carousel on a clock the test moves (Playwright's page.clock): its timing is checked
// to the millisecond, with no waiting.

/**
 * Stops the page's clock (installed before the page opened), a moment from now: from there
 * on its timers fire only when the test moves time on.
 */
export async function stopTime(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
}

interface SwiperState {
  delay: number;
  speed: number;
  running: boolean;
  resting: boolean;
}

/** The carousel's Swiper, as it is now: its autoplay delay and transition, and whether it moves. */
export function swiperState(page: Page): Promise<SwiperState> {
  return page.evaluate(() => {
    type Swiper = {
      animating: boolean;
      params: { speed: number; autoplay: { delay: number } };
      autoplay: { running: boolean; paused: boolean };
    };
    const swiper = (document.querySelector('.swiper') as (Element & { swiper?: Swiper }) | null)
      ?.swiper;
    if (!swiper) throw new Error('no carousel on the page');
    return {
      delay: swiper.params.autoplay.delay,
      speed: swiper.params.speed,
      running: swiper.autoplay.running,
      // A slide's transition is over and autoplay counts the next delay (Swiper waits for
      // the transition's end, in real time, before it sets its next timer).
      resting: !swiper.animating && !swiper.autoplay.paused,
    };
  });
}

/** Waits for the carousel to come to rest on a slide; returns that slide. */
export async function restingSlide(page: Page): Promise<number> {
  await expect.poll(async () => (await swiperState(page)).resting).toBe(true);
  return activeSlide(page);
}

/**
 * Checks, on the stopped clock, that autoplay shows each slide for exactly the time the
 * spec gives between slides (its transition included), for `changes` changes in a row;
 * returns the slides it saw, in order.
 */
export async function expectAutoplayEvery(page: Page, periodMs: number, changes: number) {
  const { delay, speed } = await swiperState(page);
  // Swiper counts its delay from the end of a transition: a slide every delay + speed.
  expect(delay + speed).toBe(periodMs);
  const seen = [await activeSlide(page)];
  for (let change = 0; change < changes; change += 1) {
    const shown = seen.at(-1);
    await page.clock.runFor(delay - 1);
    expect(await activeSlide(page), 'a slide moved on early').toBe(shown);
    await page.clock.runFor(1);
    await expect.poll(() => activeSlide(page)).not.toBe(shown);
    seen.push(await restingSlide(page));
  }
  return seen;
}

/**
 * Opens the page at `path` on a clock the test controls, the carousel resting on a slide
 * with, if it plays, a whole delay ahead of it: its first change, whenever it was due,
 * has been let through. The slideshow starts when the visitor reaches for it (here, the
 * mouse over it), or once the first slide has had its time.
 */
export async function openOnStoppedClock(page: Page, path: string) {
  await page.clock.install();
  await openLive(page, path);
  await page.locator('section[aria-roledescription="carousel"]').hover();
  await expect(page.locator('.swiper-slide-active')).toHaveCount(1);
  await stopTime(page);
  const { running, delay } = await swiperState(page);
  if (!running) return;
  const first = await restingSlide(page);
  await page.clock.runFor(delay);
  await expect.poll(() => activeSlide(page)).not.toBe(first);
  await restingSlide(page);
}
