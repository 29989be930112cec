import { useEffect, useState } from 'react';
import type { ServiceSummary } from 'shared-types';
import { INLINE_DATA_IDS, readInlineData } from '../config/inline-data';
import { loadExposed } from './federation';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; services: readonly ServiceSummary[] }
  | { status: 'failed' };

/** The catalogue the release step inlined into this page, if it is a list of services. */
function inlineCatalogue(): readonly ServiceSummary[] | undefined {
  try {
    const data = readInlineData(INLINE_DATA_IDS.catalogue);
    return Array.isArray(data) ? (data as ServiceSummary[]) : undefined;
  } catch (error) {
    console.error('[shell] the inline service catalogue is unreadable:', error);
    return undefined;
  }
}

/**
 * The services mf-services serves now. The release step inlines them into every page
 * (so no route loads mf-services' code for the footer); without that, they are read
 * from mf-services at run time. Either way a new service needs no shell release.
 * `preset`: the catalogue to show as is (the shell's pre-render passes it).
 */
export function useServiceCatalogue(preset?: readonly ServiceSummary[]): CatalogueState {
  const [state, setState] = useState<CatalogueState>(() => {
    const services = preset ?? inlineCatalogue();
    return services ? { status: 'ready', services } : { status: 'loading' };
  });
  const needsLoading = state.status === 'loading';
  useEffect(() => {
    if (!needsLoading) return;
    let current = true;
    loadExposed('mf_services/Catalogue').then(
      (module) => current && setState({ status: 'ready', services: module.serviceCatalogue }),
      (error: unknown) => {
        console.error('[shell] the service catalogue for the footer did not load:', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [needsLoading]);
  return state;
}
