import type { ExposedModuleId, RemoteName } from 'shared-types';

// How the shell runs a remote's exposed module. In production a remote's remoteEntry.js
// is a plain ES module and the page's import map gives it the shell's React and router
// (decision 030): importing it is the whole protocol. The dev servers speak the
// federation plugin's runtime instead, loaded in dev alone (dev-federation.ts).

/** What a production remoteEntry.js exports (packages/build-config/remote-entry.ts). */
interface RemoteEntry {
  get(expose: string): Promise<unknown>;
}

const isRemoteEntry = (value: unknown): value is RemoteEntry =>
  typeof (value as Partial<RemoteEntry> | null)?.get === 'function';

/** './ContactPage' for 'mf_contact/ContactPage'. */
const exposeOf = (id: ExposedModuleId) => `./${id.slice(id.indexOf('/') + 1)}`;

/**
 * The module `id` of remote `name`, from the entry at `entryUrl` (a fresh URL for a
 * retry: the browser keeps a failed module for its URL).
 */
export async function importExposed(
  name: RemoteName,
  id: ExposedModuleId,
  entryUrl: string,
): Promise<unknown> {
  if (import.meta.env.DEV) {
    const { loadWithRuntime } = await import('./dev-federation');
    return loadWithRuntime(name, id, entryUrl);
  }
  const entry: unknown = await import(/* @vite-ignore */ entryUrl);
  if (!isRemoteEntry(entry)) throw new Error(`${name}'s remoteEntry.js exports no get()`);
  return entry.get(exposeOf(id));
}
