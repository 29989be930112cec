import { announcePageIdle } from 'shared-ui/site';
import { whenIdle } from './when-idle';

/** Where warming begins, as a user-timing mark: what the benchmark counts first-load JS up to. */
export const WARM_START_MARK = 'jac:warm-start';

/**
 * Once the page is idle, tells the parts (their deferred work may start) and starts
 * warming the other parts (decision 008). The warm-up's own code is the first thing it
 * fetches, so none of it weighs on the first load.
 */
export async function warmUpWhenIdle(): Promise<void> {
  await whenIdle();
  performance.mark(WARM_START_MARK);
  announcePageIdle();
  const { startWarmUp } = await import('./warm-up');
  startWarmUp();
}
