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
