// @ts-check
// The owner's drafts, previewed and published as CI does it for the live site. A draft is
// a branch (Decap's editorial workflow: cms/<collection>/<slug>). Each save of it is
// built as the site's main branch would be after publishing it (main merged with the
// draft), released as a preview of the one part it touches, composed with the live
// releases of the others, and smoke-tested. Publishing promotes exactly that release: the
// same id, no build; if the live parts changed since its smoke run, it is composed with
// them and smoke-tested again first. Nothing goes live while a draft is being prepared,
// and a draft whose preview failed cannot be published: the owner is told why.
// One draft is prepared at a time (a build takes the machine's cores), the newest save only.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { appFolder, composition, REMOTES } from 'composition';
import { changedApps } from 'release';
import { git, gitSucceeds } from './git.mjs';
import { ownerStateOf } from './owner-state.mjs';
import { ownerWords, stoppedRelease } from './owner-words.mjs';

/**
 * @import { OwnerState } from './owner-state.mjs'
 * @import { ReleaseCommands } from './release-commands.mjs'
 */

/** Every app, the shell first, as release:changed orders them. */
const APPS = [composition.shell.package, ...Object.keys(REMOTES)];

/**
 * @typedef {object} DraftState what is known of a draft's newest save
 * @property {string} head the save (the branch's commit)
 * @property {string} [main] the main branch it was built on
 * @property {'preparing' | 'checking' | 'passed' | 'failed' | 'unchanged'} status
 * @property {string} [app] the part it changes
 * @property {string} [id] its preview's release id
 * @property {string} [url] its preview's address
 * @property {string} [why] why it cannot be published, in the owner's words
 * @property {number} [since] when it entered its status (ms since the epoch)
 */

/**
 * @typedef {object} DraftOptions
 * @property {string} repo the owner's repository (decap-server's)
 * @property {string} workDir where drafts are checked out to build (outside the repository,
 *   inside the project, so builds find its node_modules)
 * @property {ReleaseCommands} commands
 * @property {(app: string, id: string) => Promise<{ ok: boolean }>} smokeClearance
 *   whether the ledger's last smoke run of the release still clears it (platform/release/engine)
 * @property {(line: string) => void} log
 */

export class DraftPreviews {
  /** @type {Map<string, DraftState>} */
  #states = new Map();
  /** @type {Promise<unknown>} */
  #queue = Promise.resolve();
  /** @type {DraftOptions} */
  #options;
  /** How long the last draft's preview and smoke run took (ms): what the owner is told to expect. */
  #took = { preparing: 10_000, checking: 25_000 };

  /** @param {DraftOptions} options */
  constructor(options) {
    this.#options = options;
    mkdirSync(options.workDir, { recursive: true });
  }

  /** Prepares every draft the repository holds: after a restart nothing is known of them. */
  async resume() {
    await git(this.#options.repo, 'worktree', 'prune');
    const branches = await git(
      this.#options.repo,
      'for-each-ref',
      '--format=%(refname:short)',
      'refs/heads/cms/',
    );
    for (const branch of branches.split('\n').filter(Boolean)) await this.saved(branch);
  }

  /** What is known of the draft on `branch`, for its newest save. @param {string} branch */
  state(branch) {
    return this.#states.get(branch);
  }

  /**
   * Every draft known, with its state in the owner's words.
   * @returns {Array<{ branch: string } & OwnerState>}
   */
  ownerStates() {
    return [...this.#states.keys()].flatMap((branch) => {
      const state = this.ownerState(branch);
      return state ? [{ branch, ...state }] : [];
    });
  }

  /**
   * The draft's state in the owner's words (owner-state.mjs), or nothing if it is not known.
   * @param {string} branch @param {number} [now] @returns {OwnerState | undefined}
   */
  ownerState(branch, now = Date.now()) {
    const state = this.#states.get(branch);
    return state && ownerStateOf(state, this.#took, now);
  }

  /** The draft was saved: prepare its newest save. @param {string} branch */
  async saved(branch) {
    const head = await git(this.#options.repo, 'rev-parse', '--verify', `refs/heads/${branch}`);
    this.#states.set(branch, { head, status: 'preparing', since: Date.now() });
    this.#queue = this.#queue
      .then(() => this.#prepare(branch, head))
      .catch((error) => {
        this.#options.log(`${branch}: ${error instanceof Error ? error.message : error}`);
        this.#update(branch, head, { status: 'failed', why: ownerWords.failed('an error') });
      });
  }

  /** The draft was published or deleted. @param {string} branch */
  forget(branch) {
    this.#states.delete(branch);
  }

  /**
   * What Decap's "View Preview" shows: the preview's address once it is composed, or a
   * failure without one. A draft being prepared holds the question for up to `wait` ms
   * (a long poll): after a save Decap asks only three times, 5 s apart, and a preview
   * takes longer. Nothing (Decap shows "Check for Preview") when nothing is known.
   * @param {string} branch @param {{ wait?: number }} [options]
   * @returns {Promise<{ url: string, status: 'SUCCESS' | 'FAILURE' } | null>}
   */
  async deployPreview(branch, { wait = 45_000 } = {}) {
    const until = Date.now() + wait;
    for (;;) {
      const state = this.#states.get(branch);
      if (state?.url) return { url: state.url, status: 'SUCCESS' };
      if (state?.status === 'failed') return { url: '', status: 'FAILURE' };
      if (!state || state.status === 'unchanged' || Date.now() >= until) return null;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  /**
   * Makes the draft's previewed release live, or says why it may not go live yet.
   * @param {string} branch @returns {Promise<{ ok: true } | { ok: false, why: string }>}
   */
  async publish(branch) {
    const { repo, commands, smokeClearance } = this.#options;
    const head = await git(repo, 'rev-parse', '--verify', `refs/heads/${branch}`);
    const state = this.#states.get(branch);
    if (state?.head !== head) {
      await this.saved(branch);
      return { ok: false, why: ownerWords.notYet(this.ownerState(branch)?.secondsLeft) };
    }
    if (state.status === 'unchanged') return { ok: true };
    if (state.status === 'failed') return { ok: false, why: state.why ?? ownerWords.failed('') };
    if (state.status !== 'passed' || !state.app || !state.id || !state.main) {
      return { ok: false, why: ownerWords.notYet(this.ownerState(branch)?.secondsLeft) };
    }
    const { app, id } = state;
    if (await this.#partChangedSince(state.main, app)) {
      await this.saved(branch);
      return { ok: false, why: ownerWords.preparedAgain };
    }
    if (!(await smokeClearance(app, id)).ok) {
      // Another part went live since its smoke run: the same release, composed with it, is
      // smoke-tested again before it may go live.
      const again = await this.#inTurn(() => this.#previewAgainAndSmoke(branch, state));
      if (!again.ok) return again;
    }
    const promoted = await commands.promote(app, id);
    if (!promoted.ok) return { ok: false, why: stoppedRelease(promoted) };
    return { ok: true };
  }

  /** Runs `task` after the drafts being prepared. @template T @param {() => Promise<T>} task */
  #inTurn(task) {
    const done = this.#queue.then(task);
    this.#queue = done.catch(() => {});
    return done;
  }

  /** @param {string} branch @param {DraftState} state @returns {Promise<{ ok: true } | { ok: false, why: string }>} */
  async #previewAgainAndSmoke(branch, { head, app = '', id = '', url = '' }) {
    const { commands } = this.#options;
    const again = await commands.previewAgain(app, id);
    if (!again.ok) {
      const why = stoppedRelease(again);
      this.#update(branch, head, { status: 'failed', why });
      return { ok: false, why };
    }
    const smoke = await commands.smoke(url);
    if (!smoke.ok || !smoke.value.passed) {
      const why = smoke.ok
        ? ownerWords.smokeFailed(smoke.value.failedChecks)
        : stoppedRelease(smoke);
      this.#update(branch, head, { status: 'failed', why });
      return { ok: false, why };
    }
    return { ok: true };
  }

  /** Whether main changed what `app` is built from since `since`. @param {string} since @param {string} app */
  async #partChangedSince(since, app) {
    const { repo } = this.#options;
    const main = await git(repo, 'rev-parse', 'main');
    if (main === since) return false;
    const files = (await git(repo, 'diff', '--name-only', '--no-renames', since, main))
      .split('\n')
      .filter(Boolean);
    return changedApps(files, APPS).includes(app);
  }

  /** @param {string} branch @param {string} head @param {Omit<DraftState, 'head'>} state */
  #update(branch, head, state) {
    // A newer save has its own state: what is learnt of an older one is dropped.
    const known = this.#states.get(branch);
    if (known?.head !== head) return;
    const since = state.status && state.status !== known.status ? Date.now() : known.since;
    this.#states.set(branch, { ...known, head, ...state, since });
  }

  /** @param {string} branch @param {string} head */
  async #prepare(branch, head) {
    if (this.#states.get(branch)?.head !== head) return;
    const { repo, commands, log } = this.#options;
    const update = (/** @type {Omit<DraftState, 'head'>} */ state) =>
      this.#update(branch, head, state);
    const main = await git(repo, 'rev-parse', 'main');
    const files = (await git(repo, 'diff', '--name-only', '--no-renames', `${main}...${head}`))
      .split('\n')
      .filter(Boolean);
    const apps = changedApps(files, APPS);
    if (apps.length === 0) return update({ status: 'unchanged', main });
    if (apps.length > 1) return update({ status: 'failed', why: ownerWords.manyParts(apps) });
    const [app = ''] = apps;
    const tree = await this.#checkout(branch, main, head);
    if (!tree) return update({ status: 'failed', app, why: ownerWords.conflict });
    const started = Date.now();
    const previewed = await commands.preview(app, appFolder(app, tree));
    if (!previewed.ok) return update({ status: 'failed', app, why: stoppedRelease(previewed) });
    const { id, url } = previewed.value;
    if (!url) {
      return update({ status: 'failed', app, why: ownerWords.failed('no address for previews') });
    }
    log(`${branch}: preview ${id} at ${url} in ${Date.now() - started} ms`);
    // From the save, its wait in the queue and its checkout included: what the owner waits.
    const preparing = Date.now() - (this.#states.get(branch)?.since ?? started);
    update({ status: 'checking', main, app, id, url });
    const checked = Date.now();
    const smoke = await commands.smoke(url);
    const passed = smoke.ok && smoke.value.passed;
    log(`${branch}: smoke run ${passed ? 'passed' : 'failed'} in ${Date.now() - started} ms`);
    if (passed) {
      // A run that went through is what the next owner should expect; a failed one is not.
      this.#took = { preparing, checking: Date.now() - checked };
      return update({ status: 'passed' });
    }
    update({
      status: 'failed',
      why: smoke.ok ? ownerWords.smokeFailed(smoke.value.failedChecks) : stoppedRelease(smoke),
    });
  }

  /**
   * The tree publishing the draft would give main: main, with the draft merged into it,
   * checked out on its own (decap-server keeps the repository's own working tree). None
   * if they conflict. @param {string} branch @param {string} main @param {string} head
   */
  async #checkout(branch, main, head) {
    const { repo, workDir } = this.#options;
    const tree = join(workDir, branch.replaceAll('/', '--'));
    await gitSucceeds(repo, 'worktree', 'remove', '--force', tree);
    rmSync(tree, { recursive: true, force: true });
    await git(repo, 'worktree', 'add', '--detach', '--force', tree, main);
    const merged = await gitSucceeds(tree, 'merge', '--no-commit', '--no-ff', head);
    return merged ? tree : undefined;
  }
}
