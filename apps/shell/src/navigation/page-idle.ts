import { PAGE_IDLE_ATTRIBUTE } from 'shared-types';
import { announcePageIdle } from 'shared-ui/site';
import { whenIdle } from './when-idle';

/** When the page is idle, as a user-timing mark: what the benchmark counts first-load JS up to. */
export const PAGE_IDLE_MARK = 'jac:page-idle';

let pageIdle: Promise<void> | undefined;

/**
 * The page is idle. The page's loader says so when the browser is first idle after the
 * page has painted, and only then starts the app (decision 025); an app started earlier,
 * at the visitor's first touch (or without a loader: the development server), says so
 * itself once the browser is idle after its frame. Marked once, and told to the parts,
 * whose deferred work may start then.
 */
export function pageIsIdle(): Promise<void> {
  pageIdle ??= document.documentElement.hasAttribute(PAGE_IDLE_ATTRIBUTE)
    ? Promise.resolve()
    : whenIdle().then(() => {
        if (document.documentElement.hasAttribute(PAGE_IDLE_ATTRIBUTE)) return;
        performance.mark(PAGE_IDLE_MARK);
        announcePageIdle();
      });
  return pageIdle;
}

/**
 * Once the first page is live and the page idle, what waits for the first load starts:
 * warming the other parts (decision 008) and the field measurement (decision 019). Their
 * code is the first thing it fetches, so none of it weighs on the first load.
 */
export async function afterFirstLoadWhenIdle(): Promise<void> {
  await pageIsIdle();
  // The first page has just hydrated (the app came at idle): let that settle first.
  await whenIdle();
  const { afterFirstLoad } = await import('./after-first-load');
  afterFirstLoad();
}
