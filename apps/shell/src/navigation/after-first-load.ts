import { AFTER_FIRST_LOAD_MARK } from '../measure/measure-marks';
import { startMeasuring } from '../measure/start-measuring';
import { savesData } from './saves-data';
import { startWarmUp } from './warm-up';
import { whenIdle } from './when-idle';

/** What waits for the first load and the page's idle: loaded then, as one file. */
export function afterFirstLoad(): void {
  startWarmUp();
  startMeasuring({ savesData, whenIdle });
  performance.mark(AFTER_FIRST_LOAD_MARK);
}
