import 'shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StandaloneFrame } from 'shared-ui';
import { previewSiteConfig } from 'shared-ui/site';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';
import { LandingPage } from './pages/landing-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';

const site = previewSiteConfig;

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <StandaloneFrame
      remoteName="mf-marketing"
      routes={[
        { path: '/', label: 'Landing', element: <LandingPage site={site} /> },
        { path: '/home', label: 'Home', element: <HomePage site={site} /> },
        { path: '/about', label: 'About', element: <AboutPage site={site} /> },
        { path: '/privacy-policy', label: 'Privacy', element: <PrivacyPolicyPage site={site} /> },
        // The same pages in Hindi, as the shell serves them under /hi.
        { path: '/hi', label: 'हिंदी', element: <LandingPage site={site} locale="hi" /> },
        { path: '/hi/home', label: 'होम', element: <HomePage site={site} locale="hi" /> },
        { path: '/hi/about', label: 'परिचय', element: <AboutPage site={site} locale="hi" /> },
        {
          path: '/hi/privacy-policy',
          label: 'प्राइवेसी',
          element: <PrivacyPolicyPage site={site} locale="hi" />,
        },
      ]}
    />
  </StrictMode>,
);
