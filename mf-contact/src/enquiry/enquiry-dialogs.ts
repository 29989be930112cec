import { pillClass } from 'shared-ui';

/** The spec's two dialogs (§8), word for word. SweetAlert2 loads only when one is shown. */
async function showDialog(
  icon: 'success' | 'error',
  title: string,
  text: string,
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
    confirmButtonText: 'OK',
    // The brand blue: the library's default violet fails contrast with white text.
    confirmButtonColor: '#0b3a75',
  });
}

export function showSentDialog(): Promise<void> {
  return showDialog(
    'success',
    '✅ Message Sent!',
    "Your message has been sent successfully. We'll get back to you soon!",
  );
}

/** A link, so it opens WhatsApp as any link does, with nothing of the enquiry lost. */
export interface WhatsAppFallback {
  href: string;
  label: string;
}

export function showFailedDialog(whatsApp: WhatsAppFallback): Promise<void> {
  const link = `<a class="${pillClass('whatsapp')}" href="${whatsApp.href}" target="_blank" rel="noopener noreferrer">${whatsApp.label}</a>`;
  return showDialog(
    'error',
    '❌ Failed to Send!',
    'Something went wrong. Please try again later.',
    link,
  );
}
