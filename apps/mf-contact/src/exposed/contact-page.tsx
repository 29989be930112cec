import type { ExposedModules } from 'shared-types';
import { ContactPage } from '../pages/contact-page';

// Checked against its contract entry: a drift fails `npm run typecheck`.
export default ContactPage satisfies ExposedModules['mf_contact/ContactPage']['default'];
