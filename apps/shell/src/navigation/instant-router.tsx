import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router-dom';
import { loadedModule } from '../remotes/federation';
import { remotePageFor } from '../remotes/remote-routes';
import { rememberScroll } from './scroll-positions';

/** Whether the page at `pathname` can render at once: its module is here, or the shell draws it. */
function rendersAtOnce(pathname: string): boolean {
  const moduleId = remotePageFor(pathname);
  return moduleId === undefined || loadedModule(moduleId) !== undefined;
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The app's router: react-router's declarative one over the browser's history, with no
 * data router (about 18 KB less JavaScript, decision 025). A navigation to a page that can
 * render at once does so in the click's own task (flushSync): one frame after the click,
 * with no transition to schedule or slice. Any other is a transition, so the old page is
 * kept until the new one has something to show (decision 008). Every link in the site,
 * the remotes' too, navigates through here. The scroll position of the page left is kept
 * for back and forward (scroll-positions.ts).
 */
export function InstantRouter({ children }: { children: ReactNode }) {
  const [history] = useState<BrowserHistory>(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const shown = useRef(state.location);
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        rememberScroll(shown.current.key);
        shown.current = location;
        const next = { action, location };
        if (rendersAtOnce(location.pathname)) flushSync(() => setState(next));
        else startTransition(() => setState(next));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
