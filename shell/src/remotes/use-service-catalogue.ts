import { useEffect, useState } from 'react';
import type { ServiceSummary } from 'shared-types';
import { loadExposed } from './federation';

export type CatalogueState =
  | { status: 'loading' }
  | { status: 'ready'; services: readonly ServiceSummary[] }
  | { status: 'failed' };

/** The services mf-services serves now, read at run time so a new service needs no shell release. */
export function useServiceCatalogue(): CatalogueState {
  const [state, setState] = useState<CatalogueState>({ status: 'loading' });
  useEffect(() => {
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
  }, []);
  return state;
}
