import { useEffect, useMemo, useState } from 'react';
import { defaultLocale, type Locale, type ServiceSummary } from 'shared-types';
import { INLINE_DATA_IDS, readInlineData } from '../config/inline-data';
import { loadExposed } from './federation';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; services: readonly ServiceSummary[] }
  | { status: 'failed' };

/** What the release step inlines: the catalogue in each language mf-services writes. */
type InlineCatalogues = Partial<Record<Locale, readonly ServiceSummary[]>>;

/** The catalogue in `locale` the release step inlined into this page, if there is one. */
function inlineCatalogue(locale: Locale): readonly ServiceSummary[] | undefined {
  try {
    const data = readInlineData(INLINE_DATA_IDS.catalogue) as InlineCatalogues | undefined;
    // A catalogue mf-services wrote in English, the default, only (before contract 1.1)
    // serves every language.
    const services = data?.[locale] ?? data?.[defaultLocale];
    return Array.isArray(services) ? services : undefined;
  } catch (error) {
    console.error('[shell] the inline service catalogue is unreadable:', error);
    return undefined;
  }
}

/**
 * The services mf-services serves now, named in `locale`. The release step inlines them,
 * in every language, into every page (so no route loads mf-services' code for the footer,
 * and a language switch has its list at hand); without that, they are read from
 * mf-services at run time. Either way a new service needs no shell release.
 * `preset`: the catalogue to show as is (the shell's pre-render passes it).
 */
export function useServiceCatalogue(
  locale: Locale,
  preset?: readonly ServiceSummary[],
): CatalogueState {
  const inline = useMemo(() => preset ?? inlineCatalogue(locale), [preset, locale]);
  const [loaded, setLoaded] = useState<Partial<Record<Locale, CatalogueState>>>({});
  const needsLoading = !inline && !loaded[locale];
  useEffect(() => {
    if (!needsLoading) return;
    let current = true;
    const settle = (state: CatalogueState) =>
      current && setLoaded((before) => ({ ...before, [locale]: state }));
    loadExposed('mf_services/Catalogue').then(
      (module) =>
        settle({
          status: 'ready',
          services: module.serviceCatalogues?.[locale] ?? module.serviceCatalogue,
        }),
      (error: unknown) => {
        console.error('[shell] the service catalogue for the footer did not load:', error);
        settle({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [needsLoading, locale]);
  if (inline) return { status: 'ready', services: inline };
  return loaded[locale] ?? { status: 'loading' };
}
