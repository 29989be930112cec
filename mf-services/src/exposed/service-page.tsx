import type { RemotePage } from 'shared-types';
import { ServicePage } from '../pages/service-page';

const exposed: RemotePage = ServicePage;
export default exposed;
