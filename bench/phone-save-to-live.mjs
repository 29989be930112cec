// @ts-check
// How long the owner waits on the editor's first page (apps/admin/src/phone/), on a phone's
// screen (375 px, touch): from "Save" to the page saying "Ready to publish" (the draft
// built or re-rendered, previewed, its smoke run passed), and from "Publish" to the live
// page showing the change and to the page saying so. Against the stand-ins of
// owner-stand-in.mjs, the same as the full editor's wait (save-to-live.mjs).
import { seconds } from './owner-stand-in.mjs';
import { measureOwnerWait, untilLive } from './owner-wait.mjs';
import { formatTable } from './table.mjs';

const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/**
 * @param {{ origin: string, site: string, shellPort: number, backendPort: number, runs: number, log: (line: string) => void }} options
 */
export function measurePhoneSaveToLive({ origin, log, ...options }) {
  return measureOwnerWait(options, async (standIn, browser) => {
    const { editorOrigin, backendKey } = standIn;
    const samples = [];
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await standIn.routeToBackend(page);
    // Signed in once, with the address the backend printed; the editor remembers it.
    await page.goto(`${editorOrigin}/#backend-key=${backendKey}`);
    await page.locator('[data-editor-usable]').waitFor();
    const yourChange = page.getByRole('region', { name: 'Your change' });
    for (let run = 1; run <= options.runs; run += 1) {
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
      const { live, said } = await untilLive(standIn, {
        origin,
        text: heading,
        notice: yourChange.getByText('Published: your change is live'),
      });
      samples.push({ checked: checked - saved, live, said });
      log(
        `phone draft ${run}/${options.runs}: ready to publish ${seconds(checked - saved)}, publish to live ${seconds(live)}, to the page saying so ${seconds(said)}`,
      );
    }
    return samples;
  });
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
