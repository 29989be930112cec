import type { ExposedModules } from 'shared-types';
import { LandingPage } from '../pages/landing-page';

// Checked against its contract entry: a drift fails `npm run typecheck`.
export default LandingPage satisfies ExposedModules['mf_marketing/LandingPage']['default'];
