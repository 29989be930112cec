import { formatOpeningTimes, type PageHead, type SiteConfig } from 'shared-types';
import contactImage from '../assets/contact-desk.svg';

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
