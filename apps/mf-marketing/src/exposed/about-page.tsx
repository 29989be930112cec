import type { ExposedModules } from 'shared-types';
import { AboutPage } from '../pages/about-page';

// Checked against its contract entry: a drift fails `npm run typecheck`.
export default AboutPage satisfies ExposedModules['mf_marketing/AboutPage']['default'];
