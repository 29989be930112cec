import type { Locale } from 'shared-types';
import { fillIn } from 'shared-ui/site';
import { textsIn } from '../content/texts';
import type { EnquiryValues } from './enquiry-fields';
import { serviceText } from './service-choices';

/** When sending fails: the same enquiry, ready to send as a WhatsApp message in the page's language. */
export function whatsAppInstead(values: EnquiryValues, locale: Locale) {
  const texts = textsIn(locale).whatsAppInstead;
  return {
    label: texts.label,
    message: fillIn(texts.message, { ...values, service: serviceText(values.service, locale) }),
  };
}
