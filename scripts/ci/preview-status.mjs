// @ts-check
// What release-part.yml's draft job reads of a push to main, each value parsed whole before
// it reaches an output (published-draft.mjs writes them): the merged draft whose head the
// push brings, the deploy/preview status on that head (draft-preview.yml's report job
// writes it), and the commit main was at before the merge. A commit status is anyone's
// who may write: it names the preview to promote and nothing more. Whether main changed
// the part since the preview was built is the engine's question, asked of its own record
// (platform/release/engine/release/promote.mjs), never of the status's "on <commit>".

/** The status draft-preview.yml posts on a draft's head. */
export const PREVIEW_CONTEXT = 'deploy/preview';
/** Its description: "<part> <release id> on <main's commit the preview was built on>". */
export const PREVIEW_DESCRIPTION = /^([a-z][a-z0-9-]{0,63}) ([0-9a-f]{12}) on ([0-9a-f]{40})$/;
const COMMIT = /^[0-9a-f]{40}$/;
/** Printable ASCII, no space: no newline, no control character, nothing to trim. */
const PRINTABLE = /^[\x21-\x7e]+$/;

/** @param {unknown} value @returns {value is Record<string, any>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The head of the merged cms/ pull request of this repository that the pushed commit
 * belongs to (GitHub's answer to repos/<repo>/commits/<sha>/pulls), or why there is none.
 * More than one is a doubt: none.
 * @param {unknown} pulls @param {string} repo
 * @returns {{ head: string } | { why: string }}
 */
export function mergedDraftHead(pulls, repo) {
  if (!Array.isArray(pulls)) return { why: 'GitHub named no pull request of the commit' };
  const drafts = pulls.filter(
    (pull) =>
      isObject(pull) &&
      typeof pull.merged_at === 'string' &&
      pull.merged_at !== '' &&
      typeof pull.head?.ref === 'string' &&
      pull.head.ref.startsWith('cms/'),
  );
  if (drafts.length === 0) return { why: 'not a published draft' };
  if (drafts.length > 1) return { why: `${drafts.length} merged drafts name the commit` };
  const [{ head }] = drafts;
  if (head.repo?.full_name !== repo) return { why: "the draft is not this repository's" };
  if (typeof head.sha !== 'string' || !COMMIT.test(head.sha)) {
    return { why: "the draft's head is not a commit's 40 hex digits" };
  }
  return { head: head.sha };
}

/**
 * A preview's address as a status may carry it: an https URL (http for a loopback host
 * alone, a developer's machine), written whole as URL parses it, with no user or password.
 * @param {unknown} value @returns {string | undefined}
 */
export function previewAddress(value) {
  if (typeof value !== 'string' || value.length > 2048 || !PRINTABLE.test(value)) return undefined;
  /** @type {URL} */
  let url;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  const { hostname, protocol } = url;
  const loopback =
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]';
  if (!(protocol === 'https:' || (protocol === 'http:' && loopback))) return undefined;
  // As URL writes it back: no part it would read another way than it is written.
  if (value !== url.href && value !== url.origin) return undefined;
  return value;
}

/**
 * The preview a draft's head passed, from GitHub's combined status of that commit
 * (repos/<repo>/commits/<head>/status): exactly one deploy/preview status, state exactly
 * success, its description exactly "<app> <id> on <40 hex>" for this `app`, its target the
 * preview's address. Anything else is why not.
 * @param {unknown} combined @param {string} app
 * @returns {{ id: string, url: string, base: string } | { why: string }}
 */
export function passedPreview(combined, app) {
  const statuses = isObject(combined) && Array.isArray(combined.statuses) ? combined.statuses : [];
  const previews = statuses.filter(
    (status) => isObject(status) && status.context === PREVIEW_CONTEXT,
  );
  if (previews.length !== 1) {
    return { why: `${previews.length} ${PREVIEW_CONTEXT} statuses on the draft's head` };
  }
  const [{ state, description, target_url: target }] = previews;
  if (state !== 'success') return { why: `its ${PREVIEW_CONTEXT} status is not a success` };
  const described = typeof description === 'string' ? PREVIEW_DESCRIPTION.exec(description) : null;
  if (!described)
    return { why: `its ${PREVIEW_CONTEXT} description is not "<part> <id> on <commit>"` };
  const [, part, id = '', base = ''] = described;
  if (part !== app) return { why: `its ${PREVIEW_CONTEXT} status is not of ${app}` };
  const url = previewAddress(target);
  if (!url) return { why: `its ${PREVIEW_CONTEXT} target is not a preview's address` };
  return { id, url, base };
}

/**
 * The commit main was at before the push's commit, the one it was merged into: its first
 * parent, from GitHub's answer to repos/<repo>/commits/<sha>.
 * @param {unknown} commit @param {string} sha
 * @returns {{ main: string } | { why: string }}
 */
export function firstParent(commit, sha) {
  if (!isObject(commit) || commit.sha !== sha || !Array.isArray(commit.parents)) {
    return { why: `GitHub did not describe ${sha}` };
  }
  const [parent] = commit.parents;
  if (!isObject(parent) || typeof parent.sha !== 'string' || !COMMIT.test(parent.sha)) {
    return { why: `${sha} has no parent` };
  }
  return { main: parent.sha };
}

/**
 * GITHUB_OUTPUT's lines for `outputs`, name=value each: a name of letters, digits and
 * dashes, a value of printable characters with no space, so that no value can end its line
 * and write another output. Anything else throws, and nothing is written.
 * @param {Record<string, string>} outputs @returns {string}
 */
export function outputLines(outputs) {
  return Object.entries(outputs)
    .map(([name, value]) => {
      if (!/^[a-z][a-z0-9-]*$/.test(name))
        throw new Error(`${JSON.stringify(name)} is no output name`);
      if (typeof value !== 'string' || !PRINTABLE.test(value)) {
        throw new Error(`output ${name}: ${JSON.stringify(value)} is not one printable word`);
      }
      return `${name}=${value}\n`;
    })
    .join('');
}
