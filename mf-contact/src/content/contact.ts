import type { PageHead, SiteConfig } from 'shared-types';
import { formatOpeningTimes } from 'shared-ui/site';
import contactImage from '../assets/contact-desk.svg';
import type { EnquiryValues } from '../enquiry/enquiry-fields';

export const contactContent = {
  intro:
    'Tell us which appliance needs attention and where you are. Call or WhatsApp for the quickest answer, or send the form below and we will call you back.',
  image: {
    src: contactImage,
    alt: 'A microwave oven on a workbench, with a technician’s wrench',
    width: 400,
    height: 300,
  },
} as const;

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
  title: 'Contact Us',
  call: 'Call Us',
  email: 'Email Us',
  hours: 'Working Hours',
  visitHeading: 'Where we are',
  areasLead: 'Doorstep service in',
};
