import { type ReactNode, Suspense } from 'react';
import type { ServiceSummary, SiteConfig } from 'shared-types';
import { shellTexts } from '../content/shell-texts';
import { useLocale } from '../locale/use-locale';
import { FloatingContact } from './floating-contact';
import { Footer } from './footer';
import { Navbar } from './navbar';
import styles from './root-layout.module.css';

interface SiteFrameProps {
  site: SiteConfig;
  /** The page; or, in the pre-render, `mainHtml`: markup the release step fills in. */
  children?: ReactNode;
  mainHtml?: string;
  catalogue?: readonly ServiceSummary[];
  year?: number;
}

/**
 * The frame that never fails: navbar, footer and the call buttons, whatever a remote
 * does. The browser and the pre-render draw it from this one component, so the app's
 * first render matches the markup it hydrates. The navbar and the footer are regions of
 * their own (Suspense boundaries): React can hydrate the one a visitor touches first,
 * and a difference in one is drawn afresh there alone (decision 014).
 */
export function SiteFrame({ site, children, mainHtml, catalogue, year }: SiteFrameProps) {
  const texts = shellTexts(useLocale()).frame;
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {texts.skipLink}
      </a>
      <Suspense>
        <Navbar site={site} />
      </Suspense>
      {mainHtml === undefined ? (
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
      ) : (
        <main
          id="main"
          className={styles.main}
          tabIndex={-1}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the release step's own placeholder
          dangerouslySetInnerHTML={{ __html: mainHtml }}
        />
      )}
      <Suspense>
        <Footer site={site} catalogue={catalogue} year={year} />
      </Suspense>
      <FloatingContact site={site} />
    </>
  );
}
