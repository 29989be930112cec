import type { ExposedModuleId } from 'shared-types';
import { type PrerenderedPage, prerenderedPage } from '../prerendered/prerendered-page';
import { firstLoadFailure, firstLoadOf, loadExposed, loadedModule } from './federation';

/**
 * What a route can show first after a soft navigation (decision 008):
 * - `live`: its module is here;
 * - `prerendered`: its composed page came before the module, shown until the module arrives;
 * - `waiting`: neither came in time: the loading state, on the way to the page or the fallback;
 * - `failed`: the module did not load: the fallback.
 * The two that still wait carry the module's load, so its one timeout holds.
 */
export type Arrival =
  | { kind: 'live' }
  | { kind: 'prerendered'; page: PrerenderedPage; module: Promise<unknown> }
  | { kind: 'waiting'; module: Promise<unknown> }
  | { kind: 'failed'; error: unknown };

/**
 * How long the old page may stay while neither the module nor the composed page has come:
 * a visitor must see that the click did something.
 */
export const ARRIVAL_PATIENCE_MS = 2500;

/**
 * What is known without waiting: a module already here, or, before any retry, a first
 * load that failed (until the visitor leaves the first page).
 */
export function knownArrival(moduleId: ExposedModuleId, attempt: number): Arrival | undefined {
  if (loadedModule(moduleId)) return { kind: 'live' };
  const failure = attempt === 0 ? firstLoadFailure(moduleId) : undefined;
  return failure && { kind: 'failed', error: failure.error };
}

const never = new Promise<never>(() => {});
const arrivals = new Map<string, Promise<Arrival>>();

/** One navigation to one page: the location's key, the retry count, the module and the path. */
export interface PageRequest {
  navigationKey: string;
  attempt: number;
  moduleId: ExposedModuleId;
  pathname: string;
}

const keyOf = ({ navigationKey, attempt, moduleId, pathname }: PageRequest) =>
  `${navigationKey} ${attempt} ${moduleId} ${pathname}`;

/** The first page's module, loaded as the app started: its markup is on screen, hydrating. */
const firstArrival = (load: Promise<unknown>): Promise<Arrival> =>
  load.then(
    () => ({ kind: 'live' }),
    (error: unknown) => ({ kind: 'failed', error }),
  );

function race(request: PageRequest): Promise<Arrival> {
  const module = loadExposed(request.moduleId);
  return Promise.race<Arrival>([
    module.then(
      () => ({ kind: 'live' }),
      (error: unknown) => ({ kind: 'failed', error }),
    ),
    prerenderedPage(request.pathname).then((page) =>
      page ? { kind: 'prerendered', page, module } : never,
    ),
    new Promise<Arrival>((resolve) =>
      setTimeout(() => resolve({ kind: 'waiting', module }), ARRIVAL_PATIENCE_MS),
    ),
  ]);
}

/**
 * The first of: the module, the route's composed page, or patience running out. One
 * promise per request (React suspends on it and reads it again when it settles); the
 * location's key makes a later visit to the same path race afresh. The first page only
 * waits for its module: its pre-rendered markup stays on screen meanwhile, to be hydrated.
 */
export function arrivalOf(request: PageRequest): Promise<Arrival> {
  const key = keyOf(request);
  let arrival = arrivals.get(key);
  if (!arrival) {
    const firstLoad =
      request.attempt === 0 ? firstLoadOf(request.moduleId, request.pathname) : undefined;
    arrival = firstLoad ? firstArrival(firstLoad) : race(request);
    arrivals.set(key, arrival);
  }
  return arrival;
}

/**
 * Once a page is on screen (or its fallback), its arrival and those of navigations that
 * were overtaken before they showed are no longer needed.
 */
export function forgetArrivals(request: PageRequest): void {
  arrivals.delete(keyOf(request));
  for (const key of arrivals.keys()) {
    if (!key.startsWith(`${request.navigationKey} `)) arrivals.delete(key);
  }
}
