import 'shared-ui/tokens.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './app/routes';
import { renderReadyPagesAtOnce } from './navigation/instant-navigation';
import { reportHydrationError } from './prerendered/hydration-errors';
import { startFirstLoad } from './remotes/federation';
import { remotePageFor } from './remotes/remote-routes';

const container = document.getElementById('root') as HTMLElement;

/**
 * With pre-rendered markup in the page, the app hydrates it (decision 014): the markup
 * stays, React attaches to it in a transition, so the work is cut into slices the browser
 * can paint and answer input between. The frame does not wait for the page: the page's
 * region stays as the HTML drew it until its module arrives, then hydrates; if the module
 * fails, that region alone shows the fallback. Without pre-rendered markup (the
 * development server) the app renders afresh.
 */
function start(): void {
  const prerendered = container.firstElementChild !== null;
  const firstPage = remotePageFor(window.location.pathname);
  if (prerendered && firstPage) void startFirstLoad(firstPage).catch(() => undefined);

  // As when hydrating: the router must not scroll a page the visitor may have scrolled already.
  const router = createBrowserRouter(appRoutes, {
    hydrationData: prerendered ? { loaderData: {} } : undefined,
  });
  renderReadyPagesAtOnce(router);
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
  });
}

start();
