// @ts-check
// Provenance of the composed pages (issue 55): the keyless job composes from a plan whose
// copies of the live releases are the bytes the composer verified, whatever the storage
// holds a moment later, and its pages go live only with its own attestation of them, here
// from a stand-in for GitHub's attestation API. A copy or a page changed on the way, or
// pages with no attestation, are refused. A release's own provenance: provenance.test.mjs.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localTargets } from 'composition';
import { describe, expect, it } from 'vitest';
import { PAGES_ATTESTATION } from '../engine/compose/attested-data.mjs';
import { composedIn, composePlanned, planningInto } from '../engine/compose/compositions.mjs';
import { requestRelease } from '../engine/release/release.mjs';
import { applyRequests } from '../engine/release/requests.mjs';
import { overlayStorage } from '../storage/overlay-storage.mjs';
import { scratchFolder } from '../testing/scratch-folder.mjs';
import { attested, attestedSites, authority, engineWith } from './testing/attested-site.mjs';

const work = scratchFolder('jac-provenance-test-');
const { contact, attestedSite } = attestedSites(work);

describe('the composed pages, attested by the keyless job', () => {
  async function composedSite() {
    const { storage } = await attestedSite();
    await requestRelease(engineWith(storage), attested(await contact('1.1.0')));
    const plan = join(work(), 'plan');
    const out = join(work(), 'pages');
    await applyRequests(engineWith(overlayStorage(storage), { pageSource: planningInto(plan) }));
    await composePlanned(plan, out, localTargets(), () => {});
    return { storage, out };
  }
  /** The keyless job's attestation of every file it wrote. @param {string} out */
  const attestPages = (out, /** @type {Buffer[]} */ subjects) =>
    writeFileSync(join(out, PAGES_ATTESTATION), JSON.stringify(authority.attest(subjects)));

  it('control: attested, they go live', async () => {
    const { storage, out } = await composedSite();
    attestPages(out, [readFileSync(join(out, 'composition-1.json'))]);
    expect(await applyRequests(engineWith(storage, { pageSource: composedIn(out) }))).toBe(1);
  });

  it('changed after their attestation, they are refused', async () => {
    const { storage, out } = await composedSite();
    const file = join(out, 'composition-1.json');
    attestPages(out, [readFileSync(file)]);
    writeFileSync(file, readFileSync(file, 'utf8').replace('mf_contact 1.1.0', 'mf_contact 6.6.6'));
    expect(await applyRequests(engineWith(storage, { pageSource: composedIn(out) }))).toBe(0);
    expect(storage.ledger.at(-1)?.detail).toMatch(/of other files than these/);
  });

  it('without an attestation, they are refused', async () => {
    const { storage, out } = await composedSite();
    expect(await applyRequests(engineWith(storage, { pageSource: composedIn(out) }))).toBe(0);
    expect(storage.ledger.at(-1)?.detail).toMatch(/bring no attestation\.json/);
  });
});

describe("the plan's copy is the attested bytes, whatever the storage holds a moment later", () => {
  /** The site, a request, and a plan over a storage whose copies `tamper` changes. */
  async function planned(/** @type {(folder: string) => void} */ tamper) {
    const { storage } = await attestedSite();
    await requestRelease(engineWith(storage), attested(await contact('1.1.0')));
    const overlay = overlayStorage(storage);
    // A team's role that rewrites a file between the check and the copy: the copy made then.
    const swapping = {
      ...overlay,
      /** @param {string} folder @param {string} cache */
      async localFolder(folder, cache) {
        const local = await overlay.localFolder(folder, cache);
        const copy = join(work(), 'swapped', folder);
        mkdirSync(copy, { recursive: true });
        cpSync(local, copy, { recursive: true });
        tamper(copy);
        return copy;
      },
    };
    const plan = join(work(), 'plan');
    const result = applyRequests(engineWith(swapping, { pageSource: planningInto(plan) }));
    return { result, plan, storage };
  }

  it('control: copied as stored, the plan names its composition', async () => {
    const { result, plan } = await planned(() => {});
    await result;
    expect(JSON.parse(readFileSync(join(plan, 'plan.json'), 'utf8'))).toHaveLength(1);
  });

  it('a file swapped between the check and the copy: the plan refuses it', async () => {
    const { result, plan } = await planned((copy) => {
      if (existsSync(join(copy, 'prerender.mjs'))) {
        writeFileSync(
          join(copy, 'prerender.mjs'),
          'export async function renderRoutes() { return []; }',
        );
      }
    });
    await result;
    expect(existsSync(join(plan, 'plan.json'))).toBe(false);
  });

  it('a copy changed on the way to the keyless job: it refuses to compose it', async () => {
    const { result, plan } = await planned(() => {});
    await result;
    const store = join(plan, 'store');
    const renderers = join(store, 'renderers/mf-contact');
    for (const id of readdirSync(renderers)) {
      writeFileSync(
        join(renderers, id, 'prerender.mjs'),
        'export async function renderRoutes() { return []; }',
      );
    }
    await expect(
      composePlanned(plan, join(work(), 'out'), localTargets(), () => {}),
    ).rejects.toThrow(/its copy is not as attested/);
  });
});
