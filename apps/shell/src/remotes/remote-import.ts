import type { ExposedModuleId, RemoteName } from 'shared-types';
import { modulePreload } from './module-preload';

// How the shell runs a remote's exposed module. In production a remote's remoteEntry.js
// is a plain ES module and the page's import map gives it the shell's React and router
// (decision 030): importing it is the whole protocol. The dev servers speak the
// federation plugin's runtime instead, loaded in dev alone (dev-federation.ts).

/** What a production remoteEntry.js exports (packages/build-config/remote-entry.ts). */
interface RemoteEntry {
  get(expose: string): Promise<unknown>;
  /** The files `get` loads, relative to the entry (checked before use: ownFiles). */
  files?: unknown;
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
  return (await entryAt(name, entryUrl)).get(exposeOf(id));
}

async function entryAt(name: RemoteName, entryUrl: string): Promise<RemoteEntry> {
  const entry: unknown = await import(/* @vite-ignore */ entryUrl);
  if (!isRemoteEntry(entry)) throw new Error(`${name}'s remoteEntry.js exports no get()`);
  return entry;
}

/** Applies a part's stylesheet ahead of its page, as Vite's loader would (it finds it there). */
function applyStylesheet(url: string): Promise<void> {
  const known = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.href === url,
  );
  if (known) return Promise.resolve();
  return new Promise((settle) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    // In CORS mode, as Vite's loader asks for it: the same request, and its rules readable.
    link.crossOrigin = '';
    link.href = url;
    link.onload = () => settle();
    link.onerror = () => settle();
    document.head.append(link);
  });
}

/**
 * Fetches a part's pages without running them (decision 008, issue 56): its entry runs
 * (a list of files and a function), its chunks are module preloads, which the browser
 * compiles but does not run until a page is needed, and its stylesheet is applied. A
 * failure is left to the first real load. The dev servers' runtime warms nothing here.
 */
export async function prefetchPart(name: RemoteName, entryUrl: string): Promise<void> {
  if (import.meta.env.DEV) return;
  const entry = await entryAt(name, entryUrl);
  await Promise.all(
    ownFiles(entry.files, entryUrl).map((url) =>
      url.pathname.endsWith('.css') ? applyStylesheet(url.href) : modulePreload(url.href),
    ),
  );
}

/**
 * The URLs of the files an entry lists, beside it: what another team's code says is data,
 * so a listed file elsewhere (another origin, a folder above its release) is not fetched.
 */
export function ownFiles(files: unknown, entryUrl: string): URL[] {
  if (!Array.isArray(files)) return [];
  const release = new URL('./', entryUrl).href;
  return files
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, entryUrl))
    .filter((url) => url.href.startsWith(release));
}
