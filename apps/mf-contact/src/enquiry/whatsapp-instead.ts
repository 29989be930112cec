import type { Locale } from 'shared-types';
import { fillIn } from 'shared-ui/site';
import { textsIn } from '../content/texts';
import type { EnquiryValues } from './enquiry-fields';
import { type ServiceChoice, serviceText } from './service-choices';

/**
 * When sending fails: the same enquiry, ready to send as a WhatsApp message in the page's
 * language, the service named as the form's `choices` showed it.
 */
export function whatsAppInstead(
  values: EnquiryValues,
  locale: Locale,
  choices: readonly ServiceChoice[],
) {
  const texts = textsIn(locale).whatsAppInstead;
  return {
    label: texts.label,
    message: fillIn(texts.message, { ...values, service: serviceText(values.service, choices) }),
  };
}
