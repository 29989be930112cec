import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ExposedModuleId, ExposedModules, RemoteName } from 'shared-types';
import { remoteOf } from 'shared-types';
import { assertCompatible } from '../config/contract-compatibility';
import {
  fetchRemoteConfig,
  inlineRemoteConfig,
  type RemoteConfig,
  type RemoteDeployment,
} from '../config/remote-config';
import { withTimeout } from './with-timeout';

/**
 * How long a remote module may take, entry and chunks included, before the visitor
 * gets the fallback. Generous for a slow phone; short enough that nobody waits on a blank part.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 7000;

let fetchedConfig: Promise<RemoteConfig> | undefined;
const registered = new Set<RemoteName>();
const attempts = new Map<RemoteName, number>();
const loadedModules = new Map<ExposedModuleId, unknown>();

/**
 * Where a remote is deployed: from the page's inline configuration when the release step
 * put it there (the route's own remote), else from remotes.json, fetched once.
 */
async function deploymentOf(name: RemoteName): Promise<RemoteDeployment> {
  const inline = inlineRemoteConfig()[name];
  if (inline) return inline;
  fetchedConfig ??= fetchRemoteConfig();
  // A failed configuration fetch is retried on the next load, not remembered.
  fetchedConfig.catch(() => {
    fetchedConfig = undefined;
  });
  return (await fetchedConfig)[name];
}

function register(name: RemoteName, deployment: RemoteDeployment, force: boolean): void {
  const attempt = attempts.get(name) ?? 0;
  // A retry needs a fresh URL: the browser and the runtime may both hold on to a failed or hung load.
  const entry = attempt === 0 ? deployment.entry : `${deployment.entry}?attempt=${attempt}`;
  registerRemotes([{ name, entry, type: 'module' }], { force });
  registered.add(name);
}

/** Loads one exposed module of a remote, typed by its contract in shared-types. */
export async function loadExposed<Id extends ExposedModuleId>(id: Id): Promise<ExposedModules[Id]> {
  const load = async () => {
    const name = remoteOf(id);
    const deployment = await deploymentOf(name);
    assertCompatible(name, deployment);
    if (!registered.has(name)) register(name, deployment, false);
    const module = await loadRemote<ExposedModules[Id]>(id);
    if (!module) throw new Error(`${id} loaded empty`);
    loadedModules.set(id, module);
    return module;
  };
  return withTimeout(load(), REMOTE_LOAD_TIMEOUT_MS, id);
}

const firstLoads = new Map<ExposedModuleId, Promise<unknown>>();

/**
 * Starts loading the first page's module before the app renders, so the app can take
 * over the pre-rendered page in one step (RemotePage then renders it at once).
 */
export function startFirstLoad(id: ExposedModuleId): Promise<unknown> {
  const load = loadExposed(id);
  firstLoads.set(id, load);
  return load;
}

/**
 * The outcome of startFirstLoad, once: a page whose first load failed shows its
 * fallback at once instead of waiting for the timeout again; a retry loads afresh.
 */
export function takeFirstLoad<Id extends ExposedModuleId>(
  id: Id,
): Promise<ExposedModules[Id]> | undefined {
  const load = firstLoads.get(id);
  firstLoads.delete(id);
  return load as Promise<ExposedModules[Id]> | undefined;
}

/** A module loadExposed has already delivered, for rendering it without a loading state. */
export function loadedModule<Id extends ExposedModuleId>(id: Id): ExposedModules[Id] | undefined {
  return loadedModules.get(id) as ExposedModules[Id] | undefined;
}

/** Before a retry: load this remote's entry afresh instead of reusing a failed or hung attempt. */
export async function prepareRetry(id: ExposedModuleId): Promise<void> {
  const name = remoteOf(id);
  attempts.set(name, (attempts.get(name) ?? 0) + 1);
  const deployment = await deploymentOf(name).catch(() => undefined);
  if (deployment) register(name, deployment, true);
}
