import { useEffect } from 'react';
import type { PageHead } from 'shared-types';

/**
 * Sets the page's title and meta description while the calling page is shown. The
 * served HTML already has them (composed at release from the same head data); this
 * keeps them right when the visitor moves between pages without a reload.
 */
export function useDocumentMeta({ title, description }: Pick<PageHead, 'title' | 'description'>) {
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
