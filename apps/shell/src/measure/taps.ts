import type { MeasureEvent } from 'shared-types';

/**
 * What a tap on a link counts as: a call, a WhatsApp chat, or an enquiry turned into
 * WhatsApp (the form's own fallback link says so by `data-measure`). Other links count
 * nothing.
 */
export function tapOf(target: EventTarget | null): MeasureEvent | undefined {
  const link = (target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link) return undefined;
  if (link.dataset.measure === 'enquiry-whatsapp') return { name: 'enquiry', detail: 'whatsapp' };
  const href = link.href;
  if (href.startsWith('tel:')) return { name: 'call' };
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\/|^whatsapp:/.test(href)) return { name: 'whatsapp' };
  return undefined;
}
