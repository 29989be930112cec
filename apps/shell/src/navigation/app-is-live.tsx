import { useEffect } from 'react';
import { afterFirstLoadWhenIdle } from './page-idle';

let live = false;

/**
 * Rendered beside the page in its region: its effect runs once that region is hydrated
 * (or, without pre-rendered markup, rendered), so the whole page is now the live app.
 * It marks the document for tests and tools, then, when idle, starts what waits for the
 * first load (page-idle.ts).
 * It draws nothing, so the markup it hydrates against does not change.
 */
export function AppIsLive(): null {
  useEffect(() => {
    if (live) return;
    live = true;
    document.documentElement.dataset.app = 'live';
    void afterFirstLoadWhenIdle();
  }, []);
  return null;
}
