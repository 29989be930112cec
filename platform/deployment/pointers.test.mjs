// @ts-check
// The pointers as every reader reads them, here from a deployment's folder.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { folderReader } from './folder-reader.mjs';
import { readPointers } from './pointers.mjs';

const folders = /** @type {string[]} */ ([]);
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A deployment's folder holding these pointer files. @param {Record<string, string>} files */
function siteWith(files) {
  const site = mkdtempSync(join(tmpdir(), 'jac-pointers-'));
  folders.push(site);
  mkdirSync(join(site, 'history'));
  for (const [file, text] of Object.entries(files))
    writeFileSync(join(site, 'history', file), text);
  return folderReader(site);
}

describe('the pointers', () => {
  it('refuse a deployment with an app this checkout does not know, naming it', async () => {
    const site = siteWith({ 'mf-careers.json': '{"current":"a","releases":[]}' });
    await expect(readPointers(site)).rejects.toThrow(/releases of mf-careers/);
  });

  it('pass over the composed-routes file a deployment from before decision 009 holds', async () => {
    const site = siteWith({
      'composed-routes.json': '{}',
      'shell.json': '{"current":"s","releases":[]}',
    });
    expect((await readPointers(site)).shell?.current).toBe('s');
  });

  it('give an app never released an empty history', async () => {
    const site = siteWith({});
    expect((await readPointers(site))['mf-contact']).toEqual({ current: null, releases: [] });
  });
});
