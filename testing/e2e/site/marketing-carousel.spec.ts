import { expect, test } from '@playwright/test';
import { activeSlide, bullets } from '../../support/carousel';
import {
  expectAutoplayEvery,
  openOnStoppedClock,
  restingSlide,
  stopTime,
  swiperState,
} from '../../support/carousel-clock';
import { openLive } from '../../support/site';
import { en } from '../../support/words';

// mf-marketing's carousels, as the spec times them (§2, §9): autoplay, the loop, bullets,
// pause and reduced motion. Their timing runs on the page's clock, moved by the test: no
// waiting. marketing-pages.spec.ts holds the pages' content.

const { carousel: carouselWords } = en.marketing;

test.describe('landing /', { tag: '@mf-marketing' }, () => {
  test('autoplays every 3 s and loops from the third slide back to the first', async ({ page }) => {
    await openOnStoppedClock(page, '/');
    const seen = await expectAutoplayEvery(page, 3000, 3);
    // Three changes in a row pass the last slide once: it is followed by the first.
    const last = en.landing.hero.slides.length - 1;
    const wrap = seen.findIndex((index, i) => index === 0 && seen[i - 1] === last);
    expect(wrap, `slides seen: ${seen}`).toBeGreaterThan(0);
  });

  test('untouched, the page plays the slides, before the app and after it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // Before the app, the page's island plays the still slides (decision 025).
    await expect(page.locator('[data-island="carousel"]')).toHaveAttribute('data-island-live', '');
    await stopTime(page);
    await page.clock.runFor(3000);
    await expect(bullets(page).nth(1)).toHaveAttribute('aria-current', 'true');
    // The app comes when the page is idle, on the page's clock, which the test holds: let up
    // to 2.5 s of it pass (less than a slide's 3 s) until the app is live. Held still, a page
    // whose idle came after the first 3 s never got it.
    let waited = 0;
    await expect
      .poll(
        async () => {
          if ((await page.locator('html').getAttribute('data-app')) === 'live') return true;
          if (waited < 2500) {
            await page.clock.runFor(100);
            waited += 100;
          }
          return false;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // The island plays on, every 3 s, and Swiper waits for the visitor to reach for it.
    await page.clock.runFor(3000);
    await expect(bullets(page).nth(2)).toHaveAttribute('aria-current', 'true');
    expect(await page.locator('.swiper-slide-active').count()).toBe(0);
    await page.locator('section[aria-roledescription="carousel"]').hover();
    await expect(page.locator('.swiper-slide-active')).toHaveCount(1);
    expect(await activeSlide(page)).toBe(2);
  });

  test('a bullet click jumps to its slide and autoplay goes on', async ({ page }) => {
    await openOnStoppedClock(page, '/');
    // Not the next slide: the one after, where only the click can lead.
    const target = ((await activeSlide(page)) + 2) % en.landing.hero.slides.length;
    await bullets(page).nth(target).click();
    // The jump starts on the next frame: let the page draw a few, well within the delay.
    await page.clock.runFor(100);
    await expect.poll(() => activeSlide(page)).toBe(target);
    await restingSlide(page);
    // Interaction does not stop autoplay: the next slide comes by itself.
    const { delay } = await swiperState(page);
    await page.clock.runFor(delay);
    await expect.poll(() => activeSlide(page)).toBe((target + 1) % en.landing.hero.slides.length);
  });

  test('bullets are keyboard operable', async ({ page }) => {
    await openLive(page, '/');
    // Focus arriving in the carousel starts the slideshow, with its bullets.
    await page.getByRole('button', { name: carouselWords.pause }).focus();
    await bullets(page).nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeSlide(page)).toBe(1);
  });

  test('the pause button stops autoplay and play resumes it', async ({ page }) => {
    await openOnStoppedClock(page, '/');
    await page.getByRole('button', { name: carouselWords.pause }).click();
    const paused = await restingSlide(page);
    expect((await swiperState(page)).running).toBe(false);
    await page.clock.runFor(10_000);
    expect(await activeSlide(page)).toBe(paused);

    await page.getByRole('button', { name: carouselWords.play }).click();
    const { delay } = await swiperState(page);
    await page.clock.runFor(delay);
    await expect.poll(() => activeSlide(page)).not.toBe(paused);
  });
});

test.describe('with reduced motion', { tag: '@mf-marketing' }, () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel starts paused', async ({ page }) => {
    await openOnStoppedClock(page, '/home');
    await expect(page.getByRole('button', { name: carouselWords.play })).toBeVisible();
    const first = await activeSlide(page);
    expect((await swiperState(page)).running).toBe(false);
    await page.clock.runFor(10_000);
    expect(await activeSlide(page)).toBe(first);
  });
});

test.describe('home /home', { tag: '@mf-marketing' }, () => {
  test('a 500 px carousel that autoplays every 4 s', async ({ page }) => {
    await openOnStoppedClock(page, '/home');
    const carousel = page.getByRole('region', { name: en.marketing.home.carouselLabel });
    await expect(carousel).toBeVisible();
    expect((await carousel.boundingBox())?.height).toBe(500);
    // The landing's heading lies over every slide here too, as the page's one h1.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText(en.landing.hero.heading);
    const headingBox = await heading.boundingBox();
    const carouselBox = await carousel.boundingBox();
    expect(headingBox && carouselBox && headingBox.y >= carouselBox.y).toBe(true);
    expect(
      headingBox && carouselBox && headingBox.y + headingBox.height <= carouselBox.y + 500,
    ).toBe(true);
    await expectAutoplayEvery(page, 4000, 2);
  });
});
