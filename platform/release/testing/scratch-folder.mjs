// @ts-check
// A fresh folder for each test of the file that calls it, removed after it: where the
// engine's tests write their stand-in builds and sites.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/**
 * @param {string} prefix the folder's name before its random part ('jac-engine-test-')
 * @returns {() => string} the folder of the test running now
 */
export function scratchFolder(prefix) {
  let folder = '';
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  return () => folder;
}
