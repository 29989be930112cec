import { defineConfig, type Plugin } from 'vite';
// build-config by its path: Vite bundles this file and the schemas it imports but leaves a
// package import to Node, which cannot load .ts. Elsewhere its exports name it ('build-config/…').
import { appConfig } from '../../packages/build-config/app-config.ts';
import { contentValidation } from '../../packages/build-config/content/content-plugin.ts';
import { siteConfig } from './src/config/site-config.ts';
import { contentCollections } from './src/content/schema.ts';

/** The no-JavaScript message names the business's phone and e-mail from SiteConfig, not by hand. */
function siteConfigInHtml(): Plugin {
  return {
    name: 'jac:site-config-in-html',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%BUSINESS_NAME%', siteConfig.businessName)
        .replaceAll('%BUSINESS_PHONE%', siteConfig.phoneDisplay)
        .replaceAll('%BUSINESS_PHONE_HREF%', `tel:${siteConfig.phoneE164}`)
        .replaceAll('%BUSINESS_EMAIL%', siteConfig.email),
  };
}

// Port and federation options: composition.json.
export default defineConfig(
  appConfig({
    appDir: import.meta.dirname,
    extraPlugins: [contentValidation(contentCollections, import.meta.dirname), siteConfigInHtml()],
  }),
);
