import { type FocusedField, rememberFocus, restoreFocus } from './focus-across-swap';

/** The new page's main heading, or the main landmark when the page has none yet. */
function pageFocusTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
}

/**
 * After a soft navigation, focus goes where a screen reader announces the new page: its
 * h1 (made focusable from script only), without scrolling, which the router restores.
 */
export function focusPageHeading(): void {
  const target = pageFocusTarget();
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/**
 * Keeps focus on the page's heading while the page is drawn after the focus moved there:
 * when the heading focused is replaced (the new page arriving after the location changed,
 * on a busy phone), focus goes to the heading that replaced it. Nothing happens once the
 * visitor has put focus anywhere else. Returns what stops it.
 */
export function followPageHeading(): () => void {
  const main = document.getElementById('main');
  let focused = document.activeElement;
  if (!main || !focused || focused === document.body) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focused?.isConnected) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (!lost) return observer.disconnect();
    focusPageHeading();
    focused = document.activeElement;
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

export interface PageFocus {
  onHeading: boolean;
  field: FocusedField | undefined;
}

/** Where focus is in the page before its pre-rendered copy is replaced by the live page. */
export function rememberPageFocus(): PageFocus {
  const main = document.getElementById('main');
  return {
    onHeading: document.activeElement === pageFocusTarget(),
    field: main ? rememberFocus(main) : undefined,
  };
}

/** Puts focus back where it was before the swap, on the live page's equivalent. */
export function restorePageFocus({ onHeading, field }: PageFocus): void {
  if (onHeading) focusPageHeading();
  else restoreFocus(field);
}
