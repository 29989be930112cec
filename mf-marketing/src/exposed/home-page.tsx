import type { RemotePage } from 'shared-types';
import { HomePage } from '../pages/home-page';

const exposed: RemotePage = HomePage;
export default exposed;
