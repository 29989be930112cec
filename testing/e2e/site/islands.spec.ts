import { expect, type Page, test } from '@playwright/test';
import { activeSlide, bullets } from '../../support/carousel';
import { swiperState } from '../../support/carousel-clock';
import {
  acceptEnquiries,
  blockEmailJs,
  enquiry,
  expectDialog,
  expectValuesKept,
  field,
  fillInForm,
  formWords,
} from '../../support/enquiry';
import { holdTheApp } from '../../support/held-app';
import { en } from '../../support/words';

// What a page's islands answer before the app arrives, and how they hand over to it
// (decision 025): the hero carousel's island plays, loops and takes a bullet's tap, and
// Swiper starts where it is; the enquiry form's island keeps a send, which the app sends
// once. The app is held back until the test lets it come.

const titles = en.landing.hero.slides.map((slide) => slide.title);

const carousel = (page: Page) =>
  page.getByRole('region', { name: en.marketing.home.carouselLabel });

/** Slide `index` is the one the visitor sees: its bullet current, its heading in view. */
async function expectStillShown(page: Page, index: number) {
  await expect(bullets(page).nth(index)).toHaveAttribute('aria-current', 'true');
  await expect(bullets(page).nth(index)).toHaveClass(/\bswiper-pagination-bullet-active\b/);
  for (const [each, title] of titles.entries()) {
    const heading = carousel(page).getByRole('heading', { level: 2, name: title, exact: true });
    if (each === index) await expect(heading, title).toBeInViewport();
    else await expect(heading, title).not.toBeInViewport();
  }
}

test.describe('the carousel before the app', { tag: '@mf-marketing' }, () => {
  test.use({ hasTouch: true });

  test('/home: a tapped bullet shows its slide, autoplay goes on from it, and Swiper takes over there', async ({
    page,
  }) => {
    await page.clock.install();
    const releaseApp = await holdTheApp(page);
    await page.goto('/home');
    await expect(page.locator('[data-island="carousel"]')).toHaveAttribute('data-island-live', '');
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
    // The third slide, where only the tap can lead; the island plays on from it.
    await bullets(page).nth(2).tap();
    await expectStillShown(page, 2);
    await page.clock.runFor(3999);
    await expectStillShown(page, 2);
    await page.clock.runFor(1);
    await expectStillShown(page, 0);
    // A tap on the second, then the app arrives, then a touch: Swiper starts on it, with no
    // move of its own, and moves on when the island would have, 4 s after the tap.
    await bullets(page).nth(1).tap();
    await expectStillShown(page, 1);
    await page.clock.runFor(1000);
    releaseApp();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
    // The island plays on until the visitor reaches for the carousel: then Swiper.
    await expect(page.locator('.swiper-slide-active')).toHaveCount(0);
    await carousel(page).getByRole('heading', { name: titles[1], exact: true }).tap();
    // Swiper waits for the press to end (a timer), then takes over.
    await page.clock.runFor(100);
    await expect(page.locator('.swiper-slide-active')).toHaveCount(1, { timeout: 15_000 });
    expect(await activeSlide(page)).toBe(1);
    await expect.poll(async () => (await swiperState(page)).running).toBe(true);
    await page.clock.runFor(2800);
    expect(await activeSlide(page)).toBe(1);
    await page.clock.runFor(100);
    await expect.poll(() => activeSlide(page)).toBe(2);
  });

  test('/: the pause button stops the island, and Swiper starts paused where it was', async ({
    page,
  }) => {
    const releaseApp = await holdTheApp(page);
    await page.goto('/');
    const pause = page.getByRole('button', { name: en.marketing.carousel.pause });
    await pause.tap();
    await expect(page.getByRole('button', { name: en.marketing.carousel.play })).toBeVisible();
    releaseApp();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: en.marketing.carousel.play })).toBeVisible();
    await page.locator('[data-island="carousel"] h2').first().tap();
    await expect(page.locator('.swiper-slide-active')).toHaveCount(1, { timeout: 15_000 });
    await expect.poll(async () => (await swiperState(page)).running).toBe(false);
    await expect(page.getByRole('button', { name: en.marketing.carousel.play })).toBeVisible();
  });
});

/**
 * The contact page, opened on a held clock with the app held back: the enquiries it sends,
 * and what lets the app arrive.
 */
async function contactBeforeTheApp(page: Page) {
  const requests = await acceptEnquiries(page);
  await page.clock.install();
  const releaseApp = await holdTheApp(page);
  await page.goto('/contact');
  return { requests, releaseApp };
}

test.describe('the enquiry form before the app', { tag: '@mf-contact' }, () => {
  test.beforeEach(blockEmailJs);

  test('a send pressed before the app arrives is kept, and sent once when it has', async ({
    page,
  }) => {
    const { requests, releaseApp } = await contactBeforeTheApp(page);
    await fillInForm(page);
    const button = page.getByRole('button', { name: formWords.send });
    await button.click();
    // Kept: the button says so and takes no second press; nothing has gone yet.
    await expect(page.getByRole('button', { name: formWords.sending })).toBeDisabled();
    await page.clock.runFor(500);
    expect(requests).toHaveLength(0);
    releaseApp();
    await expectDialog(page, 'success');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.postDataJSON().template_params).toEqual(enquiry);
    await page.clock.runFor(1000);
    expect(requests).toHaveLength(1);
  });

  test('a kept send the app never takes is given back after 15 s, with everything typed', async ({
    page,
  }) => {
    const { requests } = await contactBeforeTheApp(page);
    await fillInForm(page);
    await page.getByRole('button', { name: formWords.send }).click();
    await expect(page.getByRole('button', { name: formWords.sending })).toBeDisabled();
    await page.clock.runFor(15_000);
    await expect(page.getByRole('button', { name: formWords.send })).toBeEnabled();
    await expectValuesKept(page);
    expect(requests).toHaveLength(0);
  });

  test('a field the browser refuses keeps the send from being kept: nothing is sent, nothing lost', async ({
    page,
  }) => {
    const { requests, releaseApp } = await contactBeforeTheApp(page);
    await fillInForm(page, { ...enquiry, email: 'asha-at-example' });
    await page.getByRole('button', { name: formWords.send }).click();
    await expect
      .poll(() => field(page, 'email').evaluate((input: HTMLInputElement) => input.validity.valid))
      .toBe(false);
    await expect(page.getByRole('button', { name: formWords.send })).toBeEnabled();
    releaseApp();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
    await page.clock.runFor(500);
    expect(requests).toHaveLength(0);
    await expect(field(page, 'email')).toHaveValue('asha-at-example');
    await expect(field(page, 'message')).toHaveValue(enquiry.message);
  });
});
