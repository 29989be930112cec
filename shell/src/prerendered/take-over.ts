/**
 * The release step serves every route as pre-rendered HTML; the app replaces that markup
 * with the live page in one commit, after the first paint. A visitor may already be
 * typing or tabbing: these keep their place in the page across the swap.
 */

export interface FocusedField {
  id: string;
  selection: [number, number] | undefined;
}

/** The element with focus inside `container` (by id), and where its caret is. */
export function rememberFocus(container: HTMLElement): FocusedField | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.id || !container.contains(active))
    return undefined;
  const hasCaret = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
  const selection: [number, number] | undefined =
    hasCaret && active.selectionStart !== null && active.selectionEnd !== null
      ? [active.selectionStart, active.selectionEnd]
      : undefined;
  return { id: active.id, selection };
}

export function restoreFocus(field: FocusedField | undefined): void {
  if (!field) return;
  const element = document.getElementById(field.id);
  if (!element) return;
  element.focus({ preventScroll: true });
  if (field.selection && 'setSelectionRange' in element) {
    try {
      (element as HTMLInputElement).setSelectionRange(...field.selection);
    } catch {
      // Inputs such as type="email" have no caret API: focus alone is kept.
    }
  }
}

/** Attribute the release step puts on a first-screen image it inlined: the image's real URL. */
const LIVE_SOURCE = 'data-live-src';

/**
 * Fetches and decodes the images the live page will show where the static page has
 * inlined copies, so the swap does not blank them while they download. Gives up after
 * `timeoutMs`: a slow image must not hold the page back.
 */
export async function loadLiveImages(container: HTMLElement, timeoutMs = 3000): Promise<void> {
  const sources = [...container.querySelectorAll<HTMLImageElement>(`img[${LIVE_SOURCE}]`)].map(
    (image) => image.getAttribute(LIVE_SOURCE) as string,
  );
  const decoded = sources.map((source) => {
    const image = new Image();
    image.src = source;
    return image.decode().catch(() => undefined);
  });
  await Promise.race([
    Promise.all(decoded),
    new Promise((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}
