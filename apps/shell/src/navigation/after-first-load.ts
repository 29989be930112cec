import { AFTER_FIRST_LOAD_MARK } from '../measure/measure-marks';
import { startMeasuring } from '../measure/start-measuring';
import { savesData } from './saves-data';
import { startWarmUp } from './warm-up';
import { whenIdle } from './when-idle';

/**
 * What waits for the first load and the page's idle: loaded then, as one file. The warm-up
 * starts at once, the measurement in an idle moment of its own: each is a task of several
 * milliseconds, together over 50 on a slow phone (issue 56).
 */
export function afterFirstLoad(): void {
  startWarmUp();
  void whenIdle().then(() => startMeasuring({ savesData, whenIdle }));
  performance.mark(AFTER_FIRST_LOAD_MARK);
}
