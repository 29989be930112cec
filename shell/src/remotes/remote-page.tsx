import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ExposedModuleId, RemotePage as RemotePageComponent } from 'shared-types';
import { siteConfig } from '../config/site-config';
import { loadExposed, loadedModule, prepareRetry, takeFirstLoad } from './federation';
import { RemoteBoundary } from './remote-boundary';
import { RemoteFallback } from './remote-fallback';
import { RemoteLoading } from './remote-loading';

export type PageModuleId = {
  [Id in ExposedModuleId]: Awaited<ReturnType<typeof loadExposed<Id>>> extends {
    default: RemotePageComponent;
  }
    ? Id
    : never;
}[ExposedModuleId];

/** A route-level page of a remote, with its loading state, its error boundary and a working retry. */
export function RemotePage({ moduleId }: { moduleId: PageModuleId }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  // A module loaded before the app took over the pre-rendered page renders at once: no
  // loading state between the static page and the live one. Otherwise React.lazy, which
  // remembers a rejected import, so each retry needs a new lazy component.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reason to recreate it
  const Page = useMemo(
    () =>
      loadedModule(moduleId)?.default ??
      lazy(() => takeFirstLoad(moduleId) ?? loadExposed(moduleId)),
    [moduleId, attempt],
  );

  const retry = async () => {
    await prepareRetry(moduleId);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteBoundary
      key={`${attempt}:${pathname}`}
      moduleId={moduleId}
      fallback={<RemoteFallback site={siteConfig} onRetry={retry} />}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Page site={siteConfig} />
      </Suspense>
    </RemoteBoundary>
  );
}
