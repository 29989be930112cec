import type { SiteConfig } from 'shared-types';
import { telHref, whatsappHref } from 'shared-types';
import { PhoneIcon, WhatsAppIcon } from './icons';
import { pillClass } from './pill';

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
      href={whatsappHref(site, 'Hello, I need help with an appliance.')}
      target="_blank"
      rel="noopener noreferrer"
    >
      <WhatsAppIcon size={20} />
      <span>{label ?? 'WhatsApp us'}</span>
    </a>
  );
}
