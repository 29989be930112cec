// @ts-check
// A team's part as the sandbox's tests build it: a folder inside the repository (so that
// what the part imports, Vite and zod, resolves from the repository's node_modules), named
// for the test file and this run, with a package.json and the folders the test asks for.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from 'composition';

/**
 * @param {string} test the test file's name in the folder's ('build-walls')
 * @param {string[]} folders the part's own folders to make ('src')
 * @returns {{ work: string, part: string }} the fixture's folder, and the part in it
 */
export function scratchPart(test, folders) {
  const work = join(ROOT, `.fixture-${test}-${process.pid}-${Date.now()}`);
  const part = join(work, 'part');
  for (const folder of folders) mkdirSync(join(part, folder), { recursive: true });
  writeFileSync(join(part, 'package.json'), '{ "name": "part", "type": "module" }\n');
  return { work, part };
}
