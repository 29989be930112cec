import type { ExposedModules } from 'shared-types';
import { HomePage } from '../pages/home-page';

// Checked against its contract entry: a drift fails `npm run typecheck`.
export default HomePage satisfies ExposedModules['mf_marketing/HomePage']['default'];
