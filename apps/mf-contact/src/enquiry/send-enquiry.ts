import { defaultLocale, type Locale, localeEnglishNames, localeNames } from 'shared-types';
import type { EmailJsConfig } from './emailjs-config';
import { cleanEnquiry, type EnquiryValues } from './enquiry-fields';

/** A slow mobile connection gets this long; after it, the visitor is told and keeps the text. */
export const SEND_TIMEOUT_MS = 20_000;

export class SendTimeoutError extends Error {
  override name = 'SendTimeoutError';
}

/** 'Language: Hindi (हिंदी)': heads the message of an enquiry sent from a page not in English. */
export const languageLine = (locale: Locale) =>
  `Language: ${localeEnglishNames[locale]} (${localeNames[locale]})`;

/**
 * The template parameters: the five fields as the visitor typed them, cleaned here,
 * where the enquiry leaves the browser, whatever the form let through: control
 * characters stripped (the message keeps its line breaks), trimmed and cut to the limits
 * of `maxLengths` (the service always by its English label). An enquiry from a page in
 * another language says so in its message's first line; the template's parameter names
 * stay the five (apps/mf-contact/emailjs/enquiry-template.html uses exactly these).
 */
export function enquiryPayload(
  values: EnquiryValues,
  locale: Locale = defaultLocale,
): Record<keyof EnquiryValues, string> {
  const clean = cleanEnquiry(values);
  return {
    ...clean,
    message:
      locale === defaultLocale ? clean.message : `${languageLine(locale)}\n\n${clean.message}`,
  };
}

/**
 * Sends one enquiry through EmailJS. Resolves with EmailJS's response text; rejects on
 * any failure (an HTTP error such as 451, 403 or 429, a network failure, or a timeout).
 * The library is loaded only when a visitor sends, not with the page. `locale`: the
 * language of the page it was sent from.
 */
export async function sendEnquiry(
  values: EnquiryValues,
  config: EmailJsConfig,
  locale: Locale = defaultLocale,
): Promise<string> {
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
      emailjs.send(config.serviceId, config.templateId, enquiryPayload(values, locale), {
        publicKey: config.publicKey,
      }),
      timeout,
    ]);
    return response.text;
  } finally {
    clearTimeout(timer);
  }
}
