import 'shared-ui/tokens.css';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { appRoutes } from './app/routes';
import { renderReadyPagesAtOnce } from './navigation/instant-navigation';
import { warmUpWhenIdle } from './navigation/warm-up-when-idle';
import { loadLiveImages, rememberFocus, restoreFocus } from './prerendered/take-over';
import { startFirstLoad } from './remotes/federation';
import { remotePageFor } from './remotes/remote-routes';

const container = document.getElementById('root') as HTMLElement;

/**
 * With pre-rendered markup in the page, the first page's module is loaded before the
 * app renders, so the swap from static to live markup is one commit with nothing
 * in between: no loading state, no layout shift. If that load fails or times out, the
 * app takes over all the same and the page shows its fallback (decision 005).
 */
async function start(): Promise<void> {
  const prerendered = container.firstElementChild !== null;
  const firstPage = remotePageFor(window.location.pathname);
  if (prerendered) {
    await Promise.all([
      firstPage && startFirstLoad(firstPage).catch(() => undefined),
      loadLiveImages(container),
    ]);
  }

  // As if hydrating: the router must not scroll a page the visitor may have scrolled already.
  const router = createBrowserRouter(appRoutes, {
    hydrationData: prerendered ? { loaderData: {} } : undefined,
  });
  renderReadyPagesAtOnce(router);
  const focused = rememberFocus(container);
  flushSync(() => {
    createRoot(container).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
  restoreFocus(focused);
  // For tests and tools: the page is now the live app.
  document.documentElement.dataset.app = 'live';
  void warmUpWhenIdle();
}

void start();
