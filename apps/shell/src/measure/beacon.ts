import {
  ENQUIRY_EVENT,
  type EnquiryEventDetail,
  MEASURE_ENDPOINT,
  MEASURE_MAX_EVENTS,
  type MeasureEvent,
} from 'shared-types';
import type { RemoteFailure } from '../remotes/remote-failures';
import { failureKind } from './failure-kind';
import { BEACON_STARTED_MARK } from './measure-marks';
import { pageBatch } from './page-batch';
import { pageParts, type ShellLookups } from './page-parts';
import { tapOf } from './taps';

/** A batch waits this long for more of its page's events, then goes. */
const BATCH_WAIT_MS = 3000;
/** A text the collector takes: an error's first words, never a stack. */
const TEXT_LIMIT = 160;

/**
 * The beacon (decision 019): one page's events in a batch, sent with sendBeacon to the
 * site's own collector, so no navigation ever waits for it. No cookie, nothing stored,
 * no identifier: each batch says only which page, which releases, and what happened.
 */
export function startBeacon(shell: ShellLookups): void {
  const parts = pageParts(shell);
  const { releases, partOfModule, partOfPath, partOfUrl } = parts;
  void parts.learnReleases();
  let path = location.pathname;
  // A page answered as not found (/service/no-such) is no page of the site: not counted.
  let counted = !answeredNotFound();
  let events: MeasureEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Batches closed but not yet sent: a soft navigation's goes once the browser is idle, so
  // the new page's first frame never waits for it; the page hiding sends them at once.
  const closed: string[] = [];
  const sendClosed = () => {
    for (const body of closed.splice(0)) navigator.sendBeacon(MEASURE_ENDPOINT, body);
  };
  const close = () => {
    clearTimeout(timer);
    timer = undefined;
    // Nor is a path no route serves (the shell's not-found page).
    const pagePart = partOfPath(path);
    if (events.length > 0 && counted && pagePart)
      closed.push(JSON.stringify(pageBatch(path, [shell.shellPart, pagePart], releases, events)));
    events = [];
  };
  const flush = () => {
    close();
    sendClosed();
  };
  const count = (event: MeasureEvent) => {
    if (event.target) event.target = event.target.slice(0, TEXT_LIMIT);
    events.push(event);
    if (events.length >= MEASURE_MAX_EVENTS) flush();
    else timer ??= setTimeout(flush, BATCH_WAIT_MS);
  };
  const viewed = (referrer?: string) => count({ name: 'view', detail: referrer });

  viewed(referrerHost());
  addEventListener(
    'click',
    (event) => {
      const tap = tapOf(event.target);
      if (tap) count(tap);
    },
    true,
  );
  addEventListener(ENQUIRY_EVENT, (event) => {
    count({ name: 'enquiry', detail: (event as CustomEvent<EnquiryEventDetail>).detail.outcome });
  });
  const failed = ({ moduleId, error }: RemoteFailure) =>
    count({ name: 'error', detail: failureKind(error), part: partOfModule(moduleId) });
  // Those caught before the beacon came, then each as the boundary pushes it.
  for (const failure of shell.remoteFailures.splice(0)) failed(failure);
  shell.remoteFailures.push = (...failures) => {
    for (const failure of failures) failed(failure);
    return 0;
  };
  // A script error is counted against the part whose file threw it; one from no part's
  // file (a browser extension) is not the site's.
  const scriptError = (url: string | undefined, message: string) => {
    const part = partOfUrl(url);
    if (part) count({ name: 'error', detail: 'script', part, target: message });
  };
  addEventListener('error', (event) => scriptError(event.filename, event.message));
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { stack?: string; message?: string } | undefined;
    scriptError(reason?.stack?.match(/https?:\/\/\S+/)?.[0], String(reason?.message ?? reason));
  });
  // A soft navigation is a new page: its events go in a batch of their own.
  (window as { navigation?: EventTarget }).navigation?.addEventListener('navigatesuccess', () => {
    if (location.pathname === path) return;
    close();
    void shell.whenIdle().then(sendClosed);
    path = location.pathname;
    counted = true;
    viewed();
  });
  const firstPagePart = partOfPath(path);
  // The vitals are the one thing here with code of its own to fetch (web-vitals, 4.4 KB):
  // a visitor saving data, or on 2G, is counted without them.
  if (shell.savesData()) document.documentElement.dataset.vitals = 'skipped';
  // Its module runs as it arrives, its observers start in the next idle moment (the browser
  // buffers the entries before them): one task each on a slow phone.
  else
    void import('./vitals').then(async ({ measureVitals }) => {
      await shell.whenIdle();
      measureVitals(parts, { firstPagePart, pagePart: () => partOfPath(path) }, count);
    });
  // On window, bubbling: after web-vitals' own listeners (window, capturing), so the vitals
  // it reports as the page is hidden go in this batch.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);
  performance.mark(BEACON_STARTED_MARK);
}

/** Whether the server answered this page with an error (a 404 for a missing service). */
function answeredNotFound(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as Array<
    PerformanceNavigationTiming & { responseStatus?: number }
  >;
  return (navigation?.responseStatus ?? 200) >= 400;
}

/** Where the visitor came from: the other site's host name alone, nothing of its path. */
function referrerHost(): string | undefined {
  try {
    const { hostname } = new URL(document.referrer);
    return hostname === location.hostname ? undefined : hostname.toLowerCase();
  } catch {
    return undefined;
  }
}
