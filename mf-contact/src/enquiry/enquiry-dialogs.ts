import { pillClass } from 'shared-ui';
import type { TextsData } from '../content/texts-schema';

/** The dialogs' words in the page's language: the spec's (§8), word for word, in English. */
export type DialogTexts = TextsData['dialogs'];

/** SweetAlert2 loads only when a dialog is shown. */
async function showDialog(
  icon: 'success' | 'error',
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

/** A link, so it opens WhatsApp as any link does, with nothing of the enquiry lost. */
export interface WhatsAppFallback {
  href: string;
  label: string;
}

export function showFailedDialog(whatsApp: WhatsAppFallback, texts: DialogTexts): Promise<void> {
  // The footer is HTML: the label comes from the content files, so it is escaped.
  const link = `<a class="${pillClass('whatsapp')}" href="${escapeHtml(whatsApp.href)}" target="_blank" rel="noopener noreferrer">${escapeHtml(whatsApp.label)}</a>`;
  return showDialog('error', texts.failedTitle, texts.failedText, texts.ok, link);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
