import type { ExposedModules } from 'shared-types';
import {
  serviceCatalogue as english,
  serviceCatalogues as everyLanguage,
} from '../content/services';

// The catalogue as a contract: the shell's footer lists what mf-services serves now.
// Checked against its contract entry: a drift fails `npm run typecheck`.
type CatalogueModule = ExposedModules['mf_services/Catalogue'];

/** English: what a shell of contract 1.0 reads. */
export const serviceCatalogue = english satisfies CatalogueModule['serviceCatalogue'];

/** Each language's catalogue (contract 1.1): names translated, paths English. */
export const serviceCatalogues = everyLanguage satisfies NonNullable<
  CatalogueModule['serviceCatalogues']
>;
