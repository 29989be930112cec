// @ts-check
// The stand-in's Git data endpoints (github-stand-in.mjs): trees, blobs, commits, refs and
// comparisons, the calls Decap's GitHub backend and apps/admin/src/git-host/ make to read the
// content and save a draft on its branch.

/** @import { Repository } from './github-stand-in-git.mjs' */

/** @typedef {{ status: number, body?: unknown, headers?: Record<string, string> }} Answer */

/**
 * @param {{ R: string, repository: Repository,
 *   repoUrl: () => string, commitJson: (sha: string) => Record<string, any>,
 *   ok: (body: unknown, status?: number) => Answer, notFound: () => Answer,
 *   invalid: (message: string) => Answer, refAnswer: (branch: string) => Answer }} context
 * @returns {[string, RegExp, (match: RegExpMatchArray, body: any, url: URL) => Answer][]}
 */
export function gitRoutes({
  R,
  repository,
  repoUrl,
  commitJson,
  ok,
  notFound,
  invalid,
  refAnswer,
}) {
  const commitOf = (/** @type {string} */ sha) => repository.commits.get(sha);
  const [owner, name] = R.split('/').slice(2);
  return [
    // https://docs.github.com/rest/git/trees#get-a-tree (`<ref>:<folder>`, as Decap asks)
    [
      'GET',
      new RegExp(`^${R}/git/trees/(.+)$`),
      ([, spec], _body, url) => {
        const [ref = '', folder = ''] = decodeURIComponent(spec ?? '').split(/:(.*)/s);
        const tree = repository.listing(ref, folder, url.searchParams.has('recursive'));
        return tree
          ? ok({ sha: spec, url: `${repoUrl()}/git/trees/${spec}`, tree, truncated: false })
          : notFound();
      },
    ],
    // https://docs.github.com/rest/git/trees#create-a-tree (base_tree: a tree or, as Decap sends, a commit)
    [
      'POST',
      new RegExp(`^${R}/git/trees$`),
      (_m, body) => {
        const sha = repository.treeWith(body.base_tree, body.tree ?? []);
        return ok(
          {
            sha,
            url: `${repoUrl()}/git/trees/${sha}`,
            tree: repository.listing(sha, '', true),
            truncated: false,
          },
          201,
        );
      },
    ],
    // https://docs.github.com/rest/git/blobs#get-a-blob
    [
      'GET',
      new RegExp(`^${R}/git/blobs/([0-9a-f]+)$`),
      ([, sha]) => {
        const bytes = repository.blobs.get(sha ?? '');
        return bytes
          ? ok({
              sha,
              node_id: `B_${sha}`,
              size: bytes.length,
              url: `${repoUrl()}/git/blobs/${sha}`,
              content: bytes.toString('base64').replace(/.{60}/g, '$&\n'),
              encoding: 'base64',
            })
          : notFound();
      },
    ],
    // https://docs.github.com/rest/git/blobs#create-a-blob
    [
      'POST',
      new RegExp(`^${R}/git/blobs$`),
      (_m, body) => {
        const sha = repository.addBlob(
          Buffer.from(body.content ?? '', body.encoding === 'base64' ? 'base64' : 'utf8'),
        );
        return ok({ sha, url: `${repoUrl()}/git/blobs/${sha}` }, 201);
      },
    ],
    // https://docs.github.com/rest/git/commits#create-a-commit
    [
      'POST',
      new RegExp(`^${R}/git/commits$`),
      (_m, body) => {
        if (!repository.trees.has(body.tree)) return invalid('Tree SHA does not exist');
        const sha = repository.addCommit({
          tree: body.tree,
          parents: body.parents ?? [],
          message: body.message ?? '',
        });
        const { commit, ...rest } = commitJson(sha);
        return ok(
          { ...rest, ...commit, html_url: `https://github.com/${owner}/${name}/commit/${sha}` },
          201,
        );
      },
    ],
    // https://docs.github.com/rest/git/refs#get-a-reference
    [
      'GET',
      new RegExp(`^${R}/git/ref/heads/(.+)$`),
      ([, branch]) => refAnswer(decodeURIComponent(branch ?? '')),
    ],
    // https://docs.github.com/rest/git/refs#create-a-reference
    [
      'POST',
      new RegExp(`^${R}/git/refs$`),
      (_m, body) => {
        const branch = String(body.ref ?? '').replace(/^refs\/heads\//, '');
        if (repository.branches.has(branch)) return invalid('Reference already exists');
        if (!commitOf(body.sha)) return invalid('Object does not exist');
        repository.branches.set(branch, body.sha);
        return { ...refAnswer(branch), status: 201 };
      },
    ],
    // https://docs.github.com/rest/git/refs#update-a-reference (no force: only forward)
    [
      'PATCH',
      new RegExp(`^${R}/git/refs/heads/(.+)$`),
      ([, encoded], body) => {
        const branch = decodeURIComponent(encoded ?? '');
        const now = repository.branches.get(branch);
        if (!now) return invalid('Reference does not exist');
        if (!body.force && !repository.ancestors(body.sha).includes(now))
          return invalid('Update is not a fast forward');
        repository.branches.set(branch, body.sha);
        return refAnswer(branch);
      },
    ],
    // https://docs.github.com/rest/git/refs#delete-a-reference
    [
      'DELETE',
      new RegExp(`^${R}/git/refs/heads/(.+)$`),
      ([, encoded]) =>
        repository.branches.delete(decodeURIComponent(encoded ?? ''))
          ? { status: 204 }
          : invalid('Reference does not exist'),
    ],
    // https://docs.github.com/rest/commits/commits#compare-two-commits
    [
      'GET',
      new RegExp(`^${R}/compare/(.+)\\.\\.\\.(.+)$`),
      ([, from, to]) => {
        const base = commitOf(
          repository.branches.get(decodeURIComponent(from ?? '')) ?? from ?? '',
        );
        const head = commitOf(repository.branches.get(decodeURIComponent(to ?? '')) ?? to ?? '');
        if (!base || !head) return notFound();
        const since = repository.mergeBase(base.sha, head.sha) ?? base.sha;
        const ahead = repository
          .ancestors(head.sha)
          .filter((sha) => !repository.ancestors(since).includes(sha))
          .reverse();
        const behind = repository
          .ancestors(base.sha)
          .filter((sha) => !repository.ancestors(since).includes(sha));
        return ok({
          url: `${repoUrl()}/compare/${from}...${to}`,
          base_commit: commitJson(base.sha),
          merge_base_commit: commitJson(since),
          status:
            ahead.length && behind.length
              ? 'diverged'
              : ahead.length
                ? 'ahead'
                : behind.length
                  ? 'behind'
                  : 'identical',
          ahead_by: ahead.length,
          behind_by: behind.length,
          total_commits: ahead.length,
          commits: ahead.map(commitJson),
          files: repository.diff(since, head.sha),
        });
      },
    ],
    // https://docs.github.com/rest/commits/commits#list-commits (`sha`: the branch; `path`: who touched it)
    [
      'GET',
      new RegExp(`^${R}/commits$`),
      (_m, _b, url) => {
        const start = repository.branches.get(url.searchParams.get('sha') ?? repository.base) ?? '';
        return ok(repository.ancestors(start).map(commitJson));
      },
    ],
  ];
}
