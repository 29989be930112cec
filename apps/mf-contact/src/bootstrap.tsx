import { renderStandalone } from 'shared-ui/standalone';
import { testCatalogues } from './enquiry/test-catalogues';
import { ContactPage } from './pages/contact-page';

// Alone, no shell hands the page mf-services' catalogue (contract 1.3): the form offers the
// stand-in the tests use, as the frame uses stand-in business details.
renderStandalone('mf_contact', { ContactPage }, { serviceCatalogues: testCatalogues });
