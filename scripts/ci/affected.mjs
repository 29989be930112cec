// @ts-check
// What a change can break, from the files it changes alone (issue 54). A change inside
// remotes' folders runs those parts' tests and the tests of how the parts compose;
// documentation alone runs the checks (typecheck, lint); anything else, recognised or
// not, runs everything: the shell renders every page, and shared code, the engine, the
// servers, a workflow, the dependencies, a configuration or the tests' own support can
// break any part. A push to main, the merge queue and the nightly run ask for everything.
import { REMOTES } from 'composition';

/**
 * @typedef {object} Plan
 * @property {boolean} everything every test, as `npm test` runs them
 * @property {string[]} parts the remotes whose own tests run (every remote, for everything)
 * @property {string} why one line for people
 */

/** The remotes, each in its folder apps/<part>, as platform/release/engine/release/changed-apps.mjs reads it. */
export const PARTS = Object.keys(REMOTES);

/** Why a file outside the parts' folders runs everything, for the line people read. @type {[RegExp, string][]} */
const EVERYTHING_BECAUSE = [
  [/^apps\/shell\//, 'the shell renders every page'],
  [
    /^packages\/(shared-ui|shared-types|build-config|composition)\/|^composition\.json$|^tsconfig\.base\.json$/,
    'every part is built from it',
  ],
  [/^platform\/(release|deployment|measure)\//, 'the release engine'],
  [/^platform\/servers\//, 'the servers'],
  [/^packages\/test-tools\//, "the tests' stand-ins"],
  [/^apps\/admin\//, "the owner's editor, which every part's content schemas reach"],
  [/^\.github\//, 'a workflow'],
  [/^package(-lock)?\.json$|^\.npmrc$/, 'the dependencies'],
  [/^(playwright|vitest)[\w.]*\.(ts|mjs)$|^tsconfig[\w.]*\.json$|^biome\.json$/, 'a configuration'],
  [/^testing\//, "the browser tests' own code"],
  [/^scripts\//, 'the scripts the tests run'],
];

/** Documentation: the docs folder and the root's own Markdown. A part's README is its own. */
const isDocumentation = (/** @type {string} */ file) =>
  file.startsWith('docs/') || /^[^/]+\.md$/.test(file);

/** The part whose folder holds `file`, if one does. @param {string} file */
const partOf = (file) => PARTS.find((part) => file.startsWith(`apps/${part}/`));

/** @param {string} why @returns {Plan} */
const everything = (why) => ({ everything: true, parts: [...PARTS], why });

/**
 * The tests `files` (paths from the repository's root, both sides of a rename) can break.
 * @param {readonly string[]} files
 * @param {{ everything?: boolean }} [options] everything: a push to main and the like
 * @returns {Plan}
 */
export function affectedBy(files, options = {}) {
  if (options.everything) return everything('every test, as asked');
  const outside = files.find((file) => !isDocumentation(file) && !partOf(file));
  if (outside !== undefined) {
    const because = EVERYTHING_BECAUSE.find(([pattern]) => pattern.test(outside))?.[1];
    // Quoted: a file's name may hold a line break, and the line is printed in CI's log.
    const named = JSON.stringify(outside);
    return everything(`${named}: ${because ?? 'not a part of the site this knows'}, every test`);
  }
  const parts = PARTS.filter((part) => files.some((file) => partOf(file) === part));
  if (parts.length === 0) {
    const what = files.length > 0 ? 'documentation alone' : 'no file changed';
    return { everything: false, parts, why: `${what}: typecheck and lint` };
  }
  return {
    everything: false,
    parts,
    why: `${parts.join(' and ')}: ${parts.length > 1 ? 'their' : 'its'} tests, and those across the parts`,
  };
}
