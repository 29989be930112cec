// @ts-check
// The stand-in's pull requests, their labels and commit statuses (github-stand-in.mjs):
// what Decap's editorial workflow reads and writes (a draft is a pull request from
// cms/<collection>/<slug>, its stage a decap-cms/ label) and what CI reports on a draft's
// head (the commit status deploy/preview).

/** @import { Repository } from './github-stand-in-git.mjs' */

/** @typedef {{ status: number, body?: unknown, headers?: Record<string, string> }} Answer */
/**
 * @typedef {{ number: number, state: 'open' | 'closed', title: string, body: string,
 *   head: string, headSha: string, base: string, labels: string[], created: string,
 *   updated: string, merged: string | null, mergeSha: string | null }} Pull
 */

/**
 * @param {{ R: string, repository: Repository,
 *   repoUrl: () => string, user: Record<string, unknown>, ok: (body: unknown, status?: number) => Answer,
 *   notFound: () => Answer, invalid: (message: string) => Answer }} context
 * @returns {[string, RegExp, (match: RegExpMatchArray, body: any, url: URL) => Answer][]}
 */
export function pullRoutes({ R, repository, repoUrl, user, ok, notFound, invalid }) {
  /** @type {Pull[]} */ const pulls = [];
  /** @type {Map<string, { state: string, context: string, description: string | null, target_url: string | null, id: number, created_at: string }[]>} newest first */
  const statuses = new Map();
  const owner = R.split('/')[2];
  const labelJson = (/** @type {string} */ label) => ({
    id: label.length,
    node_id: `L_${label}`,
    url: `${repoUrl()}/labels/${encodeURIComponent(label)}`,
    name: label,
    color: 'ededed',
    default: false,
    description: '',
  });
  /** A pull's head follows its branch while it is open, as on GitHub. @param {Pull} pull */
  const headOf = (pull) =>
    pull.state === 'open' ? (repository.branches.get(pull.head) ?? pull.headSha) : pull.headSha;
  /** @param {Pull} pull */
  const pullJson = (pull) => ({
    id: pull.number,
    node_id: `PR_${pull.number}`,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    body: pull.body,
    user,
    labels: pull.labels.map(labelJson),
    url: `${repoUrl()}/pulls/${pull.number}`,
    html_url: `https://github.com${R.slice('/repos'.length)}/pull/${pull.number}`,
    created_at: pull.created,
    updated_at: pull.updated,
    closed_at: pull.merged,
    merged_at: pull.merged,
    merge_commit_sha: pull.mergeSha,
    draft: false,
    head: {
      label: `${owner}:${pull.head}`,
      ref: pull.head,
      sha: headOf(pull),
      user,
      repo: { full_name: R.slice('/repos/'.length), fork: false },
    },
    base: {
      label: `${owner}:${pull.base}`,
      ref: pull.base,
      sha: repository.branches.get(pull.base) ?? '',
      user,
      repo: { full_name: R.slice('/repos/'.length), fork: false },
    },
  });
  const pullOf = (/** @type {string | undefined} */ number) =>
    pulls.find((pull) => pull.number === Number(number));
  const now = () => new Date().toISOString();
  /** @param {string} ref a branch or a sha */
  const shaOf = (ref) => repository.branches.get(decodeURIComponent(ref)) ?? ref;

  return [
    // https://docs.github.com/rest/pulls/pulls#list-pull-requests (state, head `owner:branch`, base, paged)
    [
      'GET',
      new RegExp(`^${R}/pulls$`),
      (_m, _b, url) => {
        const { searchParams: q } = url;
        const state = q.get('state') ?? 'open';
        const head = q.get('head');
        const chosen = pulls.filter(
          (pull) =>
            (state === 'all' || pull.state === state) &&
            (!head || `${owner}:${pull.head}` === head) &&
            (!q.get('base') || pull.base === q.get('base')),
        );
        const perPage = Math.min(Number(q.get('per_page') ?? 30), 100);
        const page = Number(q.get('page') ?? 1);
        const answer = ok(chosen.slice((page - 1) * perPage, page * perPage).map(pullJson));
        if (page * perPage >= chosen.length) return answer;
        q.set('page', String(page + 1));
        return { ...answer, headers: { Link: `<${url.origin}${url.pathname}?${q}>; rel="next"` } };
      },
    ],
    // https://docs.github.com/rest/pulls/pulls#create-a-pull-request
    [
      'POST',
      new RegExp(`^${R}/pulls$`),
      (_m, body) => {
        const head = String(body.head ?? '').replace(`${owner}:`, '');
        const headSha = repository.branches.get(head);
        if (!headSha || !repository.branches.has(body.base)) return invalid('Validation Failed');
        if (pulls.some((pull) => pull.state === 'open' && pull.head === head))
          return invalid(`A pull request already exists for ${owner}:${head}.`);
        const pull = {
          number: pulls.length + 1,
          state: /** @type {const} */ ('open'),
          title: body.title ?? head,
          body: body.body ?? '',
          head,
          headSha,
          base: body.base,
          labels: [],
          created: now(),
          updated: now(),
          merged: null,
          mergeSha: null,
        };
        pulls.push(pull);
        return ok(pullJson(pull), 201);
      },
    ],
    // https://docs.github.com/rest/pulls/pulls#get-a-pull-request
    [
      'GET',
      new RegExp(`^${R}/pulls/(\\d+)$`),
      ([, number]) => {
        const pull = pullOf(number);
        return pull ? ok(pullJson(pull)) : notFound();
      },
    ],
    // https://docs.github.com/rest/pulls/pulls#update-a-pull-request (Decap closes or reopens)
    [
      'PATCH',
      new RegExp(`^${R}/pulls/(\\d+)$`),
      ([, number], body) => {
        const pull = pullOf(number);
        if (!pull) return notFound();
        if (body.state === 'closed' || body.state === 'open') pull.state = body.state;
        if (pull.state === 'closed') pull.headSha = headOf({ ...pull, state: 'open' });
        pull.updated = now();
        return ok(pullJson(pull));
      },
    ],
    // https://docs.github.com/rest/pulls/pulls#list-commits-on-a-pull-request
    [
      'GET',
      new RegExp(`^${R}/pulls/(\\d+)/commits$`),
      ([, number]) => {
        const pull = pullOf(number);
        if (!pull) return notFound();
        const since = new Set(repository.ancestors(repository.branches.get(pull.base) ?? ''));
        return ok(
          repository
            .ancestors(headOf(pull))
            .filter((sha) => !since.has(sha))
            .reverse()
            .map((sha) => ({
              sha,
              parents: repository.commits.get(sha)?.parents.map((p) => ({ sha: p })),
              commit: { message: repository.commits.get(sha)?.message },
            })),
        );
      },
    ],
    // https://docs.github.com/rest/pulls/pulls#merge-a-pull-request (405 when not mergeable, 409 when the head moved)
    [
      'PUT',
      new RegExp(`^${R}/pulls/(\\d+)/merge$`),
      ([, number], body) => {
        const pull = pullOf(number);
        if (!pull) return notFound();
        if (pull.state !== 'open')
          return { status: 405, body: { message: 'Pull Request is not mergeable' } };
        const head = headOf(pull);
        if (body.sha && body.sha !== head)
          return {
            status: 409,
            body: { message: 'Head branch was modified. Review and try the merge again.' },
          };
        const sha = repository.merge(
          head,
          body.commit_message ?? `Merge pull request #${pull.number}`,
        );
        Object.assign(pull, {
          state: 'closed',
          headSha: head,
          merged: now(),
          mergeSha: sha,
          updated: now(),
        });
        return ok({ sha, merged: true, message: 'Pull Request successfully merged' });
      },
    ],
    // https://docs.github.com/rest/issues/labels#set-labels-for-an-issue (a pull request is an issue)
    [
      'PUT',
      new RegExp(`^${R}/issues/(\\d+)/labels$`),
      ([, number], body) => {
        const pull = pullOf(number);
        if (!pull) return notFound();
        pull.labels = (body.labels ?? []).map((/** @type {string | { name: string }} */ label) =>
          typeof label === 'string' ? label : label.name,
        );
        pull.updated = now();
        return ok(pull.labels.map(labelJson));
      },
    ],
    // https://docs.github.com/rest/commits/statuses#create-a-commit-status
    [
      'POST',
      new RegExp(`^${R}/statuses/([0-9a-f]+)$`),
      ([, sha], body) => {
        if (!sha || !repository.commits.has(sha)) return invalid('No commit found for SHA');
        if (!['pending', 'success', 'failure', 'error'].includes(body.state))
          return invalid('Validation Failed');
        const status = {
          id: (statuses.get(sha)?.length ?? 0) + 1,
          state: body.state,
          context: body.context ?? 'default',
          description: body.description ?? null,
          target_url: body.target_url ?? null,
          created_at: now(),
        };
        statuses.set(sha, [status, ...(statuses.get(sha) ?? [])]);
        return ok(
          {
            ...status,
            url: `${repoUrl()}/statuses/${sha}`,
            updated_at: status.created_at,
            creator: user,
          },
          201,
        );
      },
    ],
    // https://docs.github.com/rest/commits/statuses#list-commit-statuses-for-a-reference (newest first)
    [
      'GET',
      new RegExp(`^${R}/commits/([^/]+)/statuses$`),
      ([, ref]) => ok(statuses.get(shaOf(ref ?? '')) ?? []),
    ],
    // https://docs.github.com/rest/commits/statuses#get-the-combined-status-for-a-specific-reference
    [
      'GET',
      new RegExp(`^${R}/commits/([^/]+)/status$`),
      ([, ref]) => {
        const sha = shaOf(ref ?? '');
        const latest = [
          ...new Map((statuses.get(sha) ?? []).toReversed().map((s) => [s.context, s])).values(),
        ];
        const state = latest.some((s) => s.state === 'failure' || s.state === 'error')
          ? 'failure'
          : latest.length > 0 && latest.every((s) => s.state === 'success')
            ? 'success'
            : 'pending';
        return ok({
          state,
          statuses: latest,
          sha,
          total_count: latest.length,
          repository: { full_name: R.slice('/repos/'.length) },
        });
      },
    ],
  ];
}
