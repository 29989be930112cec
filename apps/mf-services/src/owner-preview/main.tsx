import 'shared-ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { previewSiteConfig } from 'shared-ui/site';
import { OwnerPreview } from './owner-preview';

// The owner's preview page (owner-preview.html): built by this part's build without
// federation (packages/build-config/owner-preview-page.ts), so it runs alone, framed by the editor.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <OwnerPreview site={previewSiteConfig} parent={window.parent} top={window.top} />
  </StrictMode>,
);
