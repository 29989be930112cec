// @ts-check
// The release's check of an app's content: the same schemas and the same lines as its
// build, read before building, so an invalid edit is refused by name and recorded.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { ROOT } from '../../composition/composition.mjs';
import { RefusedRelease } from '../engine/refused.mjs';

export class InvalidContent extends RefusedRelease {
  /** @override */
  name = 'InvalidContent';
}

/**
 * Throws InvalidContent naming every file, field and reason, if `appDir`'s content files
 * fail their schemas (an app's src/content/schema.ts, exporting `contentCollections`).
 * @param {string} appDir
 */
export async function assertValidContent(appDir) {
  const schemaFile = join(appDir, 'src/content/schema.ts');
  if (!existsSync(schemaFile)) return;
  // The schemas are TypeScript: Vite's module runner loads them as the build does. It
  // sets NODE_ENV, which the build started after this must not inherit.
  const nodeEnv = process.env.NODE_ENV;
  const [{ module: schema }, { module: check }] = await Promise.all([
    runnerImport(schemaFile),
    runnerImport(join(ROOT, 'build-config/content/check-content.ts')),
  ]).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  });
  const problems = check.contentProblems(schema.contentCollections, appDir);
  if (problems.length) throw new InvalidContent(check.describeProblems(problems));
}
