import { announcePageIdle } from 'shared-ui/site';
import { whenIdle } from './when-idle';

/** When the page is idle, as a user-timing mark: what the benchmark counts first-load JS up to. */
export const PAGE_IDLE_MARK = 'jac:page-idle';

let pageIdle: Promise<void> | undefined;

/**
 * The page is idle: the browser has nothing to do once what must answer before idle is
 * live (the frame, and a first page that hydrates at once). Marked once, and told to the
 * parts, whose deferred work may start then (the carousel's Swiper, a first page that
 * hydrates when idle: decision 017).
 */
export function pageIsIdle(): Promise<void> {
  pageIdle ??= whenIdle().then(() => {
    performance.mark(PAGE_IDLE_MARK);
    announcePageIdle();
  });
  return pageIdle;
}

/**
 * The first sign that the visitor is about to use the page: a pointer or a key pressed,
 * or focus moved into it. A page waiting for idle wakes at once then.
 */
export const firstTouch = (): Promise<void> =>
  new Promise((resolve) => {
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const touched = () => {
      for (const event of events) removeEventListener(event, touched, true);
      resolve();
    };
    for (const event of events) addEventListener(event, touched, { capture: true, passive: true });
  });

/**
 * Once the first page is live and the page idle, what waits for the first load starts:
 * warming the other parts (decision 008) and the field measurement (decision 019). Their
 * code is the first thing it fetches, so none of it weighs on the first load.
 */
export async function afterFirstLoadWhenIdle(): Promise<void> {
  await pageIsIdle();
  // A first page that hydrated when idle has just done so: let that settle first.
  await whenIdle();
  const { afterFirstLoad } = await import('./after-first-load');
  afterFirstLoad();
}
