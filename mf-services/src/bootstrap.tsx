import 'shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from 'shared-ui';
import { previewSiteConfig } from 'shared-ui/site';
import { CataloguePage } from './pages/catalogue-page';
import { ServicePage } from './pages/service-page';

const site = previewSiteConfig;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneFrame
      remoteName="mf-services"
      routes={[
        { path: '/services', label: 'Catalogue', element: <CataloguePage site={site} /> },
        { path: '/service/*', label: 'A service page', element: <ServicePage site={site} /> },
        // The same pages in Hindi, at their /hi addresses (the shell gives the site in Hindi).
        {
          path: '/hi/services',
          label: 'सेवाएँ',
          element: <CataloguePage site={site} locale="hi" />,
        },
        {
          path: '/hi/service/*',
          label: 'सर्विस पेज',
          element: <ServicePage site={site} locale="hi" />,
        },
      ]}
    />
  </StrictMode>,
);
