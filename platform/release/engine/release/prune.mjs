// @ts-check
// Removes old releases, on any storage. Per app it keeps the live release, the one a
// rollback would return to, the newest `keep`, every release live less than `graceMs`
// ago (a visitor's open tab never loses the chunks it asked for), and any release that
// remotes.json or a served page still names.

import {
  readPointer,
  readPointerVersioned,
  releasePath,
  rendererPath,
  SHELL_FOLDER,
} from 'deployment';
import { asComposer } from '../engine.mjs';
import { writePointer } from '../pointers.mjs';

/**
 * @import { Engine } from '../../core/engine-types.mjs'
 * @import { Storage } from '../../core/storage.mjs'
 * @import { History, Release } from '../pointers.mjs'
 */

/**
 * @typedef {{ keep: number, graceMs: number, dryRun: boolean }} PruneRules
 */

/**
 * Which releases of one app's history go. Pure: the rules, apart from reading anything.
 * @param {History} history
 * @param {{ keep: number, graceMs: number, named: Set<string>, now: number }} rules
 * @returns {Release[]}
 */
export function releasesToRemove(history, { keep, graceMs, named, now }) {
  const live = history.releases.findIndex((release) => release.id === history.current);
  const newest = new Set(history.releases.slice(-keep).map((release) => release.id));
  return history.releases.filter(
    (release, index) =>
      !(
        release.id === history.current ||
        index === live - 1 ||
        newest.has(release.id) ||
        now - Date.parse(release.supersededAt ?? release.releasedAt) < graceMs ||
        named.has(release.id)
      ),
  );
}

/**
 * Every release id the served files name: remotes.json and every composed page.
 * @param {Storage} storage
 */
async function namedReleases(storage) {
  const files = [...(await storage.list(SHELL_FOLDER)).keys()].filter(
    (file) => file === 'remotes.json' || file.endsWith('.html'),
  );
  /** @type {Set<string>} */
  const ids = new Set();
  for (const file of files) {
    const text = (await storage.read(`${SHELL_FOLDER}/${file}`))?.toString('utf8') ?? '';
    for (const match of text.matchAll(/\/releases\/([0-9a-f]{12})\//g)) {
      if (match[1]) ids.add(match[1]);
    }
  }
  return ids;
}

/**
 * @param {Engine} engine
 * @param {string[]} apps
 * @param {PruneRules} rules
 */
export async function prune(engine, apps, rules) {
  // Each app under its own lock, as its releases take it: a prune never races a release.
  // Removing releases is the composer's (gate/identities.mjs).
  const { storage, log } = asComposer(engine);
  const verb = rules.dryRun ? 'would remove' : 'removing';
  for (const app of apps) {
    await storage.exclusively(app, async () => {
      const named = await namedReleases(storage);
      const history = await readPointer(storage, app);
      const removed = releasesToRemove(history, { ...rules, named, now: engine.now().getTime() });
      for (const release of removed) {
        log(`${verb} ${app} ${release.id} (${release.releasedAt})`);
        if (rules.dryRun) continue;
        // The pointer first: a release it no longer lists is never composed again.
        const gone = new Set([release.id]);
        const { history: current, version } = await readPointerVersioned(storage, app);
        await writePointer(
          storage,
          app,
          { ...current, releases: current.releases.filter((item) => !gone.has(item.id)) },
          version,
        );
        await storage.removeFolder(releasePath(app, release.id));
        await storage.removeFolder(rendererPath(app, release.id));
      }
      log(
        `${app}: ${history.releases.length - removed.length} releases kept, ${removed.length} removed`,
      );
      if (!rules.dryRun && removed.length > 0) {
        await storage.appendLedger({
          at: engine.now().toISOString(),
          who: engine.who,
          action: 'prune',
          app,
          id: null,
          previous: history.current,
          result: 'done',
          detail: `removed ${removed.map((release) => release.id).join(', ')}`,
        });
      }
    });
  }
  for (const leftover of await storage.leftovers()) {
    log(`${verb} ${leftover} (an interrupted copy)`);
    if (!rules.dryRun) await storage.removeFolder(leftover);
  }
}
