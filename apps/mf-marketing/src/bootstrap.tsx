import { renderStandalone } from 'shared-ui/standalone';
import { AboutPage } from './pages/about-page';
import { HomePage } from './pages/home-page';
import { LandingPage } from './pages/landing-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';

// Alone, without the shell: the routes composition.json gives this remote, in every language.
renderStandalone('mf_marketing', { LandingPage, HomePage, AboutPage, PrivacyPolicyPage });
