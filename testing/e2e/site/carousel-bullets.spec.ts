import { expect, type Locator, type Page, test } from '@playwright/test';
import { activeSlide, bullets } from '../../support/carousel';
import { type Language, words } from '../../support/words';

// A bullet of the carousel shows its slide, the first tap too: before the slideshow
// (Swiper) has woken, the still carousel draws Swiper's bullets, the first one current,
// and a tap on one shows its slide (the page's island answers it, decision 025) and
// starts the slideshow there (decision 014). Each test opens the page afresh and taps as a visitor does, with no
// hover first. The slides are the owner's (apps/mf-marketing/content/landing.json).

const carousels = (['en', 'hi'] as const).flatMap((language: Language) => {
  const { marketing, landing } = words[language];
  const prefix = language === 'en' ? '' : '/hi';
  return [
    { path: prefix || '/', label: marketing.landing.carouselLabel, language },
    { path: `${prefix}/home`, label: marketing.home.carouselLabel, language },
  ].map((carousel) => ({ ...carousel, titles: landing.hero.slides.map((slide) => slide.title) }));
});

/** The carousel's Swiper, once it runs: its autoplay delay, and whether it is at rest. */
function swiperState(page: Page): Promise<{ delay: number; resting: boolean } | undefined> {
  return page.evaluate(() => {
    type Swiper = {
      animating: boolean;
      params: { autoplay: { delay: number } };
      autoplay: { paused: boolean };
    };
    const swiper = (document.querySelector('.swiper') as (Element & { swiper?: Swiper }) | null)
      ?.swiper;
    return (
      swiper && {
        delay: swiper.params.autoplay.delay,
        resting: !swiper.animating && !swiper.autoplay.paused,
      }
    );
  });
}

/**
 * Opens `path` on a clock the test may stop later; a key press (no part of the carousel)
 * starts the app at once rather than at idle, well within the first slide's time. The
 * carousel is still the still one: Swiper's bullets, drawn by the page, the first slide's
 * current.
 */
async function openStill(page: Page, path: string, titles: readonly string[]) {
  await page.clock.install();
  await page.goto(path);
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  await expect(page.locator('.swiper-slide-active'), 'the slideshow woke too early').toHaveCount(0);
  await expect(bullets(page)).toHaveCount(titles.length);
  await expect(bullets(page).first()).toHaveAttribute('aria-current', 'true');
  await expect(bullets(page).first()).toHaveClass(/\bswiper-pagination-bullet-active\b/);
  await expect(bullets(page).nth(1)).not.toHaveAttribute('aria-current', 'true');
}

/** Slide `index` is the one shown: its bullet current, its heading alone in view. */
async function expectShown(
  page: Page,
  carousel: Locator,
  titles: readonly string[],
  index: number,
) {
  await expect(bullets(page).nth(index)).toHaveAttribute('aria-current', 'true');
  await expect(bullets(page).nth(index)).toHaveClass(/\bswiper-pagination-bullet-active\b/);
  for (const [each, title] of titles.entries()) {
    const heading = carousel.getByRole('heading', { level: 2, name: title, exact: true });
    if (each === index) await expect(heading, title).toBeInViewport();
    else await expect(heading, title).not.toBeInViewport();
  }
}

/**
 * Once the slideshow runs, on slide `index`: the clock is stopped and moved on by one
 * autoplay delay, and the next slide comes by itself.
 */
async function expectAutoplayFrom(page: Page, titles: readonly string[], index: number) {
  await expect(page.locator('.swiper-slide-active')).toHaveCount(1);
  await expect.poll(() => activeSlide(page)).toBe(index);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  await expect.poll(async () => (await swiperState(page))?.resting).toBe(true);
  expect(await activeSlide(page)).toBe(index);
  const { delay = 0 } = (await swiperState(page)) ?? {};
  await page.clock.runFor(delay);
  await expect.poll(() => activeSlide(page)).toBe((index + 1) % titles.length);
}

/** Opens `path` still, chooses bullet `index` (a tap or a click): its slide, then autoplay on. */
async function expectChosen(
  page: Page,
  { path, label, titles }: { path: string; label: string; titles: readonly string[] },
  index: number,
  how: 'tap' | 'click',
) {
  await openStill(page, path, titles);
  const carousel = page.getByRole('region', { name: label });
  await bullets(page).nth(index)[how]();
  await expectShown(page, carousel, titles, index);
  await expectAutoplayFrom(page, titles, index);
}

/**
 * Every bullet of each carousel in English, and one in Hindi: the same component, its
 * words the language's (the suite's time is CI's).
 */
const tapped = carousels.flatMap((carousel) =>
  carousel.titles
    .map((_, index) => ({ ...carousel, index }))
    .filter(({ language, index }) => language === 'en' || index === 1),
);

test.describe('a tap on a bullet, the first thing the visitor does', {
  tag: '@mf-marketing',
}, () => {
  test.use({ hasTouch: true });

  for (const carousel of tapped) {
    const { path, index } = carousel;
    test(`${path}: a tap on bullet ${index + 1} shows slide ${index + 1}, and autoplay goes on from there`, async ({
      page,
    }) => {
      await expectChosen(page, carousel, index, 'tap');
    });
  }
});

test.describe('a click on a bullet, the first thing the visitor does', {
  tag: '@mf-marketing',
}, () => {
  // A click is a desktop visitor's tap: the /home carousel's bullets.
  for (const carousel of carousels.filter((each) => each.path === '/home')) {
    for (const index of carousel.titles.keys()) {
      test(`${carousel.path}: a click on bullet ${index + 1} shows slide ${index + 1}, and autoplay goes on from there`, async ({
        page,
      }) => {
        await expectChosen(page, carousel, index, 'click');
      });
    }
  }
});

test.describe('a tap once the page has moved on by itself', { tag: '@mf-marketing' }, () => {
  test.use({ hasTouch: true });

  test('/home: the first slide had its time, the second is shown; a tap on bullet 1 brings the first back', async ({
    page,
  }) => {
    const home = carousels.find((each) => each.path === '/home');
    if (!home) throw new Error('no /home carousel');
    const { label, titles } = home;
    await openStill(page, '/home', titles);
    // Untouched, the page's island moves on when the first slide has had its time.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    await page.clock.runFor(4000);
    await expect(bullets(page).nth(1)).toHaveAttribute('aria-current', 'true');
    // The visitor's time again, for the tap and the jump it makes.
    await page.clock.resume();
    const carousel = page.getByRole('region', { name: label });
    await bullets(page).first().tap();
    await expectShown(page, carousel, titles, 0);
    await expectAutoplayFrom(page, titles, 0);
  });
});
