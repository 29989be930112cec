import type { ExposedModules } from 'shared-types';
import { ServicePage } from '../pages/service-page';

// Checked against its contract entry: a drift fails `npm run typecheck`.
export default ServicePage satisfies ExposedModules['mf_services/ServicePage']['default'];
