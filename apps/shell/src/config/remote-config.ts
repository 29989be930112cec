import type { RemoteName } from 'shared-types';
import { remoteNames } from 'shared-ui/site';
import { INLINE_DATA_IDS, readInlineData } from './inline-data';

/**
 * Where each remote's entry is served, which release it is and which contract version
 * it implements: deployment data, read at start-up, never compiled in.
 */
export interface RemoteDeployment {
  entry: string;
  /** The remote's own version (its package.json). */
  version: string;
  /** The shared-types contract version the remote was built against. */
  contract: string;
}

export type RemoteConfig = Record<RemoteName, RemoteDeployment>;

/** Every remote of composition.json. */
export const REMOTE_NAMES: readonly RemoteName[] = remoteNames;

/** Served beside index.html; an edit to it moves a remote without a shell build. */
export const REMOTE_CONFIG_URL = '/remotes.json';

export class RemoteConfigError extends Error {
  override name = 'RemoteConfigError';
}

const isVersion = (value: unknown): value is string =>
  typeof value === 'string' && /^\d+\.\d+\.\d+/.test(value);

/** Checks the shape of remotes.json, so a bad deploy fails with a message that says what is wrong. */
export function parseRemoteConfig(data: unknown): RemoteConfig {
  return parseDeployments(data, REMOTE_NAMES, 'remotes.json') as RemoteConfig;
}

/** `names`: the remotes `data` must hold; `source`: what the messages call it. */
function parseDeployments(
  data: unknown,
  names: readonly RemoteName[],
  source: string,
): Partial<RemoteConfig> {
  if (typeof data !== 'object' || data === null) {
    throw new RemoteConfigError(`${source} must be a JSON object keyed by remote name`);
  }
  const config: Partial<RemoteConfig> = {};
  for (const name of names) {
    const remote = (data as Record<string, Partial<Record<keyof RemoteDeployment, unknown>>>)[name];
    const entry = remote?.entry;
    if (typeof entry !== 'string' || !URL.canParse(entry, window.location.href)) {
      throw new RemoteConfigError(
        `${source}: "${name}.entry" must be the URL of its remoteEntry.js`,
      );
    }
    if (!isVersion(remote?.version) || !isVersion(remote?.contract)) {
      throw new RemoteConfigError(
        `${source}: "${name}" must give its "version" and "contract" as x.y.z`,
      );
    }
    config[name] = {
      entry: new URL(entry, window.location.href).href,
      version: remote.version,
      contract: remote.contract,
    };
  }
  return config;
}

/**
 * The remotes the release step inlined into this page (the route's own), so its first
 * remote loads without waiting for remotes.json. Empty when the page has none.
 */
export function inlineRemoteConfig(): Partial<RemoteConfig> {
  const source = "the page's inline remote configuration (from remotes.json)";
  let data: unknown;
  try {
    data = readInlineData(INLINE_DATA_IDS.remotes);
  } catch {
    throw new RemoteConfigError(`${source} is not valid JSON`);
  }
  if (data === undefined) return {};
  if (typeof data !== 'object' || data === null) {
    throw new RemoteConfigError(`${source} must be a JSON object keyed by remote name`);
  }
  const names = REMOTE_NAMES.filter((name) => name in data);
  return parseDeployments(data, names, source);
}

export async function fetchRemoteConfig(): Promise<RemoteConfig> {
  const response = await fetch(REMOTE_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) {
    throw new RemoteConfigError(`${REMOTE_CONFIG_URL} answered ${response.status}`);
  }
  return parseRemoteConfig(await response.json().catch(() => null));
}
