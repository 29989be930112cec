import type { SiteConfig } from 'shared-types';
import { PhoneIcon, WHATSAPP_GREETING, WhatsAppIcon } from 'shared-ui';
import { telHref, whatsappHref } from 'shared-ui/site';
import styles from './floating-contact.module.css';

/** Chat bottom-left, call bottom-right: one tap away on every page, whatever else fails. */
export function FloatingContact({ site }: { site: SiteConfig }) {
  return (
    <>
      <a
        className={`${styles.button} ${styles.chat}`}
        href={whatsappHref(site, WHATSAPP_GREETING)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
      >
        <WhatsAppIcon size={28} />
      </a>
      <a
        className={`${styles.button} ${styles.call}`}
        href={telHref(site)}
        aria-label={`Call us on ${site.phoneDisplay}`}
      >
        <PhoneIcon size={26} />
      </a>
    </>
  );
}
