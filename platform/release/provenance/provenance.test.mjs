// @ts-check
// Provenance, SLSA Build L3 per part (issue 55): each release carries its manifest and an
// attestation of it by main's release workflow, here from a stand-in for GitHub's
// attestation API. The composer verifies it, holds the stored files to the manifest,
// records it in the ledger, and refuses a release any of that fails for. The keyless job's
// plan and pages, held to their attestations: keyless-composition.test.mjs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPointer, releasePath } from 'deployment';
import { describe, expect, it } from 'vitest';
import { release, requestRelease } from '../engine/release/release.mjs';
import { applyRequests } from '../engine/release/requests.mjs';
import { attestationAuthority, MAIN_RELEASE } from '../testing/attestation-authority.mjs';
import { scratchFolder } from '../testing/scratch-folder.mjs';
import { MANIFEST_FILE, manifestBytes, releaseManifest, sha256 } from './manifest.mjs';
import { attestedRecord, provenancePath } from './record.mjs';
import {
  attested,
  attestedSites,
  authority,
  engineWith,
  provenance,
} from './testing/attested-site.mjs';

const work = scratchFolder('jac-provenance-test-');
const { shell, contact, attestedSite } = attestedSites(work);

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
