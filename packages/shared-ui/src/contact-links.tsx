import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { defaultLocale, type Locale, type SiteConfig } from 'shared-types';
import { PhoneIcon, WhatsAppIcon } from './icons';
import { type PillVariant, pillClass } from './pill';
import { telHref, whatsappHref } from './site/site-links';

/** The message a WhatsApp chat opens with, from any button on the site, in the page's language. */
export const WHATSAPP_GREETINGS: Record<Locale, string> = {
  en: 'Hello, I need help with an appliance.',
  hi: 'नमस्ते, मुझे घर के एक उपकरण की रिपेयर करवानी है।',
};

/** The buttons' own words, when a part gives none. */
const defaultLabels: Record<Locale, { call: (phone: string) => string; whatsApp: string }> = {
  en: { call: (phone) => `Call ${phone}`, whatsApp: 'WhatsApp us' },
  hi: { call: (phone) => `${phone} पर कॉल करें`, whatsApp: 'WhatsApp करें' },
};

interface ContactLinkProps {
  site: SiteConfig;
  /** Visible text; the phone number or "WhatsApp" when omitted. */
  label?: string;
  className?: string;
  /** The page's language: the default label and WhatsApp greeting follow it. */
  locale?: Locale;
}

type ContactPillProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> & {
  variant: PillVariant;
  className?: string;
  icon: ReactNode;
  text: string;
};

/** What both buttons are: a pill with an icon and words; the link's own attributes follow its class. */
function ContactPill({ variant, className = '', icon, text, ...link }: ContactPillProps) {
  return (
    <a className={`${pillClass(variant)} ${className}`} {...link}>
      {icon}
      <span>{text}</span>
    </a>
  );
}

/** The call button: the most visible thing on any screen it appears on. */
export function CallLink({ site, label, className, locale = defaultLocale }: ContactLinkProps) {
  return (
    <ContactPill
      variant="accent"
      className={className}
      href={telHref(site)}
      icon={<PhoneIcon size={20} />}
      text={label ?? defaultLabels[locale].call(site.phoneDisplay)}
    />
  );
}

export function WhatsAppLink({ site, label, className, locale = defaultLocale }: ContactLinkProps) {
  return (
    <ContactPill
      variant="whatsapp"
      className={className}
      href={whatsappHref(site, WHATSAPP_GREETINGS[locale])}
      target="_blank"
      rel="noopener noreferrer"
      icon={<WhatsAppIcon size={20} />}
      text={label ?? defaultLabels[locale].whatsApp}
    />
  );
}
