import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { ExposedModuleId, RemoteName } from 'shared-types';

// `npm run dev` only: each remote's Vite dev server serves a federation container, so the
// shell loads it through the federation plugin's runtime (production: remote-import.ts).

const registeredEntries = new Map<RemoteName, string>();

export function loadWithRuntime(
  name: RemoteName,
  id: ExposedModuleId,
  entryUrl: string,
): Promise<unknown> {
  // A retry's entry has a fresh URL: registering it makes the runtime load it afresh.
  if (registeredEntries.get(name) !== entryUrl) {
    registerRemotes([{ name, entry: entryUrl, type: 'module' }], {
      force: registeredEntries.has(name),
    });
    registeredEntries.set(name, entryUrl);
  }
  return loadRemote(id);
}
