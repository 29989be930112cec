import { expect, type Page, test } from '@playwright/test';
import { formatOpeningTimes } from '../../shared-ui/src/site/opening-hours';
import { activeSlide, bullets } from '../support/carousel';
import { deployedSiteConfig } from '../support/composed-html';
import { expectShellFrame, nextFrames, openLive, site } from '../support/site';
import { en, fillIn } from '../support/words';

// mf-marketing's pages. The words are the owner's (mf-marketing/content/*.json, whose
// copy the unit tests check against the app's use of it): here they only find things.
// The carousel's timing runs on the page's clock, moved by the test: no waiting.

const { carousel: carouselWords } = en.marketing;

/**
 * Stops the page's clock (installed before the page opened), a moment from now: from there
 * on its timers fire only when the test moves time on.
 */
async function stopTime(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
}

interface SwiperState {
  delay: number;
  speed: number;
  running: boolean;
  resting: boolean;
}

/** The carousel's Swiper, as it is now: its autoplay delay and transition, and whether it moves. */
function swiperState(page: Page): Promise<SwiperState> {
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
async function restingSlide(page: Page): Promise<number> {
  await expect.poll(async () => (await swiperState(page)).resting).toBe(true);
  return activeSlide(page);
}

/**
 * Checks, on the stopped clock, that autoplay shows each slide for exactly the time the
 * spec gives between slides (its transition included), for `changes` changes in a row;
 * returns the slides it saw, in order.
 */
async function expectAutoplayEvery(page: Page, periodMs: number, changes: number) {
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
async function openOnStoppedClock(page: Page, path: string) {
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

test.describe('landing /', () => {
  test("shows the hero's heading and slides, the buttons and the badges", async ({ page }) => {
    const { hero, actions, badges } = en.landing;
    await openLive(page, '/');
    const boundary = page.locator('[data-boundary="mf-marketing"]');
    await expect(boundary.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
    // Every slide of the content file (the loop reorders them in the page: by their index).
    await expect(boundary.locator('.swiper-slide')).toHaveCount(hero.slides.length);
    for (const [index, slide] of hero.slides.entries()) {
      const shown = boundary.locator(`.swiper-slide[data-swiper-slide-index="${index}"]`);
      await expect(shown.getByRole('heading')).toHaveText(slide.title);
      await expect(shown).toContainText(slide.text);
    }
    await expect(boundary.getByRole('link', { name: actions.bookAppointment })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(boundary.getByRole('link', { name: actions.viewServices })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(boundary.getByRole('link', { name: actions.viewMore })).toHaveAttribute(
      'href',
      '/home',
    );
    const promise = boundary.getByRole('list', { name: en.marketing.landing.badgesLabel });
    for (const badge of badges) {
      await expect(promise.getByText(badge.title, { exact: true })).toBeVisible();
    }
    const hero1 = boundary.locator('.swiper-slide-active img');
    await expect(hero1).toHaveAttribute('fetchpriority', 'high');
  });

  test('the hero fills the screen below the navbar', async ({ page }) => {
    await openLive(page, '/');
    const box = await page.getByTestId('landing-hero').boundingBox();
    const viewport = page.viewportSize();
    expect(box?.height).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 64 - 2);
  });

  test('autoplays every 3 s and loops from the third slide back to the first', async ({ page }) => {
    await openOnStoppedClock(page, '/');
    const seen = await expectAutoplayEvery(page, 3000, 3);
    // Three changes in a row pass the last slide once: it is followed by the first.
    const last = en.landing.hero.slides.length - 1;
    const wrap = seen.findIndex((index, i) => index === 0 && seen[i - 1] === last);
    expect(wrap, `slides seen: ${seen}`).toBeGreaterThan(0);
  });

  test('untouched, the slideshow starts once the first slide has had its time, and moves on', async ({
    page,
  }) => {
    await page.clock.install();
    await openLive(page, '/');
    // The still first slide until the page is idle and then for one autoplay delay.
    await expect(page.locator('html')).toHaveAttribute('data-page-idle', '');
    await stopTime(page);
    expect(await page.locator('.swiper-slide-active').count()).toBe(0);
    await page.clock.runFor(3000);
    await expect.poll(() => activeSlide(page)).toBe(1);
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

test.describe('with reduced motion', () => {
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

test.describe('home /home', () => {
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

  test('the Our Services and Why Choose cards, each titled, with the link to the services', async ({
    page,
  }) => {
    const { home } = en;
    await openLive(page, '/home');
    const services = page.getByRole('region', { name: home.servicesHeading });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(
      home.serviceCards.map((card) => card.title),
    );
    await expect(services.getByRole('link', { name: home.exploreMore })).toHaveAttribute(
      'href',
      '/services',
    );
    const whyHeading = fillIn(en.marketing.home.whyChooseHeading, {
      businessName: site.businessName,
    });
    const why = page.getByRole('region', { name: whyHeading });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(
      home.whyChooseCards.map((card) => card.title),
    );
  });

  test('card images are not fetched before the visitor scrolls near them', async ({ page }) => {
    const cards = en.home.serviceCards;
    const last = cards[cards.length - 1];
    if (!last) throw new Error('home.json has no service cards');
    const lastImage = new RegExp(`${last.image.src.replace(/\.\w+$/, '')}.*\\.svg`);
    const cardRequests: string[] = [];
    page.on('request', (request) => {
      if (lastImage.test(request.url())) cardRequests.push(request.url());
    });
    await page.setViewportSize({ width: 375, height: 640 });
    await openLive(page, '/home');
    await expect(page.locator('.swiper-slide-active')).toHaveCount(1);
    // The cards' observers have said where each card is, and the page has drawn what
    // that brought in.
    await nextFrames(page, 3);
    const lastCard = page.getByRole('listitem').filter({ hasText: last.title });
    await expect(lastCard.getByRole('img', { name: last.image.alt })).toHaveCount(0);
    expect(cardRequests).toEqual([]);

    // The third card is far below the fold on a phone: fetched only once scrolled near.
    await page.getByRole('heading', { name: last.title }).scrollIntoViewIfNeeded();
    await expect.poll(() => cardRequests.length).toBe(1);
    const image = page.getByRole('img', { name: last.image.alt });
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '300');
  });
});

test.describe('about /about', () => {
  test('mission, vision, the service cities and a call button from SiteConfig @identity', async ({
    page,
  }) => {
    const { about } = en;
    const { serviceCities } = deployedSiteConfig();
    await openLive(page, '/about');
    const boundary = page.locator('[data-boundary="mf-marketing"]');
    for (const heading of [about.whoWeAre.heading, about.mission.heading, about.vision.heading]) {
      await expect(boundary.getByRole('heading', { name: heading })).toBeVisible();
    }
    const areas = fillIn(en.marketing.about.areasHeading, { cityCount: serviceCities.length });
    const cities = page.getByRole('region', { name: areas }).getByRole('listitem');
    await expect(cities).toHaveText([...serviceCities]);
    await expect(boundary.getByRole('link', { name: about.callToAction.button })).toHaveAttribute(
      'href',
      site.phoneHref,
    );
    const openingTimes = formatOpeningTimes(deployedSiteConfig().hours);
    await expect(boundary).toContainText(fillIn(en.marketing.about.callText, { openingTimes }));
  });
});

test.describe('privacy /privacy-policy', () => {
  test('has every section of its content file and ends with the contact details @identity', async ({
    page,
  }) => {
    const { privacyPolicy } = en;
    await openLive(page, '/privacy-policy');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([
      ...privacyPolicy.sections.map((section) => section.title),
      privacyPolicy.contactHeading,
    ]);
    await expect(article.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute(
      'href',
      site.phoneHref,
    );
    await expect(article.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });
});

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const path of ['/', '/home', '/about', '/privacy-policy']) {
    test(`${path} has no horizontal scrolling`, async ({ page }) => {
      await openLive(page, path);
      await expect(page.locator('[data-boundary="mf-marketing"]')).toBeVisible();
      await expectShellFrame(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
