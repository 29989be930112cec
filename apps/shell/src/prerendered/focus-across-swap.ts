/**
 * After a soft navigation, a route's pre-rendered page may show until its module arrives;
 * the live page then replaces it in one commit (decision 008). A visitor may already be
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
