import 'shared-ui/tokens.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useRoutes } from 'react-router-dom';
import { remoteOf } from 'shared-ui/site';
import { appRoutes } from './app/routes';
import { hydratable } from './config/contract-compatibility';
import { inlineRemoteConfig } from './config/remote-config';
import { InstantRouter } from './navigation/instant-router';
import { drawAfresh } from './prerendered/draw-afresh';
import { reportHydrationError } from './prerendered/hydration-errors';
import { startFirstLoad } from './remotes/federation';
import { remotePageFor } from './remotes/remote-routes';

const container = document.getElementById('root') as HTMLElement;

/** Whether the first page's remote renders its page as its render build drew it. */
function firstPageHydratable(firstPage: ReturnType<typeof remotePageFor>): boolean {
  if (!firstPage) return true;
  try {
    const deployment = inlineRemoteConfig()[remoteOf(firstPage)];
    return deployment !== undefined && hydratable(deployment.contract);
  } catch {
    // An unreadable configuration: the page's region shows its fallback either way.
    return true;
  }
}

/** The site's routes, as the router matches them. */
function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * With pre-rendered markup in the page, the app hydrates it (decisions 014, 025): the markup
 * stays, React attaches to it in a transition, so the work is cut into slices the browser
 * can paint and answer input between. The frame does not wait for the page: the page's
 * region stays as the HTML drew it until its module arrives, then hydrates; if the module
 * fails, that region alone shows the fallback. Without pre-rendered markup (the
 * development server) the app renders afresh.
 */
export function start(): void {
  const prerendered = container.firstElementChild !== null;
  const { pathname } = window.location;
  const firstPage = remotePageFor(pathname);
  // The page's loader started the app when the page was idle, or at the visitor's first
  // touch (decision 025): the page's module loads at once with it.
  const firstLoad = prerendered && firstPage ? startFirstLoad(firstPage, pathname) : undefined;
  firstLoad?.catch(() => undefined);

  const app = (
    <StrictMode>
      <InstantRouter>
        <AppRoutes />
      </InstantRouter>
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  if (!firstPageHydratable(firstPage)) {
    void drawAfresh(container, app, firstLoad);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
  });
}
