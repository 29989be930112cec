import { type EnquiryValues, emptyEnquiry } from './enquiry-fields';

/** Marks the enquiry form in the page, so its pre-rendered copy can be found. */
export const ENQUIRY_FORM_ATTRIBUTE = 'data-enquiry-form';

/**
 * What the visitor typed into the pre-rendered form before the app made it live: on a
 * first load, the hydrated fields (React keeps what was typed but does not tell the
 * form's state), read right after hydration; after a soft navigation, the composed copy
 * shown until the module came, read as the live form first renders.
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
