// @ts-check
// The release's check of an app's content: the same schemas and the same lines as its
// build, read before building, so an invalid edit is refused by name and recorded. The
// schemas are the team's code: they run behind the walls (sandbox/content-check.mjs),
// never in the engine's process.
import { ROOT } from 'composition';
import { RefusedRelease } from '../core/refused.mjs';
import { contentProblemsWalled } from '../sandbox/content-check.mjs';

export class InvalidContent extends RefusedRelease {
  /** @override */
  name = 'InvalidContent';
}

/**
 * Throws InvalidContent naming every file, field and reason, if `appDir`'s content files
 * fail their schemas (an app's src/content/schema.ts, exporting `contentCollections`).
 * @param {string} appDir @param {string} app @param {(line: string) => void} [log]
 */
export async function assertValidContent(appDir, app, log) {
  const problems = await contentProblemsWalled({ root: ROOT, source: appDir, name: app, log });
  if (problems) throw new InvalidContent(problems);
}
