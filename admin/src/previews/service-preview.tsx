import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { MemoryRouter } from 'react-router-dom';
import { defaultLocale, type Locale, locales } from 'shared-types';
import { ServiceDetails } from '../../../mf-services/src/components/service-details';
import type { ServiceData } from '../../../mf-services/src/content/schema';
import type { ServiceContent } from '../../../mf-services/src/content/service-content';
import { siteConfigs } from '../../../shell/src/config/site-config';
import { previewPageUrl, useViewPreviewHref } from './preview-site-link';

/** What a half-filled form still lets the page draw: an empty list, not a crash. */
function serviceOf(data: Partial<ServiceData>, slug: string, picture: string): ServiceContent {
  const card = { icon: 'check' as const, title: '', description: '' };
  const [first = card, second = card, third = card] = data.highlights ?? [];
  return {
    order: data.order ?? 1,
    name: data.name ?? '',
    appliance: data.appliance ?? '',
    title: data.title ?? '',
    tagline: data.tagline ?? '',
    metaDescription: data.metaDescription ?? '',
    intro: data.intro ?? '',
    offerings: data.offerings ?? [],
    brands: data.brands ?? [],
    highlights: [first, second, third],
    amcPlan: data.amcPlan ?? '',
    closing: { heading: data.closing?.heading ?? '', text: data.closing?.text ?? '' },
    slug,
    image: { src: picture, alt: data.image?.alt ?? '', width: 400, height: 300 },
  };
}

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

/** A service page as visitors will see it, in the language being edited: the page's own component and styles. */
export function ServicePreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const locale = previewLocale(entry);
  const data = entry.get('data').toJS() as Partial<ServiceData>;
  const picture = data.image?.src ? String(getAsset(data.image.src)) : '';
  const slug = String(entry.get('slug') ?? 'new-service');
  const viewPreview = useViewPreviewHref();
  return (
    <MemoryRouter>
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
      <ServiceDetails
        service={serviceOf(data, slug, picture)}
        site={siteConfigs[locale]}
        locale={locale}
      />
    </MemoryRouter>
  );
}
