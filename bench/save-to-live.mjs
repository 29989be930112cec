// @ts-check
// How long the owner waits in the full editor (Decap), on this machine: from "Save" to
// "View Preview" (the draft built, released as a preview of its part and composed with the
// live others), to the editor saying "Ready to publish" (the smoke run passed), and from
// "Publish now" to the page live (the previewed release promoted) and to the editor saying
// so. Against the stand-ins of owner-stand-in.mjs; the phone's page: phone-save-to-live.mjs.
import { folderStorage } from 'release';
import { seconds } from './owner-stand-in.mjs';
import { measureOwnerWait, untilLive } from './owner-wait.mjs';
import { formatTable } from './table.mjs';

/**
 * @param {{ origin: string, site: string, shellPort: number, backendPort: number, runs: number, log: (line: string) => void }} options
 */
export function measureSaveToLive({ origin, log, ...options }) {
  return measureOwnerWait(options, async (standIn, browser) => {
    const { editorOrigin, backendKey } = standIn;
    const storage = folderStorage(options.site);
    const samples = [];
    const page = await browser.newPage();
    page.on('dialog', (dialog) => dialog.accept());
    await standIn.routeToBackend(page);
    const entry = `${editorOrigin}/#/collections/services/entries/ac`;
    await page.goto(`${editorOrigin}/#backend-key=${backendKey}`);
    await page.goto(entry);
    // Signed in once; the editor remembers it.
    await page.getByRole('button', { name: 'Sign in' }).click();
    for (let run = 1; run <= options.runs; run += 1) {
      const tagline = `Bench edit ${run}: same-day visits for split and window ACs.`;
      // A fresh load, so the form holds what the last publish merged.
      await page.goto('about:blank');
      await page.goto(entry);
      // The English field: the left pane (the right one holds the Hindi).
      await page.getByLabel('Tagline', { exact: true }).first().fill(tagline);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const saved = performance.now();
      const link = page.getByRole('link', { name: 'View Preview' });
      await link.waitFor({ timeout: 180_000 });
      const previewed = performance.now();
      const id = new URL((await link.getAttribute('href')) ?? '').hostname.split('.')[0];
      // Ready when the editor says so, beside the entry (apps/admin/src/drafts/), as the owner reads it.
      await page
        .getByRole('complementary', { name: 'Your change' })
        .getByText(/^Ready to publish/)
        .waitFor({ timeout: 180_000 });
      const checked = performance.now();
      const smoke = (await storage.readLedger()).findLast(
        (each) => each.action === 'smoke' && each.id === id,
      );
      if (smoke?.result !== 'passed') throw new Error(`the smoke run of ${id} did not pass`);
      await page.getByRole('button', { name: /^Status: / }).click();
      await page.getByRole('menuitem', { name: 'Ready' }).click();
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Publish now' }).click();
      // The editor's notice shows for 4 s from the click.
      const { live, said } = await untilLive(standIn, {
        origin,
        text: tagline,
        notice: page.getByText('Published: your change is live on the site.'),
      });
      samples.push({
        preview: previewed - saved,
        checked: checked - saved,
        live,
        said,
      });
      log(
        `draft ${run}/${options.runs}: preview ${seconds(previewed - saved)}, ready to publish ${seconds(checked - saved)}, publish to live ${seconds(live)}, to the editor saying so ${seconds(said)}`,
      );
    }
    return samples;
  });
}

/** @param {Awaited<ReturnType<typeof measureSaveToLive>>} result */
export function printSaveToLive(result) {
  console.log(
    `\nThe owner's draft, from the editor to the page live (medians of ${result.runs}, this machine):`,
  );
  console.log(
    formatTable(
      [
        'save → View Preview',
        'save → "Ready to publish"',
        'publish → live',
        'publish → "your change is live"',
      ],
      [
        [
          seconds(result.median.preview),
          seconds(result.median.checked),
          seconds(result.median.live),
          seconds(result.median.said),
        ],
      ],
    ),
  );
}
