import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { rememberFocus, restoreFocus } from './focus-across-swap';

/**
 * For a page of a remote built before its pages could be hydrated (contract 1.1): once
 * the page's module is here (or has failed), the app replaces the composed markup in one
 * commit, keeping focus and caret, as before decision 014.
 */
export async function drawAfresh(
  container: HTMLElement,
  app: ReactNode,
  firstLoad: Promise<unknown> | undefined,
): Promise<void> {
  await firstLoad?.catch(() => undefined);
  const focused = rememberFocus(container);
  flushSync(() => createRoot(container).render(app));
  restoreFocus(focused);
}
