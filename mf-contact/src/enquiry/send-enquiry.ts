import type { EmailJsConfig } from './emailjs-config';
import type { EnquiryValues } from './enquiry-fields';

/** A slow mobile connection gets this long; after it, the visitor is told and keeps the text. */
export const SEND_TIMEOUT_MS = 20_000;

export class SendTimeoutError extends Error {
  override name = 'SendTimeoutError';
}

/** The template parameters: the five fields, trimmed, exactly as the visitor typed them. */
export function enquiryPayload(values: EnquiryValues): Record<keyof EnquiryValues, string> {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    number: values.number.trim(),
    service: values.service,
    message: values.message.trim(),
  };
}

/**
 * Sends one enquiry through EmailJS. Resolves with EmailJS's response text; rejects on
 * any failure (an HTTP error such as 451, 403 or 429, a network failure, or a timeout).
 * The library is loaded only when a visitor sends, not with the page.
 */
export async function sendEnquiry(values: EnquiryValues, config: EmailJsConfig): Promise<string> {
  const { default: emailjs } = await import('@emailjs/browser');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new SendTimeoutError(`no answer in ${SEND_TIMEOUT_MS} ms`)),
      SEND_TIMEOUT_MS,
    );
  });
  try {
    const response = await Promise.race([
      emailjs.send(config.serviceId, config.templateId, enquiryPayload(values), {
        publicKey: config.publicKey,
      }),
      timeout,
    ]);
    return response.text;
  } finally {
    clearTimeout(timer);
  }
}
