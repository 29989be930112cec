#!/usr/bin/env node
// Builds mf-services as the owner would after adding a tenth service: a copy of the
// remote with one more content file and one more image, built alone. The shell is not
// touched. Output: .fixture-mf-services/dist, served by the e2e suite on port 4012.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
// A sibling of mf-services, so its relative imports and node_modules resolve the same way.
const copy = join(root, '.fixture-mf-services');
const fixture = join(root, 'e2e/fixtures/tenth-service');

rmSync(copy, { recursive: true, force: true });
cpSync(join(root, 'mf-services'), copy, {
  recursive: true,
  filter: (path) => !/[/\\](node_modules|dist)$/.test(path),
});
cpSync(join(fixture, 'water-cooler.ts'), join(copy, 'src/content/services/water-cooler.ts'));
cpSync(join(fixture, 'water-cooler.svg'), join(copy, 'src/assets/services/water-cooler.svg'));

execFileSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
  cwd: copy,
  stdio: 'inherit',
});
console.log(`built mf-services with a tenth service into ${join(copy, 'dist')}`);
