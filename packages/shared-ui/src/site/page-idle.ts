import { PAGE_IDLE_ATTRIBUTE, PAGE_IDLE_EVENT } from 'shared-types';

/**
 * How long a part waits for the shell's word before it takes the page as idle all the
 * same: a shell released before the word existed never gives it.
 */
export const PAGE_IDLE_FALLBACK_MS = 10_000;

const isIdle = () => document.documentElement.hasAttribute(PAGE_IDLE_ATTRIBUTE);

/** Resolves once the shell says the first load is done (shared-types' page-idle.ts). */
export function whenPageIdle(): Promise<void> {
  if (isIdle()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(fallback);
      resolve();
    };
    const fallback = setTimeout(done, PAGE_IDLE_FALLBACK_MS);
    window.addEventListener(PAGE_IDLE_EVENT, done, { once: true });
  });
}

/** Tells the page's parts that the first load is done: the shell's call, or a part's alone. */
export function announcePageIdle(): void {
  if (isIdle()) return;
  document.documentElement.setAttribute(PAGE_IDLE_ATTRIBUTE, '');
  window.dispatchEvent(new Event(PAGE_IDLE_EVENT));
}
