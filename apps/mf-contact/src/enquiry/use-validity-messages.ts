import { type RefObject, useEffect } from 'react';
import type { TextsData } from '../content/texts-schema';
import { type EnquiryValues, emptyEnquiry } from './enquiry-fields';
import { type FormControl, validityMessage } from './validity-message';

/**
 * Keeps each field's browser message in the page's language. Runs after every render: a
 * value, and with it the control's validity, changes only through one.
 */
export function useValidityMessages(
  form: RefObject<HTMLFormElement | null>,
  messages: TextsData['validation'],
  ownRules: Partial<Record<keyof EnquiryValues, string>>,
) {
  useEffect(() => {
    for (const name of Object.keys(emptyEnquiry) as Array<keyof EnquiryValues>) {
      const control = form.current?.elements.namedItem(name);
      if (isFormControl(control)) {
        control.setCustomValidity(validityMessage(control, messages, ownRules[name]));
      }
    }
  });
}

function isFormControl(
  element: Element | RadioNodeList | null | undefined,
): element is FormControl {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}
