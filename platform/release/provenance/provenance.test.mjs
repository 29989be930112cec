// @ts-check
// Provenance, SLSA Build L3 per part (issue 55): each release carries its manifest and an
// attestation of it by main's release workflow, here from a stand-in for GitHub's
// attestation API. The composer verifies it, holds the stored files to the manifest,
// records it in the ledger, and refuses a release any of that fails for.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localTargets } from 'composition';
import { readPointer, releasePath } from 'deployment';
import { describe, expect, it } from 'vitest';
import { PAGES_ATTESTATION } from '../engine/compose/attested-data.mjs';
import { composedIn, composePlanned, planningInto } from '../engine/compose/compositions.mjs';
import { release, requestRelease } from '../engine/release/release.mjs';
import { applyRequests } from '../engine/release/requests.mjs';
import { overlayStorage } from '../storage/overlay-storage.mjs';
import { attestationAuthority, MAIN_RELEASE } from '../testing/attestation-authority.mjs';
import { fakeCandidates } from '../testing/fake-builds.mjs';
import { recordingStorage } from '../testing/recording-storage.mjs';
import { scratchFolder } from '../testing/scratch-folder.mjs';
import { MANIFEST_FILE, manifestBytes, releaseManifest, sha256 } from './manifest.mjs';
import { attestedRecord, provenancePath } from './record.mjs';
import { RELEASE_WORKFLOWS } from './statement.mjs';
import { keyVerifier } from './verifiers.mjs';

/**
 * @import { Candidate } from '../core/engine-types.mjs'
 * @import { Storage } from '../core/storage.mjs'
 */

const authority = attestationAuthority();
const provenance = {
  policy: { repository: MAIN_RELEASE.repository, workflows: RELEASE_WORKFLOWS },
  verifier: keyVerifier(authority.publicKeyPem),
};

const work = scratchFolder('jac-provenance-test-');

/** @param {Storage} storage @param {object} [extra] */
const engineWith = (storage, extra = {}) => ({
  storage,
  targets: localTargets(),
  who: 'tester',
  log: () => {},
  now: () => new Date('2026-11-28T10:00:00Z'),
  provenance,
  ...extra,
});

/**
 * A candidate with the provenance main's release workflow would give it; `by` changes what
 * the attestation says, `manifest` what it is of.
 * @param {Candidate} candidate
 * @param {{ by?: Partial<typeof MAIN_RELEASE>, manifest?: Buffer, signer?: ReturnType<typeof attestationAuthority> }} [how]
 */
function attested(candidate, { by, manifest, signer = authority } = {}) {
  const bytes = manifestBytes(releaseManifest(candidate));
  candidate.provenance = {
    manifest: bytes.toString('utf8'),
    bundle: signer.attest([manifest ?? bytes], by),
  };
  return candidate;
}

const { shell, contact } = fakeCandidates(work);

/** A site whose shell and mf-contact 1.0.0 are live, both attested. */
async function attestedSite() {
  const storage = recordingStorage();
  const engine = engineWith(storage);
  await release(engine, attested(await shell('a')));
  await release(engine, attested(await contact('1.0.0')));
  return { storage, engine };
}

describe('a release with its provenance', () => {
  it('goes live, and the ledger records what the composer verified of it', async () => {
    const { storage } = await attestedSite();
    const entry = storage.ledger.findLast((each) => each.app === 'mf-contact');
    expect(entry).toMatchObject({
      result: 'done',
      provenance: {
        repository: MAIN_RELEASE.repository,
        workflow: MAIN_RELEASE.workflow,
        commit: MAIN_RELEASE.commit,
      },
    });
    const record = JSON.parse(
      String(storage.files.get(provenancePath('mf-contact', entry?.id ?? ''))),
    );
    expect(entry?.provenance?.digest).toBe(sha256(record.manifest));
  });

  it("lays the shell's browser build out by release, beside the served copy", async () => {
    const { storage } = await attestedSite();
    const id = (await readPointer(storage, 'shell')).current ?? '';
    expect(storage.files.has(`${releasePath('shell', id)}/assets/entry.js`)).toBe(true);
    expect(storage.files.get('shell/assets/entry.js')).toEqual(
      storage.files.get(`${releasePath('shell', id)}/assets/entry.js`),
    );
  });
});

describe('the composer refuses a release whose provenance fails', () => {
  /** Releasing mf-contact 1.1.0 made as `make` says; the live one stays. */
  async function refusedWith(/** @type {(candidate: any) => any} */ make) {
    const { storage, engine } = await attestedSite();
    const live = (await readPointer(storage, 'mf-contact')).current;
    const next = make(await contact('1.1.0'));
    await expect(release(engine, next)).rejects.toThrow();
    expect((await readPointer(storage, 'mf-contact')).current).toBe(live);
    return storage.ledger.at(-1)?.detail ?? '';
  }

  it('control: attested by main’s release workflow, it goes live', async () => {
    const { storage, engine } = await attestedSite();
    const next = attested(await contact('1.1.0'));
    await release(engine, next);
    expect((await readPointer(storage, 'mf-contact')).current).toBe(next.id);
  });

  it.each([
    ['another repository', { repository: 'someone/fork' }, /built in someone\/fork/],
    [
      'a workflow that is not a release workflow',
      { workflow: '.github/workflows/tests.yml' },
      /no release workflow/,
    ],
    ['a branch that is not main', { ref: 'refs/heads/cms/x' }, /not main/],
  ])('attested from %s', async (_what, by, why) => {
    expect(await refusedWith((candidate) => attested(candidate, { by }))).toMatch(why);
  });

  it('with no provenance at all', async () => {
    expect(await refusedWith((candidate) => candidate)).toMatch(/carries no attested provenance/);
  });

  it('attested for other files than its manifest', async () => {
    expect(
      await refusedWith((candidate) => attested(candidate, { manifest: Buffer.from('{}') })),
    ).toMatch(/of other files than these/);
  });

  it('signed by another key than the authority’s', async () => {
    const stranger = attestationAuthority();
    expect(await refusedWith((candidate) => attested(candidate, { signer: stranger }))).toMatch(
      /not signed by the attestation key/,
    );
  });

  it('whose stored files changed after its attestation, or lost one', async () => {
    const { storage, engine } = await attestedSite();
    const id = (await readPointer(storage, 'mf-contact')).current ?? '';
    const entry = `${releasePath('mf-contact', id)}/remoteEntry.js`;
    const attestedEntry = storage.files.get(entry);
    storage.files.set(entry, Buffer.from('// pwned'));
    await expect(release(engine, attested(await shell('b')))).rejects.toThrow(
      /not those attested \(mf-contact\/releases\/[0-9a-f]+\/remoteEntry\.js changed/,
    );
    storage.files.delete(entry);
    await expect(release(engine, attested(await shell('c')))).rejects.toThrow(
      /remoteEntry\.js missing/,
    );
    storage.files.set(entry, attestedEntry ?? Buffer.from(''));
  });

  it('a file no attestation names, added to a live release, is removed: it stops no one', async () => {
    const { storage, engine } = await attestedSite();
    const id = (await readPointer(storage, 'mf-contact')).current ?? '';
    storage.files.set(`${releasePath('mf-contact', id)}/extra.js`, Buffer.from('// more'));
    const next = attested(await shell('d'));
    await release(engine, next);
    expect((await readPointer(storage, 'shell')).current).toBe(next.id);
    expect(storage.files.has(`${releasePath('mf-contact', id)}/extra.js`)).toBe(false);
  });

  it('a team request of a draft preview’s build goes live only by a promotion', async () => {
    const { storage } = await attestedSite();
    const draft = attested(await contact('1.3.0'), {
      by: { workflow: '.github/workflows/draft-preview.yml' },
    });
    await requestRelease(engineWith(storage), draft);
    expect(await applyRequests(engineWith(storage))).toBe(0);
    expect(storage.ledger.at(-1)?.detail).toMatch(
      /built by \.github\/workflows\/draft-preview\.yml, not mf-contact's release workflow/,
    );
    // Control: the same built by mf-contact's release workflow is applied.
    const released = attested(await contact('1.3.1'), {
      by: { workflow: '.github/workflows/release-mf-contact.yml' },
    });
    await requestRelease(engineWith(storage), released);
    expect(await applyRequests(engineWith(storage))).toBe(1);
    expect((await readPointer(storage, 'mf-contact')).current).toBe(released.id);
  });

  it('whose served shell file is not its release’s own', async () => {
    const { storage, engine } = await attestedSite();
    storage.files.set('shell/assets/entry.js', Buffer.from('// served, not released'));
    await expect(release(engine, attested(await contact('1.2.0')))).rejects.toThrow(
      /its served assets\/entry\.js are not its release's own/,
    );
  });
});

describe("a build brought from another job, in the team's job", () => {
  it('is taken with the attested manifest of its very files; refused when the manifest is another', async () => {
    const candidate = await contact('2.0.0');
    const built = join(work(), 'built');
    mkdirSync(built);
    const bytes = manifestBytes(releaseManifest(candidate));
    writeFileSync(join(built, MANIFEST_FILE), bytes);
    writeFileSync(join(work(), 'bundle.json'), JSON.stringify(authority.attest([bytes])));
    const record = await attestedRecord(provenance, candidate, built, join(work(), 'bundle.json'));
    expect(record.manifest).toBe(bytes.toString('utf8'));

    writeFileSync(
      join(built, MANIFEST_FILE),
      manifestBytes({ ...releaseManifest(candidate), files: {} }),
    );
    await expect(
      attestedRecord(provenance, candidate, built, join(work(), 'bundle.json')),
    ).rejects.toThrow(/is not of its files/);
  });
});

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
