import type { Locale, Translated } from 'shared-types';
import { fillIn } from 'shared-ui/site';
import policy from '../../content/privacy-policy.json';
import { byLocale } from './by-locale';
import type { PrivacyPolicyData } from './schema';
import { textsIn } from './texts';

// content/privacy-policy.json, checked at build against privacyPolicySchema.
const file = policy satisfies Translated<PrivacyPolicyData>;

/** The privacy policy in `locale`: its sections in the spec's order, opening and closing. */
export const privacyPolicyContent = byLocale(file, (content, locale: Locale) => {
  const texts = textsIn(locale).privacyPolicy;
  return {
    sections: content.sections,
    texts: {
      title: content.title,
      lead: (businessName: string) => fillIn(texts.lead, { businessName }),
      contactHeading: content.contactHeading,
      /** A template: {phone}, {email}, {businessName} and {address} become links and details. */
      contact: texts.contact,
    },
  };
});
