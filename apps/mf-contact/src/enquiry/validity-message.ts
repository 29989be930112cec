import type { TextsData } from '../content/texts-schema';

export type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What the browser says when a control fails its own checks (required, e-mail), in the
 * page's language rather than the browser's; `ownRule` is a field's extra message (the
 * phone number's), or '' when that rule holds.
 */
export function validityMessage(
  control: FormControl,
  messages: TextsData['validation'],
  ownRule = '',
): string {
  if (control.validity.valueMissing) {
    return control instanceof HTMLSelectElement ? messages.serviceNotChosen : messages.fieldEmpty;
  }
  if (control.validity.typeMismatch) return messages.emailInvalid;
  return ownRule;
}
