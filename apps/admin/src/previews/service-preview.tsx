import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useEffect, useRef, useState } from 'react';
import { defaultLocale, type Locale, locales } from 'shared-types';
import { PreviewFrame } from './preview-frame';
import { OWNER_PREVIEW_MESSAGE, type PreviewMessage } from './preview-message';
import { previewPageUrl, useViewPreviewHref } from './preview-site-link';

/** The collection whose entries are service pages. */
export const SERVICES_COLLECTION = 'services';

/**
 * The language the preview draws: Decap hands the preview the left pane's language by
 * putting that language's copy in place of `data` (its getPreviewEntry), so Hindi is when
 * `data` is the Hindi copy itself; the default language's copy is `data` itself.
 */
const previewLocale = (entry: PreviewTemplateComponentProps['entry']): Locale =>
  locales.find(
    (locale) =>
      locale !== defaultLocale && entry.get('data') === entry.getIn(['i18n', locale, 'data']),
  ) ?? defaultLocale;

/** A picture as a data: URL: what a frame on another origin can draw of it. */
const dataUrlOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * The pictures an entry names that only the editor holds (chosen and not yet in the
 * part's release: a file, or a blob: URL of the editor's origin), as data: URLs by file
 * name. A picture the release has is left to the part, which draws it as its pages do.
 */
function usePictures(
  names: readonly string[],
  getAsset: PreviewTemplateComponentProps['getAsset'],
): Record<string, string> {
  const [pictures, setPictures] = useState<Record<string, string>>({});
  // Decap hands a new getAsset at each render: the pictures are read again when the names change.
  const assets = useRef(getAsset);
  assets.current = getAsset;
  const key = names.join('\n');
  useEffect(() => {
    let current = true;
    void Promise.all(
      key
        .split('\n')
        .filter(Boolean)
        .map(async (name) => {
          const asset = assets.current(name) as Partial<ReturnType<typeof getAsset>> | undefined;
          const url = asset ? String(asset.url ?? '') : '';
          const blob =
            asset?.fileObj ??
            (url.startsWith('blob:')
              ? await fetch(url).then((answer) => answer.blob())
              : undefined);
          if (!blob?.type.startsWith('image/')) return [];
          return [[name, await dataUrlOf(blob)] as const];
        }),
    )
      .then((found) => current && setPictures(Object.fromEntries(found.flat())))
      .catch(() => current && setPictures({}));
    return () => {
      current = false;
    };
  }, [key]);
  return pictures;
}

/**
 * A service page as visitors will see it, in the language being edited, drawn by
 * mf-services' own preview page at `src` (admin/parts.json's `previewFrame`, on the
 * part's own origin) from the entry as the form holds it.
 */
export const servicePreviewDrawnBy = (src: string | undefined) =>
  function ServicePreview(props: PreviewTemplateComponentProps) {
    return <ServicePreviewIn src={src} {...props} />;
  };

function ServicePreviewIn({
  src,
  entry,
  getAsset,
}: PreviewTemplateComponentProps & { src: string | undefined }) {
  const locale = previewLocale(entry);
  const data: unknown = entry.get('data')?.toJS?.() ?? {};
  const image = (data as { image?: { src?: unknown } } | null)?.image?.src;
  const pictures = usePictures(typeof image === 'string' && image ? [image] : [], getAsset);
  const slug = String(entry.get('slug') || 'new-service');
  const viewPreview = useViewPreviewHref();
  const message: PreviewMessage = {
    type: OWNER_PREVIEW_MESSAGE,
    collection: SERVICES_COLLECTION,
    slug,
    locale,
    data,
    pictures,
  };
  return (
    <>
      {viewPreview && (
        <p
          style={{
            margin: 0,
            padding: '0.5rem 1rem',
            background: '#fff8e1',
            font: '14px system-ui',
          }}
        >
          <a
            href={previewPageUrl(viewPreview, locale, `/service/${slug}`)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {locale === defaultLocale
              ? 'Open this page on the preview of the whole site'
              : 'इस पेज को पूरी साइट के प्रीव्यू पर खोलें'}
          </a>
        </p>
      )}
      {src ? (
        <PreviewFrame src={src} message={message} title="The service page, as you are writing it" />
      ) : (
        <p style={{ margin: 0, padding: '1rem', font: '14px system-ui' }}>
          The page cannot be drawn here yet: save, then open it on the preview of the whole site.
        </p>
      )}
    </>
  );
}
