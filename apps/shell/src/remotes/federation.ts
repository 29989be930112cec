import type { ExposedModuleId, ExposedModules, RemoteName } from 'shared-types';
import { remoteOf } from 'shared-ui/site';
import { assertCompatible } from '../config/contract-compatibility';
import {
  fetchRemoteConfig,
  inlineRemoteConfig,
  type RemoteConfig,
  type RemoteDeployment,
} from '../config/remote-config';
import { importExposed, prefetchPart } from './remote-import';
import { withTimeout } from './with-timeout';

/**
 * How long a remote module may take, entry and chunks included, before the visitor
 * gets the fallback. Generous for a slow phone; short enough that nobody waits on a blank part.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 7000;

let fetchedConfig: Promise<RemoteConfig> | undefined;
const attempts = new Map<RemoteName, number>();
const loadedModules = new Map<ExposedModuleId, unknown>();

/**
 * Where a remote is deployed: from the page's inline configuration when the release step
 * put it there (the route's own remote), else from remotes.json, fetched once. The field
 * measurement reads a remote's release from it: the one this page runs.
 */
export async function deploymentOf(name: RemoteName): Promise<RemoteDeployment> {
  const inline = inlineRemoteConfig()[name];
  if (inline) return inline;
  fetchedConfig ??= fetchRemoteConfig();
  // A failed configuration fetch is retried on the next load, not remembered.
  fetchedConfig.catch(() => {
    fetchedConfig = undefined;
  });
  return (await fetchedConfig)[name];
}

/** The URL a remote's entry is imported from, on this attempt. */
function entryUrl(name: RemoteName, deployment: RemoteDeployment): string {
  const attempt = attempts.get(name) ?? 0;
  // A retry needs a fresh URL: the browser holds on to a failed or hung module for its URL.
  return attempt === 0 ? deployment.entry : `${deployment.entry}?attempt=${attempt}`;
}

/** The URL of `name`'s entry on this attempt, its deployment checked against the contract. */
async function checkedEntry(name: RemoteName): Promise<string> {
  const deployment = await deploymentOf(name);
  assertCompatible(name, deployment);
  return entryUrl(name, deployment);
}

/**
 * One load per module at a time, shared by the warm-up and a click, so a link warmed
 * on hover and then clicked fetches nothing twice. A failed load is forgotten, so the
 * next attempt starts afresh.
 */
const pendingLoads = new Map<ExposedModuleId, Promise<unknown>>();

function sharedLoad<Id extends ExposedModuleId>(id: Id): Promise<ExposedModules[Id]> {
  const loaded = loadedModules.get(id);
  if (loaded) return Promise.resolve(loaded as ExposedModules[Id]);
  let load = pendingLoads.get(id) as Promise<ExposedModules[Id]> | undefined;
  if (!load) {
    load = (async () => {
      const name = remoteOf(id);
      const module = (await importExposed(name, id, await checkedEntry(name))) as
        | ExposedModules[Id]
        | undefined;
      if (!module) throw new Error(`${id} loaded empty`);
      loadedModules.set(id, module);
      return module;
    })();
    pendingLoads.set(id, load);
    const settled = load;
    const forget = () => forgetPendingLoad(id, settled);
    load.then(forget, forget);
  }
  return load;
}

/** Only this load: a retry may have started a newer one meanwhile. */
function forgetPendingLoad(id: ExposedModuleId, load: Promise<unknown>): void {
  if (pendingLoads.get(id) === load) pendingLoads.delete(id);
}

/**
 * Loads one exposed module of a remote, typed by its contract in shared-types, within the
 * timeout. A load that times out is forgotten too, so the next attempt does not wait on
 * the same hung request.
 */
export function loadExposed<Id extends ExposedModuleId>(id: Id): Promise<ExposedModules[Id]> {
  const load = sharedLoad(id);
  return withTimeout(load, REMOTE_LOAD_TIMEOUT_MS, id).catch((error: unknown) => {
    forgetPendingLoad(id, load);
    throw error;
  });
}

/**
 * Warms a module ahead of need (decision 008): the same load a click would start, so it
 * is shared with one; a failure or a hang only means the click loads it again.
 */
export function warmExposed(id: ExposedModuleId): Promise<void> {
  return loadExposed(id).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Fetches the pages of part `name` without running them (remote-import.ts), reading
 * remotes.json if need be. A part that cannot be warmed, or hangs, is left to its first
 * real load, which reports the failure with the fallback.
 */
export async function prefetchRemote(name: RemoteName): Promise<void> {
  try {
    await withTimeout(
      checkedEntry(name).then((entry) => prefetchPart(name, entry)),
      REMOTE_LOAD_TIMEOUT_MS,
      name,
    );
  } catch {
    // Its first load reports the failure, with the fallback.
  }
}

/** The first page's load, started as the app starts, kept until the visitor moves on. */
const firstLoads = new Map<ExposedModuleId, { pathname: string; load: Promise<unknown> }>();
const failedFirstLoads = new Map<ExposedModuleId, unknown>();

/**
 * Starts loading the first page's module as the app starts, so the page's pre-rendered
 * markup can hydrate as soon as it arrives (RemotePage waits on this load, not a new
 * race). The load's timeout runs from its start.
 */
export function startFirstLoad(id: ExposedModuleId, pathname: string): Promise<unknown> {
  const load = loadExposed(id).catch((error: unknown) => {
    failedFirstLoads.set(id, error);
    throw error;
  });
  firstLoads.set(id, { pathname, load });
  return load;
}

/**
 * The first page's load, for that page only (`id` at `pathname`), while the visitor is
 * still on it: another page of the same module, reached meanwhile, races as usual.
 */
export function firstLoadOf(id: ExposedModuleId, pathname: string): Promise<unknown> | undefined {
  const first = firstLoads.get(id);
  return first?.pathname === pathname ? first.load : undefined;
}

/**
 * Why the first page's module did not load, if it did not: that page shows its fallback
 * at once instead of waiting for the timeout again, until the visitor moves on.
 */
export function firstLoadFailure(id: ExposedModuleId): { error: unknown } | undefined {
  return failedFirstLoads.has(id) ? { error: failedFirstLoads.get(id) } : undefined;
}

/** Once the visitor has left the first page, coming back to it loads afresh. */
export function forgetFirstLoads(): void {
  firstLoads.clear();
  failedFirstLoads.clear();
}

/** A module already delivered, for rendering it without a loading state. */
export function loadedModule<Id extends ExposedModuleId>(id: Id): ExposedModules[Id] | undefined {
  return loadedModules.get(id) as ExposedModules[Id] | undefined;
}

/** Before a retry: load this remote's entry afresh instead of reusing a failed or hung attempt. */
export async function prepareRetry(id: ExposedModuleId): Promise<void> {
  const name = remoteOf(id);
  pendingLoads.delete(id);
  attempts.set(name, (attempts.get(name) ?? 0) + 1);
}
