import { PAGE_IDLE_ATTRIBUTE, PAGE_IDLE_EVENT } from 'shared-types';

const isIdle = () => document.documentElement.hasAttribute(PAGE_IDLE_ATTRIBUTE);

/** Resolves once the shell says the first load is done (shared-types' page-idle.ts). */
export function whenPageIdle(): Promise<void> {
  if (isIdle()) return Promise.resolve();
  return new Promise((resolve) =>
    window.addEventListener(PAGE_IDLE_EVENT, () => resolve(), { once: true }),
  );
}

/** Tells the page's parts that the first load is done: the shell's call, or a part's alone. */
export function announcePageIdle(): void {
  if (isIdle()) return;
  document.documentElement.setAttribute(PAGE_IDLE_ATTRIBUTE, '');
  window.dispatchEvent(new Event(PAGE_IDLE_EVENT));
}
