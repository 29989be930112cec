// @ts-check
// The commands of a composition in three jobs, as CI runs them (decision 027): a process
// that holds a credential (--plan-compositions, --composed, --from-build) starts no team
// code, walled or not; the keyless one composes; the apply puts the release live.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localTargets, ROOT } from 'composition';
import { readPointer } from 'deployment';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { candidateOf } from '../engine/release/candidate.mjs';
import { release } from '../engine/release/release.mjs';
import { MANIFEST_FILE, manifestBytes, releaseManifest } from '../provenance/manifest.mjs';
import { folderStorage } from '../storage/folder-storage.mjs';
import { attestationAuthority, MAIN_RELEASE } from '../testing/attestation-authority.mjs';
import { fakeRemoteBuild, fakeShellBuild } from '../testing/fake-builds.mjs';

const work = mkdtempSync(join(tmpdir(), 'jac-compositions-cli-'));
const site = join(work, 'site');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A command of platform/release/cli, as a CI step runs it. @param {string} command @param {string[]} args */
const run = (command, args) =>
  spawnSync(
    process.execPath,
    [join(ROOT, 'platform/release/cli', command), ...args, '--site', site],
    {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, RELEASE_ACTOR: 'ci', CI: 'true' },
      timeout: 120_000,
    },
  );

const storage = () => folderStorage(site, { log: () => {} });

beforeAll(async () => {
  const engine = {
    storage: storage(),
    targets: localTargets(),
    who: 'tester',
    log: () => {},
    now: () => new Date(),
  };
  await release(engine, await candidateOf('shell', fakeShellBuild(join(work, 'shell'), 'a')));
  const contact = { name: 'mf_contact', route: '/contact' };
  const live = fakeRemoteBuild(join(work, 'contact-1'), { ...contact, version: '1.0.0' });
  await release(engine, await candidateOf('mf-contact', live));
  fakeRemoteBuild(join(work, 'contact-2'), { ...contact, version: '1.1.0' });
});

describe('a job with a credential starts no team code', () => {
  test("a shell's build brought without its business details is refused: they would be asked of its code here", () => {
    const build = join(work, 'shell-artifact');
    fakeShellBuild(build, 'b');
    rmSync(join(build, 'package.json'));
    const refused = run('release.mjs', ['shell', '--request', '--from-build', build]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/is a team's code, and this process releases a build brought/);
  });

  test('control: the same build with the business details the keyless job asked of it is requested', () => {
    const build = join(work, 'shell-artifact');
    writeFileSync(
      join(build, 'site-config.json'),
      JSON.stringify({ businessName: 'Test', phoneE164: '+910000000000' }),
    );
    const requested = run('release.mjs', ['shell', '--request', '--from-build', build]);
    expect(requested.stderr).toBe('');
    expect(requested.status).toBe(0);
  });

  test('a release brought from its build that would compose here is refused before its pointer moves', async () => {
    const live = (await readPointer(storage(), 'mf-contact')).current;
    const refused = run('release.mjs', ['mf-contact', '--from-build', join(work, 'contact-2')]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/is a team's code/);
    expect((await readPointer(storage(), 'mf-contact')).current).toBe(live);
  });
});

describe('plan, compose without a key, apply', () => {
  const plan = join(work, 'plan');
  const out = join(work, 'composed');

  test('the team requests its release (its files and a request, nothing composed)', () => {
    const requested = run('release.mjs', [
      'mf-contact',
      '--request',
      '--from-build',
      join(work, 'contact-2'),
    ]);
    expect(requested.status, requested.stderr).toBe(0);
  });

  test('the plan writes nothing and names a composition per request (the shell’s, then mf-contact’s)', async () => {
    const before = readFileSync(join(site, 'history/mf-contact.json'), 'utf8');
    const planned = run('compose.mjs', ['--plan-compositions', plan]);
    expect(planned.status, planned.stderr).toBe(0);
    expect(readFileSync(join(site, 'history/mf-contact.json'), 'utf8')).toBe(before);
    const compositions = JSON.parse(readFileSync(join(plan, 'plan.json'), 'utf8'));
    expect(compositions.map((/** @type {any} */ each) => Object.keys(each.live))).toEqual([
      ['shell', 'mf-contact'],
      ['shell', 'mf-contact'],
    ]);
    // The requests stay for the apply: the plan removed nothing.
    expect((await storage().list('requests/mf-contact')).size).toBe(1);
  });

  test('the keyless job composes it behind the walls', () => {
    const composed = run('compose-planned.mjs', ['--plan', plan, '--out', out]);
    expect(composed.status, composed.stderr).toBe(0);
    expect(existsSync(join(out, 'composition-1.json'))).toBe(true);
  });

  test('the apply, with the compositions as data, puts the release live', async () => {
    const before = (await readPointer(storage(), 'mf-contact')).current;
    const applied = run('compose.mjs', ['--composed', out]);
    expect(applied.status, applied.stderr).toBe(0);
    const now = (await readPointer(storage(), 'mf-contact')).current;
    expect(now).not.toBe(before);
    expect(readFileSync(join(site, 'shell/_routes/contact/index.html'), 'utf8')).toContain(
      'mf_contact 1.1.0',
    );
  });

  test('a run with nothing left to apply composes the live site again from the same folder', () => {
    // The live releases are those the plan foresaw: its composition serves the recompose.
    cpSync(out, join(work, 'again'), { recursive: true });
    const again = run('compose.mjs', ['--composed', join(work, 'again')]);
    expect(again.status, again.stderr).toBe(0);
  });
});

describe("a build's provenance, in the team's job", () => {
  const authority = attestationAuthority();
  const key = join(work, 'authority.pem');
  const build = join(work, 'contact-3');
  /** @param {string[]} extra */
  const request = (extra) =>
    run('release.mjs', [
      'mf-contact',
      '--request',
      '--from-build',
      build,
      '--provenance',
      MAIN_RELEASE.repository,
      '--attestation-key',
      key,
      ...extra,
    ]);

  beforeAll(async () => {
    writeFileSync(key, authority.publicKeyPem);
    fakeRemoteBuild(build, { name: 'mf_contact', route: '/contact', version: '1.2.0' });
    const candidate = await candidateOf('mf-contact', build);
    const manifest = manifestBytes(releaseManifest(candidate));
    writeFileSync(join(build, MANIFEST_FILE), manifest);
    writeFileSync(join(work, 'bundle.json'), JSON.stringify(authority.attest([manifest])));
    writeFileSync(
      join(work, 'forked.json'),
      JSON.stringify(authority.attest([manifest], { repository: 'someone/fork' })),
    );
  });

  test('a --provenance that names no repository, or an attestation without it, is refused', () => {
    for (const args of [
      ['--provenance', '../owner repo', '--attestation', join(work, 'bundle.json')],
      ['--provenance', 'owner/repo;rm -rf', '--attestation', join(work, 'bundle.json')],
    ]) {
      const refused = run('release.mjs', [
        'mf-contact',
        '--request',
        '--from-build',
        build,
        ...args,
      ]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/--provenance names the repository/);
    }
    const alone = run('release.mjs', [
      'mf-contact',
      '--request',
      '--from-build',
      build,
      '--attestation',
      join(work, 'bundle.json'),
    ]);
    expect(alone.status).toBe(1);
    expect(alone.stderr).toMatch(/--attestation needs --provenance/);
  });

  test('without its attestation it is refused', () => {
    const refused = request([]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/needs its attestation/);
  });

  test("attested by a fork's workflow it is refused", () => {
    const refused = request(['--attestation', join(work, 'forked.json')]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/built in someone\/fork/);
  });

  test('control: attested by main’s release workflow, its files and provenance are written', async () => {
    const requested = request(['--attestation', join(work, 'bundle.json')]);
    expect(requested.status, requested.stderr).toBe(0);
    expect((await storage().list('provenance/mf-contact')).size).toBe(1);
  });
});
