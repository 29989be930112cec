import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { SiteConfig } from 'shared-types';
import { routes, telHref } from 'shared-types';
import { CloseIcon, MenuIcon, PhoneIcon } from 'shared-ui';
import { LogoMark } from './logo';
import { navItems } from './nav-links';
import styles from './navbar.module.css';

export function Navbar({ site }: { site: SiteConfig }) {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={styles.navbar}>
      <div className={styles.inner}>
        <Link to={routes.home} className={styles.logo} onClick={() => setMenuOpen(false)}>
          <LogoMark />
          <span>{site.businessName}</span>
        </Link>
        <a className={styles.call} href={telHref(site)} aria-label={`Call ${site.phoneDisplay}`}>
          <PhoneIcon size={18} />
          <span className={styles.callNumber}>{site.phoneDisplay}</span>
        </a>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <nav aria-label="Main" id="site-menu" className={styles.menu} data-open={menuOpen}>
          <ul className={styles.links}>
            {navItems.map((item) => {
              const active = item.isActive(pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={styles.link}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
