import { useEffect, useState } from 'react';

/** The screen the address names: the list ('#/'), or an entry ('#/services/ac'). */
export type Route = { screen: 'list' } | { screen: 'entry'; collection: string; slug: string };

export function routeOf(hash: string): Route {
  const [, collection, slug] = hash.match(/^#\/([a-z0-9-]+)\/([a-z0-9-]+)$/) ?? [];
  return collection && slug ? { screen: 'entry', collection, slug } : { screen: 'list' };
}

export const entryHref = (collection: string, slug: string) => `#/${collection}/${slug}`;

/** The route, following the address: the phone's back button goes back a screen. */
export function useHashRoute(): Route {
  const [route, setRoute] = useState(() => routeOf(window.location.hash));
  useEffect(() => {
    const changed = () => {
      setRoute(routeOf(window.location.hash));
      window.scrollTo(0, 0);
    };
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return route;
}
