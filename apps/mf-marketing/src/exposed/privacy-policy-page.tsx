import type { ExposedModules } from 'shared-types';
import { PrivacyPolicyPage } from '../pages/privacy-policy-page';

// Checked against its contract entry: a drift fails `npm run typecheck`.
export default PrivacyPolicyPage satisfies ExposedModules['mf_marketing/PrivacyPolicyPage']['default'];
