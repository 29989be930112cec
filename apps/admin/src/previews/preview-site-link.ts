import { useEffect, useState } from 'react';
import type { Locale } from 'shared-types';
import { localePath } from 'shared-ui/site';

/**
 * The address of `path` in `locale` on the draft's preview of the whole site, from the
 * address Decap's "View Preview" opens (always the default language's: decap-cms#4877).
 */
export function previewPageUrl(viewPreviewHref: string, locale: Locale, path: string): string {
  return new URL(localePath(locale, path), viewPreviewHref).href;
}

/**
 * The href of the editor's "View Preview" link, once the backend has a preview of the
 * draft. The preview pane is drawn by the editor's own window, so it can read its toolbar:
 * the one place Decap puts the address, whichever Git host gives it.
 */
export function useViewPreviewHref(): string | undefined {
  const [href, setHref] = useState<string>();
  useEffect(() => {
    // Decap's toolbar link, by its English label (the editor's language).
    const read = () =>
      setHref(
        [...document.querySelectorAll<HTMLAnchorElement>('a[href][target="_blank"]')].find((link) =>
          link.textContent?.includes('View Preview'),
        )?.href,
      );
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['href'],
    });
    return () => observer.disconnect();
  }, []);
  return href;
}
