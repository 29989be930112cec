import type { ExposedModules } from 'shared-types';
import { CataloguePage } from '../pages/catalogue-page';

// Checked against its contract entry: a drift fails `npm run typecheck`.
export default CataloguePage satisfies ExposedModules['mf_services/CataloguePage']['default'];
