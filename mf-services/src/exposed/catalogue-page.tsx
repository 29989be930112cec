import type { RemotePage } from 'shared-types';
import { CataloguePage } from '../pages/catalogue-page';

const exposed: RemotePage = CataloguePage;
export default exposed;
