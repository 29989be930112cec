import 'shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from 'shared-ui';
import { previewSiteConfig } from 'shared-ui/site';
import { testCatalogues } from './enquiry/test-catalogues';
import { ContactPage } from './pages/contact-page';

// Alone, no shell hands the page mf-services' catalogue (contract 1.3): the form offers the
// stand-in the tests use, as the frame uses stand-in business details.
const serviceCatalogues = testCatalogues;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneFrame
      remoteName="mf-contact"
      routes={[
        {
          path: '/contact',
          label: 'Contact',
          element: <ContactPage site={previewSiteConfig} serviceCatalogues={serviceCatalogues} />,
        },
        {
          path: '/hi/contact',
          label: 'संपर्क (हिंदी)',
          element: (
            <ContactPage
              site={previewSiteConfig}
              locale="hi"
              serviceCatalogues={serviceCatalogues}
            />
          ),
        },
      ]}
    />
  </StrictMode>,
);
