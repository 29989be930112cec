import CMS from 'decap-cms-app';
import tokens from 'shared-ui/tokens.css?inline';
import { contentCollections as contact } from '../../mf-contact/src/content/schema';
import { contentCollections as marketing } from '../../mf-marketing/src/content/schema';
import { contentCollections as services } from '../../mf-services/src/content/schema';
import { contentCollections as business } from '../../shell/src/content/schema';
import { backendChoice } from './config/backend-choice';
import { decapConfig } from './config/decap-config';
import { ServicePreview } from './previews/service-preview';

// The owner's editor: Decap CMS, configured from each part's content schemas, saving
// through Git. Its previews draw a page with the site's own components and styles.

// The site's styles: its tokens, and the pages' CSS this bundle holds (linked by the build).
CMS.registerPreviewStyle(tokens, { raw: true });
for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
  CMS.registerPreviewStyle(sheet.href);
}
CMS.registerPreviewTemplate('services', ServicePreview);
CMS.init({
  config: decapConfig([business, services, marketing, contact], backendChoice()) as never,
});
