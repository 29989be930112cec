import type { ExposedModuleId } from 'shared-types';
import { prerenderedPage } from '../prerendered/prerendered-page';
import { loadedModule, warmExposed, warmRemoteEntries } from '../remotes/federation';
import { remotePageFor } from '../remotes/remote-routes';
import { savesData } from './saves-data';
import { whenIdle } from './when-idle';

/**
 * Warms the other parts of the site, so moving between them needs no network (decision
 * 008). Loaded and started once the page is idle (page-idle.ts): each remote's entry,
 * then the page module of every route linked from the page, one at a time; a link the
 * visitor is about to use (in view, hovered, focused, touched) goes first. On a
 * connection that saves data or is 2g, only the link the visitor is about to use.
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

class WarmUpQueue {
  private readonly done = new Set<ExposedModuleId>();
  private readonly first: ExposedModuleId[] = [];
  private readonly later: ExposedModuleId[] = [];

  /** Warms at once: the visitor is about to use it. */
  now(id: ExposedModuleId): void {
    if (this.done.has(id)) return;
    this.done.add(id);
    void warmExposed(id);
  }

  add(ids: ExposedModuleId[], priority: 'first' | 'later'): void {
    (priority === 'first' ? this.first : this.later).push(...ids);
  }

  next(): ExposedModuleId | undefined {
    for (let id = this.first.shift() ?? this.later.shift(); id; ) {
      if (!this.done.has(id)) {
        this.done.add(id);
        return id;
      }
      id = this.first.shift() ?? this.later.shift();
    }
    return undefined;
  }
}

function warmOnIntent(queue: WarmUpQueue): void {
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

function prioritizeLinksInView(queue: WarmUpQueue, links: Element[]): void {
  if (!('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      queue.add(modulesOf(entry.target), 'first');
    }
  });
  for (const link of links) observer.observe(link);
}

async function warmLinkedParts(queue: WarmUpQueue): Promise<void> {
  const links = [...document.querySelectorAll(ROUTE_LINKS)];
  prioritizeLinksInView(queue, links);
  queue.add(
    links.flatMap((link) => modulesOf(link)),
    'later',
  );
  await warmRemoteEntries();
  for (let id = queue.next(); id; id = queue.next()) {
    await whenIdle();
    await warmExposed(id);
  }
  // For tests and tools: every part linked from the first page has been warmed.
  document.documentElement.dataset.warm = 'done';
}

export function startWarmUp(): void {
  const queue = new WarmUpQueue();
  warmOnIntent(queue);
  // For tests and tools: on a connection that saves data, only the link about to be used.
  if (savesData()) document.documentElement.dataset.warm = 'intent-only';
  else void warmLinkedParts(queue);
}
