import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Page } from '@playwright/test';
import { siteDatabase } from 'measure';

export {
  AFTER_FIRST_LOAD_MARK,
  BEACON_STARTED_MARK,
} from '../../apps/shell/src/measure/measure-marks';

import type { MeasureBatch } from 'shared-types';
import { TEST_SITE } from './test-site';

/**
 * Catches every batch the beacon sends to /measure, answered as the collector would
 * (204), so a test reads exactly what left the page; with `sentAt`, the page's clock
 * when sendBeacon was called, to compare with the jac:page-idle mark.
 */
export async function catchBatches(page: Page) {
  const batches: MeasureBatch[] = [];
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const calls: number[] = [];
    (window as unknown as { beaconCalls: number[] }).beaconCalls = calls;
    navigator.sendBeacon = (url, data) => {
      calls.push(performance.now());
      return send(url, data);
    };
  });
  await page.route('**/measure', async (route) => {
    batches.push(JSON.parse(route.request().postData() ?? 'null'));
    await route.fulfill({ status: 204 });
  });
  return {
    batches,
    events: () => batches.flatMap((batch) => batch.events),
    beaconCalls: () =>
      page.evaluate(() => (window as unknown as { beaconCalls: number[] }).beaconCalls),
  };
}

/** The release of each part live on the test site, by its pointer. */
export function liveRelease(part: string, site = TEST_SITE): string {
  return JSON.parse(readFileSync(join(site, 'history', `${part}.json`), 'utf8')).current;
}

/** Rows the real collector stored for the test site since `since` (ms). */
export function storedSince(since: number, site = TEST_SITE) {
  // Read-only: the file must exist.
  const database = new DatabaseSync(siteDatabase(site), { readOnly: true });
  try {
    return database
      .prepare('SELECT * FROM measure_events WHERE received_at >= ? ORDER BY id')
      .all(since) as Array<Record<string, unknown>>;
  } finally {
    database.close();
  }
}

/** Waits for a user-timing mark of the page (apps/shell/src/measure/measure-marks.ts). */
export const markReached = (page: Page, mark: string) =>
  page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark);

/**
 * The page hidden, as when the visitor switches away: a started beacon sends what it has
 * counted at once (its flush calls sendBeacon in the event), so nothing is left to wait for.
 */
export const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
