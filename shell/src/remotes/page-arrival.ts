import type { ExposedModuleId } from 'shared-types';
import { type PrerenderedPage, prerenderedPage } from '../navigation/prerendered-page';
import { firstLoadFailure, loadExposed, loadedModule } from './federation';

/**
 * What a route can show first after a soft navigation (decision 008):
 * - `live`: its module is here;
 * - `prerendered`: its composed page came before the module, shown until the module arrives;
 * - `waiting`: neither came in time: the loading state, on the way to the page or the fallback;
 * - `failed`: the module did not load: the fallback.
 */
export type Arrival =
  | { kind: 'live' }
  | { kind: 'prerendered'; page: PrerenderedPage }
  | { kind: 'waiting' }
  | { kind: 'failed'; error: unknown };

/**
 * How long the old page may stay while neither the module nor the composed page has come:
 * a visitor must see that the click did something.
 */
export const ARRIVAL_PATIENCE_MS = 2500;

/** React Router's key for the location the app started on. */
const FIRST_LOCATION_KEY = 'default';

/**
 * What is known without waiting: a module already here, or, on the page the app started
 * on and before any retry, a first load that failed (a later visit loads afresh).
 */
export function knownArrival(
  moduleId: ExposedModuleId,
  navigationKey: string,
  attempt: number,
): Arrival | undefined {
  if (loadedModule(moduleId)) return { kind: 'live' };
  const failure =
    navigationKey === FIRST_LOCATION_KEY && attempt === 0 ? firstLoadFailure(moduleId) : undefined;
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

/**
 * The first of: the module, the route's composed page, or patience running out. One
 * promise per request (React suspends on it and reads it again when it settles); the
 * location's key makes a later visit to the same path race afresh.
 */
export function arrivalOf(request: PageRequest): Promise<Arrival> {
  const key = keyOf(request);
  let arrival = arrivals.get(key);
  if (!arrival) {
    arrival = Promise.race<Arrival>([
      loadExposed(request.moduleId).then(
        () => ({ kind: 'live' }),
        (error: unknown) => ({ kind: 'failed', error }),
      ),
      prerenderedPage(request.pathname).then((page) =>
        page ? { kind: 'prerendered', page } : never,
      ),
      new Promise<Arrival>((resolve) =>
        setTimeout(() => resolve({ kind: 'waiting' }), ARRIVAL_PATIENCE_MS),
      ),
    ]);
    arrivals.set(key, arrival);
  }
  return arrival;
}

/** Once the page that waited for it is on screen, its arrival is no longer needed. */
export function forgetArrival(request: PageRequest): void {
  arrivals.delete(keyOf(request));
}
