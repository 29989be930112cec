import type { Locator, Page } from '@playwright/test';

/** The real index (0-based) of the slide the visitor sees now. */
export async function activeSlide(page: Page): Promise<number> {
  const index = await page
    .locator('.swiper-slide-active')
    .first()
    .getAttribute('data-swiper-slide-index');
  return Number(index);
}

/**
 * Records, in the browser, each change of the visible slide with its time, until `count`
 * changes have happened. Returns [timeMs, slideIndex] pairs.
 */
export function recordSlideChanges(page: Page, count: number): Promise<Array<[number, number]>> {
  return page.evaluate(
    (wanted) =>
      new Promise<Array<[number, number]>>((resolve) => {
        const read = () =>
          document.querySelector('.swiper-slide-active')?.getAttribute('data-swiper-slide-index');
        const changes: Array<[number, number]> = [];
        let last = read();
        const observer = new MutationObserver(() => {
          const now = read();
          if (now === last) return;
          last = now;
          changes.push([performance.now(), Number(now)]);
          if (changes.length === wanted) {
            observer.disconnect();
            resolve(changes);
          }
        });
        const wrapper = document.querySelector('.swiper-wrapper');
        if (wrapper) observer.observe(wrapper, { subtree: true, attributes: true });
      }),
    count,
  );
}

export function intervals(changes: Array<[number, number]>): number[] {
  return changes.slice(1).map(([time], i) => time - (changes[i]?.[0] ?? time));
}

export function bullets(page: Page): Locator {
  return page.locator('.swiper-pagination-bullet');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
