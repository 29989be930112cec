import { expect, test } from '@playwright/test';
import { activeSlide, bullets, intervals, median, recordSlideChanges } from '../support/carousel';
import { expectShellFrame, openLive, site } from '../support/site';

const slides = [
  [
    'Hassle-Free Repairs, Anytime, Anywhere',
    'Book skilled technicians in just a few clicks and get your appliances running smoothly again.',
  ],
  [
    'Your Trusted Repair Partner',
    'We fix it right the first time! Certified technicians, transparent pricing, and guaranteed satisfaction.',
  ],
  [
    'One Stop Solution for All Repairs',
    'Get professional services for AC, fridge, geyser, CCTV, and more — all under one roof.',
  ],
] as const;

test.describe('landing /', () => {
  test("shows the spec's slides, heading, buttons and badges", async ({ page }) => {
    await openLive(page, '/');
    const boundary = page.locator('[data-boundary="mf-marketing"]');
    await expect(boundary.getByRole('heading', { level: 1 })).toHaveText('Reliable & Fast Service');
    for (const [title, text] of slides) {
      await expect(boundary.getByRole('heading', { name: title }).first()).toBeAttached();
      await expect(boundary.getByText(text).first()).toBeAttached();
    }
    await expect(boundary.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(boundary.getByRole('link', { name: 'View Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await expect(boundary.getByRole('link', { name: 'Click Here to View More' })).toHaveAttribute(
      'href',
      '/home',
    );
    for (const badge of ['Expert Technicians', 'Quick Service', '100% Guarantee']) {
      await expect(boundary.getByText(badge, { exact: true })).toBeVisible();
    }
    const hero = boundary.locator('.swiper-slide-active img');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
  });

  test('the hero fills the screen below the navbar', async ({ page }) => {
    await openLive(page, '/');
    const box = await page.getByTestId('landing-hero').boundingBox();
    const viewport = page.viewportSize();
    expect(box?.height).toBeGreaterThanOrEqual((viewport?.height ?? 0) - 64 - 2);
  });

  test('autoplays every 3 s and loops from the third slide back to the first', async ({ page }) => {
    await openLive(page, '/');
    await expect(page.locator('.swiper-slide-active')).toHaveCount(1);
    const changes = await recordSlideChanges(page, 4);
    // The median of three intervals: one late timer on a busy machine does not decide it.
    expect(Math.abs(median(intervals(changes)) - 3000)).toBeLessThan(350);
    const order = changes.map(([, index]) => index);
    const wrap = order.findIndex((index, i) => index === 0 && order[i - 1] === 2);
    expect(wrap).toBeGreaterThan(0);
  });

  test('a bullet click jumps to its slide and autoplay goes on', async ({ page }) => {
    await openLive(page, '/');
    await bullets(page).nth(2).click();
    await expect.poll(() => activeSlide(page)).toBe(2);
    // Interaction does not stop autoplay: the next slide comes by itself.
    await expect.poll(() => activeSlide(page), { timeout: 5000 }).toBe(0);
  });

  test('bullets are keyboard operable', async ({ page }) => {
    await openLive(page, '/');
    await bullets(page).nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeSlide(page)).toBe(1);
  });

  test('the pause button stops autoplay and play resumes it', async ({ page }) => {
    await openLive(page, '/');
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    const paused = await activeSlide(page);
    await page.waitForTimeout(4000);
    expect(await activeSlide(page)).toBe(paused);
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await expect.poll(() => activeSlide(page), { timeout: 5000 }).not.toBe(paused);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel starts paused', async ({ page }) => {
    await openLive(page, '/home');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const first = await activeSlide(page);
    await page.waitForTimeout(5000);
    expect(await activeSlide(page)).toBe(first);
  });
});

test.describe('home /home', () => {
  test('a 500 px carousel that autoplays every 4 s', async ({ page }) => {
    await openLive(page, '/home');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel).toBeVisible();
    expect((await carousel.boundingBox())?.height).toBe(500);
    // The landing's heading lies over every slide here too, as the page's one h1.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveCount(1);
    await expect(heading).toHaveText('Reliable & Fast Service');
    const headingBox = await heading.boundingBox();
    const carouselBox = await carousel.boundingBox();
    expect(headingBox && carouselBox && headingBox.y >= carouselBox.y).toBe(true);
    expect(
      headingBox && carouselBox && headingBox.y + headingBox.height <= carouselBox.y + 500,
    ).toBe(true);
    const changes = await recordSlideChanges(page, 4);
    expect(Math.abs(median(intervals(changes)) - 4000)).toBeLessThan(350);
  });

  test('Our Services and Why Choose cards with the spec texts', async ({ page }) => {
    await openLive(page, '/home');
    const services = page.getByRole('region', { name: 'Our Services' });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText([
      'AC & Fridge Repair',
      'Geyser & Washing Machine',
      'CCTV & Chimney Services',
    ]);
    await expect(
      services.getByText(
        'Installation and repair of CCTV cameras and kitchen chimneys at your doorstep.',
      ),
    ).toBeVisible();
    await expect(services.getByRole('link', { name: 'Explore More' })).toHaveAttribute(
      'href',
      '/services',
    );
    const why = page.getByRole('region', { name: /Why Choose/ });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Expert Technicians',
      'Quick Service',
      '100% Guarantee',
    ]);
    await expect(
      why.getByText('Reliable work with complete customer satisfaction guaranteed.'),
    ).toBeVisible();
  });

  test('card images are not fetched before the visitor scrolls near them', async ({ page }) => {
    const cardRequests: string[] = [];
    page.on('request', (request) => {
      if (/card-cctv-chimney.*\.svg/.test(request.url())) cardRequests.push(request.url());
    });
    await page.setViewportSize({ width: 375, height: 640 });
    await openLive(page, '/home');
    await expect(page.locator('.swiper-slide-active')).toHaveCount(1);
    await page.waitForTimeout(1000);
    expect(cardRequests).toEqual([]);

    // The third card is far below the fold on a phone: fetched only once scrolled near.
    await page.getByRole('heading', { name: 'CCTV & Chimney Services' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cardRequests.length).toBe(1);
    const image = page.getByRole('img', { name: 'A wall-mounted CCTV camera' });
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '300');
  });
});

test.describe('about /about', () => {
  test('mission, vision, the seven cities and a call button from SiteConfig', async ({ page }) => {
    await openLive(page, '/about');
    const boundary = page.locator('[data-boundary="mf-marketing"]');
    await expect(boundary.getByRole('heading', { name: 'Who we are' })).toBeVisible();
    await expect(boundary.getByRole('heading', { name: 'Our mission' })).toBeVisible();
    await expect(boundary.getByRole('heading', { name: 'Our vision' })).toBeVisible();
    const cities = page
      .getByRole('region', { name: /Doorstep service in 7 cities/ })
      .getByRole('listitem');
    await expect(cities).toHaveText([
      'Jaipur',
      'Chomu',
      'Ajeetgarh',
      'Amarsar',
      'Sikar',
      'Shahpura',
      'Ajmer',
    ]);
    await expect(boundary.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
      'href',
      site.phoneHref,
    );
  });
});

test.describe('privacy /privacy-policy', () => {
  test('has every section the spec lists and ends with the contact details', async ({ page }) => {
    await openLive(page, '/privacy-policy');
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveText([
      'Information We Collect',
      'How We Use Your Information',
      'Data Security',
      'Third-Party Sharing',
      'Updates to Privacy Policy',
      'Contact Us',
    ]);
    await expect(article).toContainText('EmailJS');
    await expect(article.getByRole('link', { name: site.phoneDisplay })).toHaveAttribute(
      'href',
      site.phoneHref,
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
