import 'shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from 'shared-ui';
import { previewSiteConfig } from 'shared-ui/site';
import { ContactPage } from './pages/contact-page';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneFrame
      remoteName="mf-contact"
      routes={[
        { path: '/contact', label: 'Contact', element: <ContactPage site={previewSiteConfig} /> },
        {
          path: '/hi/contact',
          label: 'संपर्क (हिंदी)',
          element: <ContactPage site={previewSiteConfig} locale="hi" />,
        },
      ]}
    />
  </StrictMode>,
);
