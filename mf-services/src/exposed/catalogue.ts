import type { ExposedModules } from 'shared-types';
import { serviceCatalogue as catalogue } from '../content/services';

// The catalogue as a contract: the shell's footer lists what mf-services serves now.
// Checked against its contract entry: a drift fails `npm run typecheck`.
export const serviceCatalogue =
  catalogue satisfies ExposedModules['mf_services/Catalogue']['serviceCatalogue'];
