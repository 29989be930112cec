import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { SiteConfig } from 'shared-types';
import { routes } from 'shared-types';
import { CloseIcon, MenuIcon, PhoneIcon } from 'shared-ui';
import { fillIn, localePath, telHref, withoutLocale } from 'shared-ui/site';
import { shellTexts } from '../content/shell-texts';
import { useLocale } from '../locale/use-locale';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import { navItems } from './nav-links';
import styles from './navbar.module.css';

const DISCLOSURE_ID = 'site-menu-disclosure';

/** A menu the visitor opened before the app started stays open when it takes over. */
const openBeforeTakeover = () =>
  typeof document !== 'undefined' &&
  document.getElementById(DISCLOSURE_ID)?.hasAttribute('open') === true;

export function Navbar({ site }: { site: SiteConfig }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const texts = shellTexts(locale).navbar;
  const [menuOpen, setMenuOpen] = useState(openBeforeTakeover);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the menu would vanish with it: it goes back to the menu's control.
      const disclosure = document.getElementById(DISCLOSURE_ID);
      if (disclosure?.contains(document.activeElement))
        disclosure.querySelector('summary')?.focus();
      setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={styles.navbar}>
      <div className={styles.inner}>
        <Link
          to={localePath(locale, routes.home)}
          className={styles.logo}
          onClick={() => setMenuOpen(false)}
        >
          <LogoMark />
          <span>{site.businessName}</span>
        </Link>
        <a
          className={styles.call}
          href={telHref(site)}
          aria-label={fillIn(texts.call, { phone: site.phoneDisplay })}
        >
          <PhoneIcon size={18} />
          <span className={styles.callNumber}>{site.phoneDisplay}</span>
        </a>
        <LanguageSwitch
          className={styles.language}
          fullNameClass={styles.languageName}
          shortNameClass={styles.languageShortName}
        />
        {/* A disclosure, so the menu opens and closes before the app starts and without it;
            the app keeps it in step (closed when a link is chosen or on Escape). */}
        <details
          id={DISCLOSURE_ID}
          className={styles.disclosure}
          open={menuOpen}
          onToggle={(event) => {
            // Closed by the app (a link chosen), the browser still reports it: no render for that.
            if (event.currentTarget.open !== menuOpen) setMenuOpen(event.currentTarget.open);
          }}
        >
          <summary className={styles.menuButton} aria-label={texts.menu}>
            <MenuIcon className={styles.openIcon} />
            <CloseIcon className={styles.closeIcon} />
          </summary>
          <nav aria-label={texts.mainNavigation} id="site-menu" className={styles.menu}>
            <ul className={styles.links}>
              {navItems.map((item) => {
                const active = item.isActive(withoutLocale(pathname));
                return (
                  <li key={item.to}>
                    <Link
                      to={localePath(locale, item.to)}
                      className={styles.link}
                      aria-current={active ? 'page' : undefined}
                      onClick={() => setMenuOpen(false)}
                    >
                      {texts[item.label]}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
