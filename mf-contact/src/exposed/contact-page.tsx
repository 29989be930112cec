import type { RemotePage } from 'shared-types';
import { ContactPage } from '../pages/contact-page';

const exposed: RemotePage = ContactPage;
export default exposed;
