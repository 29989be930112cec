import { useEffect, useMemo, useState } from 'react';
import {
  type CatalogueModule,
  catalogueOwner,
  defaultLocale,
  type ExposedModuleId,
  type ExposedModules,
  type Locale,
  type ServiceCatalogues,
  type ServiceSummary,
} from 'shared-types';
import { INLINE_DATA_IDS, readInlineData } from '../config/inline-data';
import { loadExposed } from './federation';

/** The contract's module that is a catalogue: 'mf_services/Catalogue'. */
type CatalogueModuleId = {
  [Id in ExposedModuleId]: ExposedModules[Id] extends CatalogueModule ? Id : never;
}[ExposedModuleId];

/**
 * Where the catalogue is read at run time: the ./Catalogue of the remote composition.json
 * names its owner (the same one whose catalogue the composer inlines), no other's.
 */
export const CATALOGUE_MODULE = `${catalogueOwner}/Catalogue` as CatalogueModuleId;

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; services: readonly ServiceSummary[] }
  | { status: 'failed' };

/**
 * The catalogue in every language as far as it is known: `catalogues` is the page's inline
 * block as the release step wrote it (exactly what the composer passed each remote's
 * render), then, when that lists none, what its owner (mf-services) gives at run time.
 */
export interface CataloguesState {
  status: 'loading' | 'ready' | 'failed';
  catalogues?: ServiceCatalogues;
}

/** The catalogues the release step inlined into this page, if it has a readable block. */
function inlineCatalogues(): ServiceCatalogues | undefined {
  try {
    const data = readInlineData(INLINE_DATA_IDS.catalogue);
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as ServiceCatalogues)
      : undefined;
  } catch (error) {
    console.error('[shell] the inline service catalogue is unreadable:', error);
    return undefined;
  }
}

const listsAny = (catalogues?: ServiceCatalogues) =>
  catalogues !== undefined && Object.values(catalogues).some(Array.isArray);

/**
 * The services mf-services serves now, in every language: for the footer and for every
 * remote page (contract 1.3). The release step inlines them into every page (so no route
 * loads mf-services' code for them, and a language switch has them at hand); without
 * that, they are read from mf-services at run time. Either way a new service needs no
 * shell release.
 */
export function useServiceCatalogues(): CataloguesState {
  // The page's block does not change while it is open.
  const inline = useMemo(inlineCatalogues, []);
  const [loaded, setLoaded] = useState<CataloguesState>();
  const needsLoading = !listsAny(inline) && !loaded;
  useEffect(() => {
    if (!needsLoading) return;
    let current = true;
    loadExposed(CATALOGUE_MODULE).then(
      (module) =>
        current &&
        setLoaded({
          status: 'ready',
          // A catalogue of contract 1.0 is English only: it serves every language.
          catalogues: module.serviceCatalogues ?? { [defaultLocale]: module.serviceCatalogue },
        }),
      (error: unknown) => {
        console.error('[shell] the service catalogue did not load:', error);
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [needsLoading]);
  if (listsAny(inline)) return { status: 'ready', catalogues: inline };
  return { status: loaded?.status ?? 'loading', catalogues: loaded?.catalogues ?? inline };
}

/**
 * The footer's list: the catalogue named in `locale` (English where mf-services wrote no
 * other). `preset`: the catalogue to show as is (the shell's pre-render passes it).
 */
export function useServiceCatalogue(
  locale: Locale,
  preset?: readonly ServiceSummary[],
): CatalogueState {
  const { status, catalogues } = useServiceCatalogues();
  const services = preset ?? catalogues?.[locale] ?? catalogues?.[defaultLocale];
  if (Array.isArray(services)) return { status: 'ready', services };
  return status === 'failed' ? { status: 'failed' } : { status: 'loading' };
}
