#!/usr/bin/env node
// @ts-check
// Publishes the owner's editor beside the site (engine/release/publish-editor.mjs).
//
//   publish-admin.mjs [--skip-build] [--site DIR] [--targets FILE] [--publish TARGET …]
import { ADMIN_FOLDER } from 'deployment';
import { openDeployment } from '../operations.mjs';
import { PUBLISH_OPTIONS } from '../storage/bucket-target.mjs';
import { parseCommandLine } from './args.mjs';
import { failureOf } from './failure-of.mjs';

const { options } = parseCommandLine(
  process.argv.slice(2),
  { 'skip-build': { type: 'boolean' }, ...PUBLISH_OPTIONS },
  'publish-admin.mjs [--skip-build] [--site DIR] [--targets FILE] [--publish TARGET …]',
);
try {
  const deployment = await openDeployment(options);
  const { uploaded } = await deployment.publishEditor({
    skipBuild: Boolean(options['skip-build']),
  });
  console.log(
    `published the editor to ${deployment.storage}/${ADMIN_FOLDER} (${uploaded} files new)`,
  );
} catch (error) {
  console.error(`publishing the editor failed: ${failureOf(error)}`);
  process.exit(1);
}
