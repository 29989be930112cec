import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ExposedModuleId, ExposedModules, RemoteName } from 'shared-types';
import { remoteOf } from 'shared-types';
import { assertCompatible } from '../config/contract-compatibility';
import { fetchRemoteConfig, REMOTE_NAMES, type RemoteConfig } from '../config/remote-config';
import { withTimeout } from './with-timeout';

/**
 * How long a remote module may take, entry and chunks included, before the visitor
 * gets the fallback. Generous for a slow phone; short enough that nobody waits on a blank part.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 7000;

let remoteConfig: Promise<RemoteConfig> | undefined;
const attempts = new Map<RemoteName, number>();

function register(config: RemoteConfig, names: readonly RemoteName[], force: boolean): void {
  registerRemotes(
    names.map((name) => {
      const attempt = attempts.get(name) ?? 0;
      // A retry needs a fresh URL: the browser and the runtime may both hold on to a failed or hung load.
      const entry = attempt === 0 ? config[name].entry : `${config[name].entry}?attempt=${attempt}`;
      return { name, entry, type: 'module' };
    }),
    { force },
  );
}

function ensureRemotesRegistered(): Promise<RemoteConfig> {
  remoteConfig ??= fetchRemoteConfig().then((config) => {
    register(config, REMOTE_NAMES, false);
    return config;
  });
  // A failed configuration fetch is retried on the next load, not remembered.
  remoteConfig.catch(() => {
    remoteConfig = undefined;
  });
  return remoteConfig;
}

/** Loads one exposed module of a remote, typed by its contract in shared-types. */
export async function loadExposed<Id extends ExposedModuleId>(id: Id): Promise<ExposedModules[Id]> {
  const load = async () => {
    const config = await ensureRemotesRegistered();
    const name = remoteOf(id);
    assertCompatible(name, config[name]);
    const module = await loadRemote<ExposedModules[Id]>(id);
    if (!module) throw new Error(`${id} loaded empty`);
    return module;
  };
  return withTimeout(load(), REMOTE_LOAD_TIMEOUT_MS, id);
}

/** Before a retry: load this remote's entry afresh instead of reusing a failed or hung attempt. */
export async function prepareRetry(id: ExposedModuleId): Promise<void> {
  const name = remoteOf(id);
  attempts.set(name, (attempts.get(name) ?? 0) + 1);
  const config = await ensureRemotesRegistered().catch(() => undefined);
  if (config) register(config, [name], true);
}
