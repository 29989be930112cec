import type { PageHead, SiteConfig } from 'shared-types';
import { formatOpeningTimes } from 'shared-ui/site';
import contact from '../../content/contact.json';
import type { EnquiryValues } from '../enquiry/enquiry-fields';
import { imageOf } from './images';
import type { ContactData } from './schema';

const { image, ...texts } = contact satisfies ContactData;

/** The page's introduction and picture: content/contact.json, checked at build. */
export const contactContent = { intro: texts.intro, image: imageOf(image) };

export const contactHead = (site: SiteConfig): PageHead => ({
  title: `Contact Us · ${site.businessName}`,
  description: `Book an appliance repair in Jaipur: call ${site.phoneDisplay}, WhatsApp us, or send an enquiry. Open ${formatOpeningTimes(site.hours)}.`,
});

/** When sending fails: the same enquiry, ready to send as a WhatsApp message. */
export const whatsAppInstead = {
  label: 'Send on WhatsApp instead',
  message: (values: EnquiryValues) =>
    [
      'Hello, I tried to send this enquiry from your website:',
      `Name: ${values.name}`,
      `Phone: ${values.number}`,
      `Email: ${values.email}`,
      `Service: ${values.service}`,
      `Message: ${values.message}`,
    ].join('\n'),
};

/** The contact page's headings (the spec's, word for word, where it gives them). */
export const contactTexts = {
  title: texts.title,
  call: texts.call,
  email: texts.email,
  hours: texts.hours,
  visitHeading: texts.visitHeading,
  areasLead: texts.areasLead,
};
