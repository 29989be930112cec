import type { createBrowserRouter } from 'react-router-dom';
import { loadedModule } from '../remotes/federation';
import { remotePageFor } from '../remotes/remote-routes';

type Router = ReturnType<typeof createBrowserRouter>;

/** Whether the page at `pathname` can render at once: its module is here, or the shell draws it. */
function rendersAtOnce(pathname: string): boolean {
  const moduleId = remotePageFor(pathname);
  return moduleId === undefined || loadedModule(moduleId) !== undefined;
}

const pathnameOf = (to: Parameters<Router['navigate']>[0]): string | undefined => {
  if (typeof to === 'number' || to === null) return undefined;
  return new URL(typeof to === 'string' ? to : (to.pathname ?? ''), window.location.href).pathname;
};

/**
 * A navigation to a page that can render at once does so in the click's own task
 * (flushSync): one frame after the click, with no transition to schedule or slice. Any
 * other stays a transition, so the old page is kept until the new one has something to
 * show (decision 008). Every link in the site, the remotes' too, navigates through here.
 */
export function renderReadyPagesAtOnce(router: Router): void {
  const navigate = router.navigate.bind(router);
  router.navigate = ((to: Parameters<Router['navigate']>[0], options?: { flushSync?: boolean }) => {
    const pathname = pathnameOf(to);
    const flushSync = options?.flushSync ?? (pathname !== undefined && rendersAtOnce(pathname));
    return typeof to === 'number' ? navigate(to) : navigate(to, { ...options, flushSync });
  }) as Router['navigate'];
}
