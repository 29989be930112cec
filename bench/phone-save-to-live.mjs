// @ts-check
// How long the owner waits on the editor's first page (apps/admin/src/phone/), on a phone's
// screen (375 px, touch): from "Save" to the page saying "Ready to publish" (the draft
// built or re-rendered, previewed, its smoke run passed), and from "Publish" to the live
// page showing the change and to the page saying so. Against the stand-ins of
// owner-stand-in.mjs, the same as the full editor's wait (save-to-live.mjs).
import { chromium } from '@playwright/test';
import { seconds, startOwnerStandIn, until } from './owner-stand-in.mjs';
import { formatTable, mediansOf } from './table.mjs';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/**
 * @param {{ origin: string, site: string, shellPort: number, backendPort: number, runs: number, log: (line: string) => void }} options
 */
export async function measurePhoneSaveToLive({ origin, site, shellPort, backendPort, runs, log }) {
  const standIn = await startOwnerStandIn({ site, shellPort, backendPort });
  const { editorOrigin, backendKey } = standIn;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  });
  const samples = [];
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await standIn.routeToBackend(page);
    // Signed in once, with the address the backend printed; the editor remembers it.
    await page.goto(`${editorOrigin}/#backend-key=${backendKey}`);
    await page.locator('[data-editor-usable]').waitFor();
    const yourChange = page.getByRole('region', { name: 'Your change' });
    for (let run = 1; run <= runs; run += 1) {
      const heading = `AC repair in Jaipur, bench edit ${run}`;
      // A fresh load of the page list, so the entry holds what the last publish merged.
      await page.goto('about:blank');
      await page.goto(`${editorOrigin}/`);
      await page.getByLabel('Find a page').fill('AC');
      await page
        .getByRole('link', { name: /AC Repair/ })
        .first()
        .tap();
      await page.getByLabel('Page heading').fill(heading);
      await page.getByRole('button', { name: 'Save' }).tap();
      const saved = performance.now();
      await yourChange.getByText('Ready to publish').waitFor({ timeout: 180_000 });
      const checked = performance.now();
      await page.getByRole('button', { name: 'Publish' }).tap();
      const published = performance.now();
      // Watched for from the tap; never left to reject unawaited.
      const saidLive = yourChange
        .getByText('Published: your change is live')
        .waitFor({ timeout: 120_000 })
        .then(
          () => performance.now(),
          () => Number.NaN,
        );
      // A request cut off while the release replaces the page only means: not yet.
      const showsHeading = () =>
        fetch(`${origin}/service/ac`)
          .then(async (response) => (await response.text()).includes(heading))
          .catch(() => false);
      await until(showsHeading, 'the live page');
      const live = performance.now();
      const said = await saidLive;
      if (Number.isNaN(said)) throw new Error('the editor never said the change was live');
      await until(() => standIn.drafts() === '', 'the merge');
      samples.push({ checked: checked - saved, live: live - published, said: said - published });
      log(
        `phone draft ${run}/${runs}: ready to publish ${seconds(checked - saved)}, publish to live ${seconds(live - published)}, to the page saying so ${seconds(said - published)}`,
      );
    }
  } finally {
    await browser.close();
    standIn.stop();
  }
  return { runs, median: mediansOf(samples) };
}

/** @param {Awaited<ReturnType<typeof measurePhoneSaveToLive>>} result */
export function printPhoneSaveToLive(result) {
  console.log(
    `\nThe owner's change on a phone (375 px), save to live (medians of ${result.runs}, this machine):`,
  );
  console.log(
    formatTable(
      ['save → "Ready to publish"', 'publish → live page', 'publish → "your change is live"'],
      [[seconds(result.median.checked), seconds(result.median.live), seconds(result.median.said)]],
    ),
  );
}
