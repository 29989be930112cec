import { use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type {
  ExposedModuleId,
  PageModuleId,
  RemotePage as RemotePageComponent,
} from 'shared-types';
import { siteConfigs } from '../config/site-config';
import { useLocale } from '../locale/use-locale';
import { type PageFocus, rememberPageFocus, restorePageFocus } from '../prerendered/page-focus';
import { PrerenderedContent } from '../prerendered/prerendered-content';
import { loadedModule, prepareRetry } from './federation';
import {
  type Arrival,
  arrivalOf,
  forgetArrivals,
  knownArrival,
  type PageRequest,
} from './page-arrival';
import { RemoteBoundary } from './remote-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading } from './remote-loading';
import { useServiceCatalogues } from './use-service-catalogue';

/** A route-level page of a remote, with its error boundary and a working retry. */
export function RemotePage({ moduleId }: { moduleId: PageModuleId }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname, key } = useLocation();
  const site = siteConfigs[useLocale()];
  const request: PageRequest = { navigationKey: key, attempt, moduleId, pathname };

  const retry = async () => {
    await prepareRetry(moduleId);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteBoundary
      key={`${attempt}:${pathname}`}
      moduleId={moduleId}
      fallback={<RemoteFallback site={site} onRetry={retry} />}
      // A failed arrival is not kept: coming back to this page loads it afresh.
      onFailure={() => forgetArrivals(request)}
    >
      <RemotePageContent request={request} />
    </RemoteBoundary>
  );
}

/**
 * A value as a promise React's `use` reads at once, without suspending. `use` is called on
 * every render, even when the arrival is known: a render React replays after the arrival
 * came (the module may come within the same task) must call `use` as the attempt that
 * suspended did, or its next hook finds no state and React throws (error 467).
 */
const fulfilled = <T,>(value: T): Promise<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled', value });

/** The page component of a module already loaded (every routed module's default export). */
const livePage = (moduleId: ExposedModuleId) =>
  (loadedModule(moduleId) as { default: RemotePageComponent } | undefined)?.default;

/**
 * The page as soon as there is something to show (decision 008). A module already here
 * renders at once. Otherwise the navigation suspends, inside the router's transition, so
 * the old page stays until the module or the route's pre-rendered page arrives; the
 * pre-rendered page is then replaced by the live one in one commit. The first page is
 * different: its composed markup is on screen, and it only waits for its module to
 * hydrate it (decision 014).
 * The loading state appears only when neither came in time, on the way to the fallback.
 */
function RemotePageContent({ request }: { request: PageRequest }) {
  // Once on screen, the page no longer waits: later renders reuse what it showed.
  const shown = useRef<Arrival>(undefined);
  const known = shown.current ?? knownArrival(request.moduleId, request.attempt);
  const arrival = use(known ? fulfilled(known) : arrivalOf(request));
  const [live, setLive] = useState(arrival.kind === 'live');
  const [failure, setFailure] = useState<{ error: unknown }>();
  const focusBeforeSwap = useRef<PageFocus>(undefined);

  const { navigationKey, attempt, moduleId, pathname } = request;
  const locale = useLocale();
  // Every language's, from the page's inline block at first: what the composer gave the
  // page's render, so hydration draws the same (decision 014).
  const { catalogues } = useServiceCatalogues();
  useEffect(() => {
    shown.current = arrival;
    forgetArrivals({ navigationKey, attempt, moduleId, pathname });
  }, [arrival, navigationKey, attempt, moduleId, pathname]);

  // The load the arrival raced, so its one timeout holds; after a failed first load, none.
  const moduleLoad = 'module' in arrival ? arrival.module : undefined;
  useEffect(() => {
    if (live || !moduleLoad) return;
    let current = true;
    moduleLoad.then(
      () => {
        if (!current) return;
        focusBeforeSwap.current = rememberPageFocus();
        setLive(true);
      },
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
  }, [live, moduleLoad]);

  useLayoutEffect(() => {
    if (!live || !focusBeforeSwap.current) return;
    restorePageFocus(focusBeforeSwap.current);
    focusBeforeSwap.current = undefined;
  }, [live]);

  if (arrival.kind === 'failed') throw arrival.error;
  if (failure) throw failure.error;
  const Page = live ? livePage(moduleId) : undefined;
  if (Page) {
    return <Page site={siteConfigs[locale]} locale={locale} serviceCatalogues={catalogues} />;
  }
  if (arrival.kind === 'prerendered') return <PrerenderedContent page={arrival.page} />;
  return <RemoteLoading />;
}
