// @ts-check
// A scratch folder deployment for the gate's tests: stand-in builds released on it as a
// careless team and a hostile one would, and what they left (the ledger, every file).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localTargets } from 'composition';
import { filesBelow, readPointer } from 'deployment';
import { afterEach, beforeEach, expect } from 'vitest';
import { RefusedRelease } from '../core/refused.mjs';
import { release } from '../engine/release/release.mjs';
import { folderStorage } from '../storage/folder-storage.mjs';
import { fakeCandidates } from './fake-builds.mjs';

/** A fresh deployment for each test of the file that calls it, and its helpers. */
export function scratchDeployment() {
  /** @type {string} */
  let work = '';
  /** @type {string} */
  let site = '';
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'jac-walls-'));
    site = join(work, 'site');
  });
  afterEach(() => {
    rmSync(work, { recursive: true, force: true });
    delete process.env.JAC_RENDER_TIMEOUT_MS;
    delete process.env.AWS_SECRET_ACCESS_KEY;
  });

  /** @param {string} [who] */
  const engineOn = (who = 'tester') => ({
    storage: folderStorage(site, { log: () => {} }),
    targets: localTargets(),
    who,
    log: () => {},
    now: () => new Date(),
  });

  const candidates = fakeCandidates(() => work);
  const { contact } = candidates;

  /** A site with a live shell, and the owner's editor beside it. */
  async function liveSite() {
    const shell = await candidates.shell('live');
    await release(engineOn(), shell);
    shell.dispose();
    mkdirSync(join(site, 'admin'), { recursive: true });
    writeFileSync(join(site, 'admin/index.html'), 'the editor');
  }

  const ledger = () =>
    readFileSync(join(site, 'ledger/releases.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));

  /** Every file of the deployment (or below `folder`), as text. */
  const everything = (folder = '') =>
    filesBelow(join(site, folder))
      .map((file) => readFileSync(join(site, folder, file), 'utf8'))
      .join('\n');

  /** The release is refused, recorded as refused with `detail`, and mf-contact is not live. */
  async function expectRefused(
    /** @type {Promise<unknown>} */ releasing,
    /** @type {string} */ detail,
  ) {
    await expect(releasing).rejects.toBeInstanceOf(RefusedRelease);
    expect(ledger().at(-1)).toMatchObject({ app: 'mf-contact', result: 'refused' });
    expect(ledger().at(-1).detail).toContain(detail);
    expect((await readPointer(engineOn().storage, 'mf-contact')).current).toBeNull();
  }

  return {
    /** The scratch folder of the running test. */
    work: () => work,
    /** The deployment's folder in it. */
    site: () => site,
    engineOn,
    liveSite,
    contact,
    ledger,
    everything,
    expectRefused,
  };
}

/** A render build's body that renders one page at `path`. @param {string} path */
export const page = (path) =>
  `return [{ path: ${JSON.stringify(path)}, html: '<h1>hi</h1>', head: { title: 't', description: 'd' } }];`;
