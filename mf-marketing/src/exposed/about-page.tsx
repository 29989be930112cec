import type { RemotePage } from 'shared-types';
import { AboutPage } from '../pages/about-page';

const exposed: RemotePage = AboutPage;
export default exposed;
