#!/usr/bin/env node
import { ADMIN_FOLDER } from '../../deployment/index.mjs';
import { engineOf } from '../engine/engine-of.mjs';
// @ts-check
// Publishes the owner's editor beside the site (engine/publish-editor.mjs).
//
//   publish-admin.mjs [--skip-build] [--site DIR] [--targets FILE] [--publish TARGET …]
import { publishEditor } from '../engine/publish-editor.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const { options } = parseCommandLine(
  process.argv.slice(2),
  { 'skip-build': { type: 'boolean' }, ...PUBLISH_OPTIONS },
  'publish-admin.mjs [--skip-build] [--site DIR] [--targets FILE] [--publish TARGET …]',
);
try {
  const { engine } = await engineOf(options);
  const { uploaded } = await publishEditor(engine, { skipBuild: Boolean(options['skip-build']) });
  console.log(
    `published the editor to ${engine.storage.description}/${ADMIN_FOLDER} (${uploaded} files new)`,
  );
} catch (error) {
  console.error(`publishing the editor failed: ${failureOf(error)}`);
  process.exit(1);
}
