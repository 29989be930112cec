#!/usr/bin/env node
import { appFolder, composition, REMOTES } from 'composition';
import { printableLines } from '../core/printable.mjs';
import { RefusedRelease } from '../core/refused.mjs';
import { openDeployment } from '../operations.mjs';
import { parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const { options } = parseCommandLine(
  process.argv.slice(2),
  { e2e: { type: 'boolean' } },
  'deploy-all.mjs [--e2e] [--site DIR] [--targets FILE] [--shell-port N]',
);

try {
  const deployment = await openDeployment(options);
  // The shell first: its composer writes the pages of every release after it.
  for (const app of [composition.shell.package, ...Object.keys(REMOTES)]) {
    const mode = options.e2e && app === 'mf-contact' ? 'e2e' : undefined;
    const { id, version } = await deployment.releaseFromSource({
      app,
      source: appFolder(app),
      mode,
    });
    console.log(`released ${app} ${version} as ${id}`);
  }
  await deployment.publishEditor();
  console.log(`published the editor to ${deployment.storage}`);
} catch (error) {
  const refused = error instanceof RefusedRelease;
  console.error(
    `deploy ${refused ? `refused: ${printableLines(error.message)}` : `failed: ${failureOf(error)}`}`,
  );
  process.exit(1);
}
