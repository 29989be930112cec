#!/usr/bin/env node
// Proves the browser tests follow the owner's data rather than the placeholders: a copy
// of the test site whose shell is released with other business details (phone, e-mail,
// address: testing/e2e/fixtures/owner-identity), and the site's tests tagged @identity (those
// that show the phone, e-mail or address) run against it. Part of `npm test`, last.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const site = 'deploy/test-site-identity';
const run = (command, args, env = {}) =>
  execFileSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

run(process.execPath, ['scripts/make-fixture.mjs', 'testing/e2e/fixtures/owner-identity']);
rmSync(join(root, site), { recursive: true, force: true });
cpSync(join(root, 'deploy/test-site'), join(root, site), { recursive: true });
run(process.execPath, [
  'platform/release/cli/release.mjs',
  'shell',
  '--source',
  'apps/.fixture-owner-identity',
  '--site',
  site,
]);
run(join(root, 'node_modules/.bin/playwright'), ['test', '--project=site', '--grep', '@identity'], {
  E2E_SITE: site,
});
