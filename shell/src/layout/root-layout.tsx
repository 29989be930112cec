import { Outlet, ScrollRestoration } from 'react-router-dom';
import { siteConfig } from '../config/site-config';
import { FloatingContact } from './floating-contact';
import { Footer } from './footer';
import { Navbar } from './navbar';
import styles from './root-layout.module.css';

/** The frame that never fails: navbar, footer and the call buttons stay whatever a remote does. */
export function RootLayout() {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Navbar site={siteConfig} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer site={siteConfig} />
      <FloatingContact site={siteConfig} />
      <ScrollRestoration />
    </>
  );
}
