import type { SiteConfig } from 'shared-types';
import { PhoneIcon, WHATSAPP_GREETINGS, WhatsAppIcon } from 'shared-ui';
import { fillIn, telHref, whatsappHref } from 'shared-ui/site';
import { shellTexts } from '../content/shell-texts';
import { useLocale } from '../locale/use-locale';
import styles from './floating-contact.module.css';

/** Chat bottom-left, call bottom-right: one tap away on every page, whatever else fails. */
export function FloatingContact({ site }: { site: SiteConfig }) {
  const locale = useLocale();
  const texts = shellTexts(locale).floatingContact;
  return (
    <>
      <a
        className={`${styles.button} ${styles.chat}`}
        href={whatsappHref(site, WHATSAPP_GREETINGS[locale])}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={texts.whatsApp}
      >
        <WhatsAppIcon size={28} />
      </a>
      <a
        className={`${styles.button} ${styles.call}`}
        href={telHref(site)}
        aria-label={fillIn(texts.call, { phone: site.phoneDisplay })}
      >
        <PhoneIcon size={26} />
      </a>
    </>
  );
}
