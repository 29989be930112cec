// @ts-check
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DraftPreviews } from './draft-previews.mjs';
import { draftStateWords, ownerWords } from './owner-words.mjs';

// The drafts' rules with the release commands stood in for (the browser suite runs the real
// ones, owner-editing.spec.ts): a Git repository as Decap's Git mode leaves it.

let repo = '';
let workDir = '';

/** @param {...string} args */
const git = (...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();

/**
 * Commits `files` on `branch` (created from main if new), as Decap's save of a draft does.
 * @param {string} branch @param {Record<string, string>} files
 */
function commit(branch, files) {
  const exists = git('branch', '--list', branch) !== '';
  git('checkout', '--quiet', ...(exists ? [branch] : ['-b', branch]));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    writeFileSync(join(repo, file), text);
  }
  git('add', '--all');
  git('commit', '--quiet', '--message', `save ${branch}`);
  git('checkout', '--quiet', 'main');
}

/**
 * Release operations that record what they were asked and answer as told, as data.
 * @param {{ smoke?: boolean[], preview?: string }} [answers] `preview`: the refusal
 */
function fakeCommands({ smoke = [true], preview } = {}) {
  /** @type {string[]} */
  const calls = [];
  let previews = 0;
  return {
    calls,
    preview: async (/** @type {string} */ app, /** @type {string} */ source) => {
      calls.push(`preview ${app} ${source.replace(workDir, '<drafts>')}`);
      previews += 1;
      const id = `${String(previews).padStart(12, 'a')}`;
      return preview
        ? /** @type {const} */ ({ ok: false, refused: true, message: preview })
        : /** @type {const} */ ({
            ok: true,
            value: {
              app,
              id,
              version: '1.0.0',
              contract: '1.3.0',
              url: `http://${id}.preview.localhost:4010`,
              live: 'shell=x',
            },
          });
    },
    previewAgain: async (/** @type {string} */ app, /** @type {string} */ id) => {
      calls.push(`preview again ${app} ${id}`);
      const value = { app, id, version: '1.0.0', contract: '1.3.0', url: null, live: 'shell=y' };
      return /** @type {const} */ ({ ok: true, value });
    },
    smoke: async (/** @type {string} */ url) => {
      calls.push(`smoke ${url}`);
      const passed = smoke.shift() ?? true;
      const failedChecks = passed ? [] : ['the enquiry form sends'];
      const value = { app: 'mf-services', id: 'x', url, passed, failedChecks };
      return /** @type {const} */ ({ ok: true, value });
    },
    promote: async (/** @type {string} */ app, /** @type {string} */ id) => {
      calls.push(`promote ${app} ${id}`);
      return /** @type {const} */ ({ ok: true, value: { app, id } });
    },
  };
}

/** @param {ReturnType<typeof fakeCommands>} commands @param {boolean[]} [clearances] */
function draftsWith(commands, clearances = []) {
  return new DraftPreviews({
    repo,
    workDir,
    commands,
    smokeClearance: async () => ({ ok: clearances.shift() ?? true }),
    log: () => {},
  });
}

/** Waits for the draft on `branch` to leave "preparing" and "checking". */
async function prepared(/** @type {DraftPreviews} */ drafts, /** @type {string} */ branch) {
  await expect
    .poll(() => drafts.state(branch)?.status, { timeout: 10_000 })
    .toMatch(/passed|failed|unchanged/);
  return drafts.state(branch);
}

/**
 * The owner saves a draft of the AC service's intro: committed on its branch,
 * cms/services/ac, and told to `drafts` as Decap's save would.
 * @param {DraftPreviews} drafts
 * @param {string} intro
 */
async function savedIntro(drafts, intro) {
  commit('cms/services/ac', {
    'apps/mf-services/content/services/ac.json': `{"en":{"intro":"${intro}"}}\n`,
  });
  await drafts.saved('cms/services/ac');
}

beforeEach(() => {
  const root = mkdtempSync(join(tmpdir(), 'drafts-'));
  repo = join(root, 'repository');
  workDir = join(root, 'drafts');
  mkdirSync(repo);
  execFileSync('git', ['init', '--quiet', '--initial-branch=main', repo]);
  git('config', 'user.name', 'Owner');
  git('config', 'user.email', 'owner@example.test');
  commit('main', {
    'apps/mf-services/content/services/ac.json': '{"en":{"intro":"Cool"}}\n',
    'apps/mf-contact/content/contact.json': '{"en":{"title":"Contact"}}\n',
  });
});

afterEach(() => {
  rmSync(dirname(repo), { recursive: true, force: true });
});

describe('a draft', () => {
  it('is built as main with the draft merged in, previewed, smoke-tested, and publishing promotes that release', async () => {
    const commands = fakeCommands();
    const drafts = draftsWith(commands);
    await savedIntro(drafts, 'Colder');
    // Decap asks for the preview while it is prepared: held until it is composed.
    expect(await drafts.deployPreview('cms/services/ac', { wait: 0 })).toBeNull();
    expect(await drafts.deployPreview('cms/services/ac')).toEqual({
      url: 'http://aaaaaaaaaaa1.preview.localhost:4010',
      status: 'SUCCESS',
    });
    const state = await prepared(drafts, 'cms/services/ac');
    expect(state).toMatchObject({ status: 'passed', app: 'mf-services', id: 'aaaaaaaaaaa1' });
    expect(await drafts.publish('cms/services/ac')).toEqual({ ok: true });
    expect(commands.calls).toEqual([
      'preview mf-services <drafts>/cms--services--ac/apps/mf-services',
      'smoke http://aaaaaaaaaaa1.preview.localhost:4010',
      'promote mf-services aaaaaaaaaaa1',
    ]);
  });

  it('cannot be published while it is prepared, nor after a newer save until that one is', async () => {
    const drafts = draftsWith(fakeCommands());
    await savedIntro(drafts, 'A');
    // Being prepared: the owner reads so, and how long it should take.
    const preparing = drafts.ownerState('cms/services/ac');
    expect(preparing).toMatchObject({ stage: 'preparing', words: draftStateWords.preparing });
    expect(preparing?.secondsLeft).toBeGreaterThan(0);
    const refused = await drafts.publish('cms/services/ac');
    expect(refused.ok).toBe(false);
    expect(refused).toMatchObject({
      why: expect.stringMatching(/^Not yet: .*\(about \d+ seconds more\)/),
    });
    expect(JSON.stringify(refused)).not.toMatch(/fail/i);
    await prepared(drafts, 'cms/services/ac');
    expect(drafts.ownerStates()).toEqual([
      {
        branch: 'cms/services/ac',
        stage: 'ready',
        words: draftStateWords.ready,
        previewUrl: 'http://aaaaaaaaaaa1.preview.localhost:4010',
      },
    ]);
    // Saved again (another tab, or a restart that lost what was known): prepared again first.
    commit('cms/services/ac', {
      'apps/mf-services/content/services/ac.json': '{"en":{"intro":"B"}}\n',
    });
    expect(await drafts.publish('cms/services/ac')).toMatchObject({
      ok: false,
      why: expect.stringMatching(/^Not yet: /),
    });
    expect(await prepared(drafts, 'cms/services/ac')).toMatchObject({ id: 'aaaaaaaaaaa2' });
  });

  it('whose smoke run failed cannot be published, and says which check failed', async () => {
    const commands = fakeCommands({ smoke: [false] });
    const drafts = draftsWith(commands);
    await savedIntro(drafts, 'X');
    expect(await prepared(drafts, 'cms/services/ac')).toMatchObject({ status: 'failed' });
    // The preview exists, and stays there to be looked at.
    expect(await drafts.deployPreview('cms/services/ac')).toMatchObject({ status: 'SUCCESS' });
    const verdict = await drafts.publish('cms/services/ac');
    expect(verdict).toEqual({
      ok: false,
      why: ownerWords.smokeFailed(['the enquiry form sends']),
    });
    expect(drafts.ownerState('cms/services/ac')).toMatchObject({
      stage: 'blocked',
      words: ownerWords.smokeFailed(['the enquiry form sends']),
    });
    expect(commands.calls.filter((call) => call.startsWith('promote'))).toEqual([]);
  });

  it('refused by the release says so in the release’s words', async () => {
    const drafts = draftsWith(
      fakeCommands({
        preview: 'the content is not valid:\n  x: hi.name: empty',
      }),
    );
    commit('cms/services/ac', { 'apps/mf-services/content/services/ac.json': '{}\n' });
    await drafts.saved('cms/services/ac');
    expect(await prepared(drafts, 'cms/services/ac')).toMatchObject({
      status: 'failed',
      why: ownerWords.refused('the content is not valid: x: hi.name: empty'),
    });
  });

  it('is smoke-tested again with the parts live now before it goes live, when they changed', async () => {
    const commands = fakeCommands();
    // The ledger's smoke run no longer clears it: another part went live meanwhile.
    const drafts = draftsWith(commands, [false]);
    await savedIntro(drafts, 'Y');
    await prepared(drafts, 'cms/services/ac');
    expect(await drafts.publish('cms/services/ac')).toEqual({ ok: true });
    expect(commands.calls.slice(2)).toEqual([
      'preview again mf-services aaaaaaaaaaa1',
      'smoke http://aaaaaaaaaaa1.preview.localhost:4010',
      'promote mf-services aaaaaaaaaaa1',
    ]);
  });

  it('is prepared again when a change to its part went live since, so publishing never drops that change', async () => {
    const commands = fakeCommands();
    const drafts = draftsWith(commands);
    await savedIntro(drafts, 'Z');
    await prepared(drafts, 'cms/services/ac');
    // Another draft of mf-services published meanwhile; one of mf-contact would not matter.
    commit('main', { 'apps/mf-services/content/services/fridge.json': '{}\n' });
    expect(await drafts.publish('cms/services/ac')).toEqual({
      ok: false,
      why: ownerWords.preparedAgain,
    });
    expect(await prepared(drafts, 'cms/services/ac')).toMatchObject({ id: 'aaaaaaaaaaa2' });
    expect(await drafts.publish('cms/services/ac')).toEqual({ ok: true });
  });

  it('that conflicts with what was published since is not previewed', async () => {
    const commands = fakeCommands();
    const drafts = draftsWith(commands);
    commit('cms/services/ac', {
      'apps/mf-services/content/services/ac.json': '{"en":{"intro":"Mine"}}\n',
    });
    commit('main', { 'apps/mf-services/content/services/ac.json': '{"en":{"intro":"Theirs"}}\n' });
    await drafts.saved('cms/services/ac');
    expect(await prepared(drafts, 'cms/services/ac')).toMatchObject({
      status: 'failed',
      why: ownerWords.conflict,
    });
    expect(commands.calls).toEqual([]);
  });

  it('that changes no part publishes without a release', async () => {
    const commands = fakeCommands();
    const drafts = draftsWith(commands);
    commit('cms/notes/a', { 'NOTES.md': 'a\n' });
    await drafts.saved('cms/notes/a');
    expect(await drafts.deployPreview('cms/notes/b')).toBeNull();
    expect(await prepared(drafts, 'cms/notes/a')).toMatchObject({ status: 'unchanged' });
    expect(await drafts.publish('cms/notes/a')).toEqual({ ok: true });
    expect(commands.calls).toEqual([]);
  });
});
