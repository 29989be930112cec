import { defineConfig } from 'vite';
import { appConfig } from '../shared-ui/vite/app-config.ts';

export default defineConfig(
  appConfig({
    appDir: import.meta.dirname,
    port: 4001,
    routes: [
      { path: '/', expose: './LandingPage' },
      { path: '/home', expose: './HomePage' },
      { path: '/about', expose: './AboutPage' },
      { path: '/privacy-policy', expose: './PrivacyPolicyPage' },
    ],
    federation: {
      name: 'mf_marketing',
      filename: 'remoteEntry.js',
      manifest: true,
      exposes: {
        './LandingPage': './src/exposed/landing-page.tsx',
        './HomePage': './src/exposed/home-page.tsx',
        './AboutPage': './src/exposed/about-page.tsx',
        './PrivacyPolicyPage': './src/exposed/privacy-policy-page.tsx',
      },
    },
  }),
);
