// @ts-check
// A part that declares an install script is refused by the gate (issue 55), and none of
// the repository's workspaces declares one: npm would run it at every `npm ci` if
// `.npmrc` ever let it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { afterAll, describe, expect, test } from 'vitest';
import { RefusedRelease } from '../core/refused.mjs';
import { INSTALL_LIFECYCLE, installScriptsOf } from './install-scripts.mjs';
import { assertSourceReady } from './release.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'jac-install-gate-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A part's folder with these scripts. @param {string} name @param {Record<string, string>} scripts */
function part(name, scripts) {
  const folder = join(scratch, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name, version: '1.0.0', scripts }));
  return folder;
}

/** @type {any} a local engine: no production target, so only the source's own rules run */
const engine = { targets: { shell: 'http://localhost:4000' }, log: () => {} };

describe('the gate and install scripts', () => {
  test.each(INSTALL_LIFECYCLE)(
    'refuses a part that declares %s, before anything builds',
    async (script) => {
      const folder = part(`with-${script}`, { build: 'vite build', [script]: 'node steal.js' });
      const refusal = assertSourceReady(engine, 'mf-contact', folder, 'production', {
        content: false,
      });
      await expect(refusal).rejects.toThrow(RefusedRelease);
      await expect(refusal).rejects.toThrow(`declares ${script}`);
    },
  );

  test('control: the same part with its build and test scripts alone passes', async () => {
    const folder = part('plain', { build: 'vite build', test: 'vitest run', dev: 'vite' });
    await expect(
      assertSourceReady(engine, 'mf-contact', folder, 'production', { content: false }),
    ).resolves.toBeUndefined();
  });
});

describe("the repository's workspaces", () => {
  test('declare no install script, the root neither', () => {
    /** @type {{ workspaces: string[] }} */
    const { workspaces } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    const declared = ['.', ...workspaces].flatMap((folder) =>
      installScriptsOf(join(ROOT, folder)).map((script) => `${folder}: ${script}`),
    );
    expect(workspaces.length).toBeGreaterThan(5);
    expect(declared).toEqual([]);
  });

  test('control: the check reads a declared one', () => {
    expect(installScriptsOf(part('declared', { postinstall: 'x', prepare: 'y' }))).toEqual([
      'postinstall',
      'prepare',
    ]);
  });
});
