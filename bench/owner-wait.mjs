// @ts-check
// What the two measures of the owner's wait share (save-to-live.mjs in the full editor,
// phone-save-to-live.mjs on the phone's page): the stand-ins and a browser around the
// runs, and the end of each run, from "Publish" to the page live and the editor saying so.
import { chromium } from '@playwright/test';
import { startOwnerStandIn, until } from './owner-stand-in.mjs';
import { mediansOf } from './table.mjs';

/** @import { Browser, Locator } from '@playwright/test' */
/** @typedef {Awaited<ReturnType<typeof startOwnerStandIn>>} OwnerStandIn */

/**
 * Runs `measure` against the stand-ins in a browser, both stopped after, however it ends:
 * the medians of the samples it returns.
 * @template {string} Key
 * @param {{ site: string, shellPort: number, backendPort: number, runs: number }} options
 * @param {(standIn: OwnerStandIn, browser: Browser) => Promise<Array<Record<Key, number>>>} measure
 */
export async function measureOwnerWait({ site, shellPort, backendPort, runs }, measure) {
  const standIn = await startOwnerStandIn({ site, shellPort, backendPort });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  try {
    return { runs, median: mediansOf(await measure(standIn, browser)) };
  } finally {
    await browser.close();
    standIn.stop();
  }
}

/**
 * Called as the owner publishes: how long until the live AC page (the page both measures
 * edit) shows `text`, and until the editor's `notice` said it was live; returns once the
 * draft is merged too.
 * @param {OwnerStandIn} standIn
 * @param {{ origin: string, text: string, notice: Locator }} published
 */
export async function untilLive(standIn, { origin, text, notice }) {
  const published = performance.now();
  // Watched for from the publish; never left to reject unawaited.
  const saidLive = notice.waitFor({ timeout: 120_000 }).then(
    () => performance.now(),
    () => Number.NaN,
  );
  // A request cut off while the release replaces the page only means: not yet.
  const shows = () =>
    fetch(`${origin}/service/ac`)
      .then(async (response) => (await response.text()).includes(text))
      .catch(() => false);
  await until(shows, 'the live page');
  const live = performance.now();
  const said = await saidLive;
  if (Number.isNaN(said)) throw new Error('the editor never said the change was live');
  await until(() => standIn.drafts() === '', 'the merge');
  return { live: live - published, said: said - published };
}
