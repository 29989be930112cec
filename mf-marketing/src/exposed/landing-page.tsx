import type { RemotePage } from 'shared-types';
import { LandingPage } from '../pages/landing-page';

const exposed: RemotePage = LandingPage;
export default exposed;
