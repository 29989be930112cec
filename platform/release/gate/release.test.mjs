// @ts-check
// The release rules, run by the engine itself: whoever starts a release (the release
// command, deploy-all, release:changed, the composer applying a team's request), a
// refusal changes nothing live and is recorded in the ledger once.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localTargets, ROOT } from 'composition';
import { describe, expect, it } from 'vitest';
import { candidateOf } from '../engine/release/candidate.mjs';
import { buildCandidate } from '../engine/release/from-source.mjs';
import { RefusedRelease, release, requestRelease } from '../engine/release/release.mjs';
import { applyRequests } from '../engine/release/requests.mjs';
import { fakeCandidates, fakePartContent, fakeRemoteBuild } from '../testing/fake-builds.mjs';
import { recordingStorage } from '../testing/recording-storage.mjs';
import { scratchFolder } from '../testing/scratch-folder.mjs';
import { productionNeedsOf } from './production.mjs';

/** @import { Targets } from '../core/targets.mjs' */

/** Every origin public: what makes the production rules apply. */
const PUBLIC = {
  shell: 'https://www.appliance-care.test',
  mf_marketing: 'https://marketing.appliance-care.test',
  mf_services: 'https://services.appliance-care.test',
  mf_contact: 'https://contact.appliance-care.test',
};

/** The stand-in identity the shell declares in its production.json. */
const STAND_IN = {
  businessName: 'Test',
  email: 'care@example.com',
  phoneE164: '+919876543210',
  whatsappNumber: '919876543210',
  address: { street: 'Shop 12, Sikar Road' },
};
const OWNERS = {
  ...STAND_IN,
  email: 'bookings@appliance-care.test',
  phoneE164: '+919123456780',
  whatsappNumber: '919123456780',
  address: { street: 'Plot 7, Ajmer Road' },
};

const work = scratchFolder('jac-rules-test-');

/** @param {ReturnType<typeof recordingStorage>} storage @param {Record<string, string>} targets */
const engineWith = (storage, targets) => ({
  storage,
  targets: /** @type {Targets} */ (targets),
  who: 'tester',
  log: () => {},
  now: () => new Date('2026-11-23T10:00:00Z'),
});

const { shell, contact, marketing } = fakeCandidates(work);

/** A local engine on a recording storage, the owner's shell and mf-contact 1.0.0 live. */
async function contactLive() {
  const storage = recordingStorage();
  const engine = engineWith(storage, localTargets());
  await release(engine, await shell('a', OWNERS));
  await release(engine, await contact('1.0.0'));
  return { storage, engine };
}

/** mf-contact 1.0.0's build, unbuilt, in a scratch folder of its own. @param {string} name */
const contactBuild = (name) =>
  fakeRemoteBuild(join(work(), name), { name: 'mf_contact', route: '/contact', version: '1.0.0' });

/** @param {ReturnType<typeof recordingStorage>} storage */
const pointerWrites = (storage) => storage.writes.filter((write) => write.includes('history/'));

describe('a release to public addresses', () => {
  it('is refused while the shell shows a stand-in business detail, naming each, and recorded once', async () => {
    const storage = recordingStorage();
    const engine = engineWith(storage, PUBLIC);
    await expect(release(engine, await shell('a', STAND_IN))).rejects.toThrow(RefusedRelease);
    const refusal = storage.ledger.at(-1);
    expect(refusal).toMatchObject({ action: 'release', app: 'shell', result: 'refused' });
    for (const label of ['email', 'phone number', 'WhatsApp number', 'street address']) {
      expect(refusal?.detail).toContain(label);
    }
    expect(storage.ledger).toHaveLength(1);
    expect(pointerWrites(storage)).toEqual([]);
    expect([...storage.files.keys()].some((key) => key.startsWith('shell/'))).toBe(false);
  });

  it("goes through with the owner's details; a remote is then refused if the live shell is a stand-in", async () => {
    const storage = recordingStorage();
    await release(engineWith(storage, PUBLIC), await shell('a', OWNERS));
    expect(storage.ledger.at(-1)).toMatchObject({ app: 'shell', result: 'done' });
    await release(engineWith(storage, PUBLIC), await marketing('1.0.0'));
    expect(storage.ledger.at(-1)).toMatchObject({ app: 'mf-marketing', result: 'done' });

    const local = recordingStorage();
    await release(engineWith(local, localTargets()), await shell('b', STAND_IN));
    await expect(release(engineWith(local, PUBLIC), await marketing('1.0.0'))).rejects.toThrow(
      'still holds the placeholder',
    );
    expect(local.ledger.at(-1)).toMatchObject({ app: 'mf-marketing', result: 'refused' });
  });

  it('is refused before building when the part lacks what its production.json declares', async () => {
    const source = contactBuild('needy');
    writeFileSync(
      join(source, 'production.json'),
      JSON.stringify({ environment: { names: ['VITE_TEST_NEED'], why: 'it could not send' } }),
    );
    const storage = recordingStorage();
    const part = { app: 'mf-contact', source, skipBuild: true };
    await expect(buildCandidate(engineWith(storage, PUBLIC), part)).rejects.toThrow(
      "mf-contact's build has no VITE_TEST_NEED: it could not send",
    );
    expect(storage.ledger).toMatchObject([{ app: 'mf-contact', id: null, result: 'refused' }]);
    // Local releases are not held to it; a set variable satisfies it.
    await expect(buildCandidate(engineWith(storage, localTargets()), part)).resolves.toBeTruthy();
    writeFileSync(join(source, '.env.production'), 'VITE_TEST_NEED=set\n');
    await expect(buildCandidate(engineWith(storage, PUBLIC), part)).resolves.toBeTruthy();
  });
});

describe('every release', () => {
  it('keeps the addresses its live release serves, also when the composer applies a request', async () => {
    const { storage, engine } = await contactLive();
    const moved = await contact('2.0.0', undefined, '/contact-us');
    await expect(release(engine, moved)).rejects.toThrow(
      'mf-contact would no longer serve /contact',
    );
    expect(storage.ledger.at(-1)).toMatchObject({ app: 'mf-contact', result: 'refused' });

    // A team's request is checked by the team's job and again by the composer's; the team
    // writes no ledger line of its refusal, the composer records what it refuses.
    const recorded = storage.ledger.length;
    await expect(requestRelease(engine, moved)).rejects.toThrow('would no longer serve');
    expect(storage.ledger.length).toBe(recorded);
    storage.files.set(
      `requests/mf-contact/${moved.id}.json`,
      Buffer.from(
        JSON.stringify({
          action: 'release',
          app: 'mf-contact',
          id: moved.id,
          info: moved.info,
          who: 'team',
          at: 'x',
        }),
      ),
    );
    for (const { dir, folder } of moved.folders) await storage.putFolder(dir, folder);
    expect(await applyRequests(engine)).toBe(0);
    expect(storage.ledger.at(-1)).toMatchObject({
      app: 'mf-contact',
      id: moved.id,
      result: 'refused',
    });
  });
});

describe('what a part lets the owner edit', () => {
  it("is refused when it names a collection of another live part's, and its own is kept", async () => {
    const { storage, engine } = await contactLive();
    // mf-marketing names its own file as mf-contact's collection: the editor would list it
    // where the owner edits mf-contact's words.
    const dir = fakeRemoteBuild(join(work(), 'marketing-taker'), {
      name: 'mf_marketing',
      route: '/',
      version: '1.0.0',
    });
    const taking = JSON.parse(fakePartContent('mf-marketing'));
    taking.collections[0].name = 'mf-contact-texts';
    writeFileSync(join(dir, 'dist/content-collections.json'), JSON.stringify(taking));
    await expect(release(engine, await candidateOf('mf-marketing', dir))).rejects.toThrow(
      `the collection "mf-contact-texts" is mf-contact's`,
    );
    expect(storage.ledger.at(-1)).toMatchObject({ app: 'mf-marketing', result: 'refused' });
    // mf-contact's own next release keeps its name.
    await release(engine, await contact('1.0.1'));
    expect(storage.ledger.at(-1)).toMatchObject({ app: 'mf-contact', result: 'done' });
  });

  it("takes only the browser build's copy, which the gate checks, never the render build's", async () => {
    const dir = contactBuild('contact-render-copy');
    // The browser build wrote none (so the gate had nothing to check); the render build did.
    rmSync(join(dir, 'dist/content-collections.json'));
    writeFileSync(join(dir, 'dist-render/content-collections.json'), fakePartContent('shell'));
    const candidate = await candidateOf('mf-contact', dir);
    expect(candidate.partContent).toBeUndefined();
    const storage = recordingStorage();
    for (const { dir: from, folder, include } of candidate.folders) {
      await storage.putFolder(from, folder, include);
    }
    const kept = [...storage.files.keys()].filter((key) =>
      key.endsWith('/content-collections.json'),
    );
    expect(kept).toEqual([]);
  });
});

describe("each part's own production needs", () => {
  it('mf-contact declares every EmailJS variable its form reads', () => {
    const needs = productionNeedsOf(join(ROOT, 'apps/mf-contact'));
    const sources = readdirSync(join(ROOT, 'apps/mf-contact/src'), { recursive: true })
      .map(String)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(join(ROOT, 'apps/mf-contact/src', file), 'utf8'))
      .join('\n');
    const read = [
      ...new Set([...sources.matchAll(/env\.(VITE_EMAILJS_[A-Z_]+)/g)].map((m) => m[1])),
    ].sort();
    expect(read.length).toBeGreaterThan(0);
    expect([...(needs.environment?.names ?? [])].sort()).toEqual(read);
  });
});
