import type { ExposedModuleId, RemoteName } from 'shared-types';
import { remoteOf } from 'shared-ui/site';
import { prerenderedPage } from '../prerendered/prerendered-page';
import { loadedModule, prefetchRemote, warmExposed } from '../remotes/federation';
import { remotePageFor } from '../remotes/remote-routes';
import { savesData } from './saves-data';
import { whenIdle } from './when-idle';

/**
 * Warms the other parts of the site, so moving between them needs no network (decision
 * 008). Loaded and started once the page is idle (page-idle.ts): first the files of every
 * part a link of the page leads to, one part at a time, fetched but not run; then their
 * page modules, one per idle moment. A link the visitor is about to use (hovered, focused,
 * touched) has its page module run at once. On a connection that saves data or is 2g,
 * only that.
 */

/** Elements that lead to a route: links, and the footer's service choice (its options). */
const ROUTE_LINKS = 'a[href], select[data-route-base]';

/** The paths an element leads to on this site. */
function pathsOf(element: Element): string[] {
  if (element instanceof HTMLAnchorElement) {
    return element.origin === window.location.origin ? [element.pathname] : [];
  }
  if (element instanceof HTMLSelectElement) {
    const base = element.dataset.routeBase ?? '';
    return [...element.options].filter((option) => option.value).map((o) => base + o.value);
  }
  return [];
}

function modulesOf(element: Element): ExposedModuleId[] {
  return pathsOf(element).flatMap((path) => remotePageFor(path) ?? []);
}

/** The page modules run ahead of need, each once: on the visitor's intent, or at idle. */
class IntentWarmUp {
  private readonly done = new Set<ExposedModuleId>();

  /** Runs at once: the visitor is about to use it. */
  now(id: ExposedModuleId): void {
    void this.run(id);
  }

  run(id: ExposedModuleId): Promise<void> {
    if (this.done.has(id)) return Promise.resolve();
    this.done.add(id);
    return warmExposed(id);
  }
}

function warmOnIntent(queue: IntentWarmUp): void {
  const onIntent = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest(ROUTE_LINKS) : null;
    if (!element) return;
    for (const id of modulesOf(element)) queue.now(id);
    // Should the module still be on its way at the click, the page shows its composed
    // copy first: fetch that now too (a link leads to one page; a chooser's options are many).
    if (!(element instanceof HTMLAnchorElement)) return;
    for (const path of pathsOf(element)) {
      const id = remotePageFor(path);
      if (id && !loadedModule(id)) void prerenderedPage(path);
    }
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}

async function warmLinkedParts(queue: IntentWarmUp): Promise<void> {
  const links = [...document.querySelectorAll(ROUTE_LINKS)];
  const modules = [...new Set(links.flatMap((link) => modulesOf(link)))];
  const parts = new Set<RemoteName>(modules.map(remoteOf));
  for (const name of parts) {
    await whenIdle();
    await prefetchRemote(name);
  }
  // Then each page module runs, one per idle moment: a part's pages share a chunk, so its
  // first runs them all, in a task of a few tens of milliseconds on a slow phone, and a
  // hop to it later only renders (a hop that first ran its module measured about twice as
  // slow as the single bundle's, issue 56).
  for (const id of modules) {
    await whenIdle();
    await queue.run(id);
  }
  // For tests and tools: every part linked from the first page has been warmed.
  document.documentElement.dataset.warm = 'done';
}

export function startWarmUp(): void {
  const queue = new IntentWarmUp();
  warmOnIntent(queue);
  // For tests and tools: on a connection that saves data, only the link about to be used.
  if (savesData()) document.documentElement.dataset.warm = 'intent-only';
  else void warmLinkedParts(queue);
}
