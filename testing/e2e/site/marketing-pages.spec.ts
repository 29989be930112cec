import { expect, test } from '@playwright/test';
import { formatOpeningTimes } from 'shared-ui/site';
import { deployedSiteConfig } from '../../support/composed-html';
import {
  expectPhoneAndEmailLinks,
  expectShellFrame,
  nextFrames,
  openLive,
  site,
} from '../../support/site';
import { en, fillIn } from '../../support/words';

// mf-marketing's pages. The words are the owner's (apps/mf-marketing/content/*.json, whose
// copy the unit tests check against the app's use of it): here they only find things.
// marketing-carousel.spec.ts holds the carousels' timing.

test.describe('landing /', { tag: '@mf-marketing' }, () => {
  test("shows the hero's heading and slides, the buttons and the badges", async ({ page }) => {
    const { hero, actions, badges } = en.landing;
    await openLive(page, '/');
    const boundary = page.locator('[data-boundary="mf-marketing"]');
    await expect(boundary.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
    // Every slide of the content file, once the slideshow runs (the visitor reaching for
    // it starts it; the loop reorders them in the page: by their index).
    await boundary.locator('section[aria-roledescription="carousel"]').hover();
    await expect(boundary.locator('.swiper-slide-active')).toHaveCount(1);
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
});

test.describe('home /home', { tag: '@mf-marketing' }, () => {
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

test.describe('about /about', { tag: '@mf-marketing' }, () => {
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

test.describe('privacy /privacy-policy', { tag: '@mf-marketing' }, () => {
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
    await expectPhoneAndEmailLinks(article);
  });
});

test.describe('at 360 px wide', { tag: '@mf-marketing' }, () => {
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
