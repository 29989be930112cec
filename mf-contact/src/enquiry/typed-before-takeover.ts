import { type EnquiryValues, emptyEnquiry } from './enquiry-fields';

/** Marks the enquiry form in the page, so its pre-rendered copy can be found. */
export const ENQUIRY_FORM_ATTRIBUTE = 'data-enquiry-form';

/**
 * What the visitor typed into the pre-rendered form before the app hydrated it: React
 * keeps what was typed in the fields but does not tell the form's state. Read right after
 * hydration; on a later visit to the page the fields are the app's own, and empty.
 */
export function typedBeforeTakeover(
  doc: Document | undefined = globalThis.document,
): Partial<EnquiryValues> {
  const form = doc?.querySelector<HTMLFormElement>(`form[${ENQUIRY_FORM_ATTRIBUTE}]`);
  if (!form) return {};
  const typed: Partial<EnquiryValues> = {};
  for (const key of Object.keys(emptyEnquiry) as Array<keyof EnquiryValues>) {
    const control = form.elements.namedItem(key);
    const value =
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
        ? control.value
        : '';
    if (value !== '') typed[key] = value;
  }
  return typed;
}
