import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { PreviewMessage, SiteConfig } from 'shared-types';
import { ServiceDetails } from '../components/service-details';
import { acceptedMessage, READY } from './message';
import { serviceOf } from './service-of';

/** The collection this part draws: its service pages. */
const SERVICES = 'services';

/**
 * The owner's preview while typing (owner-preview.html): framed by the editor, sandboxed,
 * on this part's own origin. It listens to the window that framed it and the page above
 * it (`top`) alone, says it is ready, and draws each entry it is sent with the service
 * page's own component, in the language being edited.
 */
export function OwnerPreview({
  site,
  parent,
  top = parent,
}: {
  site: SiteConfig;
  parent: Window;
  top?: Window | null;
}) {
  const [message, setMessage] = useState<PreviewMessage>();
  useEffect(() => {
    if (parent === window) return undefined;
    const listen = (event: MessageEvent) => {
      const accepted = acceptedMessage(event, top ? [parent, top] : [parent]);
      if (accepted) setMessage(accepted);
    };
    window.addEventListener('message', listen);
    // Only the editor may frame this page (its frame-ancestors), and "ready" says nothing
    // of the page: any origin may hear it.
    parent.postMessage(READY, '*');
    return () => window.removeEventListener('message', listen);
  }, [parent, top]);
  useEffect(() => {
    if (message) document.documentElement.lang = message.locale;
  }, [message]);
  if (!message || message.collection !== SERVICES) return null;
  return (
    <MemoryRouter>
      <div data-boundary="mf-services">
        <ServiceDetails
          service={serviceOf(message.data, message.slug, message.pictures)}
          site={site}
          locale={message.locale}
        />
      </div>
    </MemoryRouter>
  );
}
