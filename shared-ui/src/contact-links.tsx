import type { SiteConfig } from 'shared-types';
import { PhoneIcon, WhatsAppIcon } from './icons';
import { pillClass } from './pill';
import { telHref, whatsappHref } from './site/site-links';

/** The message a WhatsApp chat opens with, from any button on the site. */
export const WHATSAPP_GREETING = 'Hello, I need help with an appliance.';

interface ContactLinkProps {
  site: SiteConfig;
  /** Visible text; the phone number or "WhatsApp" when omitted. */
  label?: string;
  className?: string;
}

/** The call button: the most visible thing on any screen it appears on. */
export function CallLink({ site, label, className = '' }: ContactLinkProps) {
  return (
    <a className={`${pillClass('accent')} ${className}`} href={telHref(site)}>
      <PhoneIcon size={20} />
      <span>{label ?? `Call ${site.phoneDisplay}`}</span>
    </a>
  );
}

export function WhatsAppLink({ site, label, className = '' }: ContactLinkProps) {
  return (
    <a
      className={`${pillClass('whatsapp')} ${className}`}
      href={whatsappHref(site, WHATSAPP_GREETING)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <WhatsAppIcon size={20} />
      <span>{label ?? 'WhatsApp us'}</span>
    </a>
  );
}
