import { useEffect } from 'react';
import { measureWhenIdle } from '../measure/measure-when-idle';
import { warmUpWhenIdle } from './page-idle';

let live = false;

/**
 * Rendered beside the page in its region: its effect runs once that region is hydrated
 * (or, without pre-rendered markup, rendered), so the whole page is now the live app.
 * It marks the document for tests and tools, then warms the other parts when idle and
 * starts the field measurement's beacon.
 * It draws nothing, so the markup it hydrates against does not change.
 */
export function AppIsLive(): null {
  useEffect(() => {
    if (live) return;
    live = true;
    document.documentElement.dataset.app = 'live';
    void warmUpWhenIdle();
    void measureWhenIdle();
  }, []);
  return null;
}
