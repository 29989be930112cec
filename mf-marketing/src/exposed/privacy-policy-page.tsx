import type { RemotePage } from 'shared-types';
import { PrivacyPolicyPage } from '../pages/privacy-policy-page';

const exposed: RemotePage = PrivacyPolicyPage;
export default exposed;
