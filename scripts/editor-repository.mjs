#!/usr/bin/env node
// @ts-check
// The owner's repository on this machine, for `npm start`: a scratch copy of this
// checkout's commit in .editor/repository, where the editor's drafts become branches and
// publishing merges them into its main. The editor never touches the developer's working
// tree or branches; bring what the owner published into the checkout with
// `git pull .editor/repository main`. Created once; afterwards it catches up with the
// checkout's new commits when it has none of its own.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from 'composition';

export const EDITOR_FOLDER = join(ROOT, '.editor');
export const EDITOR_REPOSITORY = join(EDITOR_FOLDER, 'repository');
/** Where drafts are checked out to be built: beside the repository, inside the project. */
export const EDITOR_DRAFTS = join(EDITOR_FOLDER, 'drafts');

/** @param {...string} args */
const git = (...args) =>
  execFileSync('git', ['-C', EDITOR_REPOSITORY, ...args], { encoding: 'utf8' }).trim();
/** @param {...string} args */
const gitSucceeds = (...args) => {
  try {
    git(...args);
    return true;
  } catch {
    return false;
  }
};

export function prepareEditorRepository() {
  if (!existsSync(join(EDITOR_REPOSITORY, '.git'))) {
    mkdirSync(EDITOR_REPOSITORY, { recursive: true });
    git('init', '--quiet', '--initial-branch=main');
    git('config', 'user.name', 'Site owner (editor)');
    git('config', 'user.email', 'owner@localhost');
    git('fetch', '--quiet', ROOT, 'HEAD');
    git('reset', '--quiet', '--hard', 'FETCH_HEAD');
    return 'created';
  }
  git('fetch', '--quiet', ROOT, 'HEAD');
  if (gitSucceeds('merge-base', '--is-ancestor', 'FETCH_HEAD', 'main')) return 'up to date';
  // decap-server keeps the repository on main between requests.
  if (gitSucceeds('merge', '--quiet', '--ff-only', 'FETCH_HEAD')) return 'caught up';
  return 'kept: the owner published changes the checkout has not pulled (git pull .editor/repository main)';
}

if (process.argv[1] === import.meta.filename) {
  console.log(`the owner's repository ${EDITOR_REPOSITORY}: ${prepareEditorRepository()}`);
}
