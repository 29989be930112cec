import { pillClass } from 'shared-ui';
import type { TextsData } from '../content/texts-schema';

/** The dialogs' words in the page's language: the spec's (§8), word for word, in English. */
export type DialogTexts = TextsData['dialogs'];

/** SweetAlert2 loads only when a dialog is shown. */
async function showDialog(
  icon: 'success' | 'error' | 'info',
  title: string,
  text: string,
  confirmButtonText: string,
  footer?: string,
): Promise<void> {
  // The build without injected CSS, and its stylesheet as a file: the CSP allows no inline <style>.
  const [{ default: Swal }] = await Promise.all([
    import('sweetalert2/dist/sweetalert2.esm.js'),
    import('sweetalert2/dist/sweetalert2.css'),
  ]);
  await Swal.fire({
    icon,
    title,
    text,
    footer,
    confirmButtonText,
    // The brand blue: the library's default violet fails contrast with white text.
    confirmButtonColor: '#0b3a75',
  });
}

export function showSentDialog(texts: DialogTexts): Promise<void> {
  return showDialog('success', texts.sentTitle, texts.sentText, texts.ok);
}

/** A link in a dialog's footer: a link, so it opens WhatsApp or the phone as any link does. */
export interface DialogLink {
  href: string;
  label: string;
}

/** The same enquiry on WhatsApp, with nothing of it lost. */
export type WhatsAppFallback = DialogLink;

export function showFailedDialog(whatsApp: WhatsAppFallback, texts: DialogTexts): Promise<void> {
  return showDialog(
    'error',
    texts.failedTitle,
    texts.failedText,
    texts.ok,
    pillLink('whatsapp', whatsApp, true),
  );
}

/** The ways to reach the business at once, when the form cannot send now. */
export interface ReachUsNow {
  call: DialogLink;
  whatsApp: WhatsAppFallback;
}

/**
 * This browser sent too recently or too often (send-throttle.ts): `text` says when it
 * may send again; the footer offers a call and WhatsApp. The form keeps what was typed.
 */
export function showWaitDialog(text: string, reach: ReachUsNow, texts: DialogTexts): Promise<void> {
  const links = [
    pillLink('brand', reach.call, false),
    pillLink('whatsapp', reach.whatsApp, true),
  ].join(' ');
  return showDialog('info', texts.waitTitle, text, texts.ok, links);
}

/**
 * The footer is HTML: labels come from the content files, so they are escaped. The
 * WhatsApp link sends the enquiry another way: the field measurement counts it as that
 * (data-measure), not as a chat begun from scratch.
 */
const pillLink = (variant: 'brand' | 'whatsapp', { href, label }: DialogLink, newTab: boolean) =>
  `<a class="${pillClass(variant)}" href="${escapeHtml(href)}"${variant === 'whatsapp' ? ' data-measure="enquiry-whatsapp"' : ''}${newTab ? ' target="_blank" rel="noopener noreferrer"' : ''}>${escapeHtml(label)}</a>`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
