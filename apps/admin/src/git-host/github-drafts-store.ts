import type { DraftsStore, EntryRef, NewPicture, StoredFile } from '../drafts/drafts-store';
import { refuseUntilReady } from '../drafts/publish-when-ready';
import { base64ToUtf8, utf8ToBase64 } from './base64';
import {
  branchOf,
  commitMessage,
  isDraftLabel,
  labelOf,
  MERGE_MESSAGE,
  PR_BODY,
} from './decap-workflow';
import { type GitHubApi, GitHubError } from './github-api';
import { answeringAsBackend, gitHubDraftStates, openDrafts } from './github-draft-states';
import { changesOf, gitOf, type TreeChange } from './github-git';
import type { PullRequest } from './github-types';

/**
 * The phone screen's drafts on GitHub, written as Decap's GitHub backend writes them
 * (decap-cms-backend-github's API.ts, editorial workflow), so Decap on a computer sees,
 * opens and publishes the same drafts: a draft is the branch cms/<collection>/<slug> with a
 * pull request into main labelled decap-cms/draft; a save commits the file and its
 * pictures on the branch, rebased onto main as Decap does; publishing merges the pull
 * request and deletes the branch. CI previews and checks every draft, and promotes the
 * previewed release on the merge (docs/going-live.md, "Drafts on the live site").
 */
export function gitHubDraftsStore({
  api,
  repo,
  base = 'main',
}: {
  api: GitHubApi;
  /** owner/name */
  repo: string;
  /** The branch the site is released from. */
  base?: string;
}): DraftsStore {
  const git = gitOf(api, repo);
  const owner = repo.split('/')[0] ?? '';
  const slugOf = (path: string) => (path.split('/').pop() ?? path).replace(/\.[^.]+$/, '');
  const textOf = async (sha: string) => base64ToUtf8((await git.blob(sha)).content);

  /** The entry's open draft, if it has one (Decap asks by head `owner:branch`). */
  async function draftOf(ref: EntryRef): Promise<PullRequest | undefined> {
    const head = encodeURIComponent(`${owner}:${branchOf(ref.collection, ref.slug)}`);
    const pulls = await api.all<PullRequest>(
      `/repos/${repo}/pulls?state=open&base=${encodeURIComponent(base)}&head=${head}&per_page=100`,
    );
    return pulls.find((pull) => pull.labels.some((label) => isDraftLabel(label.name)));
  }

  /** A file's blob at a commit or branch, or undefined if it has none there. */
  async function blobAt(ref: string, path: string): Promise<string | undefined> {
    const slash = path.lastIndexOf('/');
    try {
      const folder = await git.folder(ref, path.slice(0, slash));
      return folder.tree.find((item) => item.path === path.slice(slash + 1))?.sha;
    } catch (error) {
      if (error instanceof GitHubError && error.status === 404) return undefined;
      throw error;
    }
  }

  /** The draft's files that differ from main: { path → blob sha }. */
  async function draftFiles(pull: PullRequest): Promise<Map<string, string>> {
    const comparison = await git.compare(base, pull.head.sha);
    return new Map(
      (comparison.files ?? []).flatMap((file) =>
        file.status !== 'removed' && file.sha ? [[file.filename, file.sha] as const] : [],
      ),
    );
  }

  return {
    async list(collection, folder) {
      const inFolder = (path: string) =>
        path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes('/');
      const drafts = (await openDrafts(api, repo, base)).filter(
        ({ entry }) => entry.collection === collection,
      );
      const drafted: StoredFile[] = [];
      for (const { pull } of drafts) {
        for (const [path, sha] of await draftFiles(pull)) {
          if (inFolder(path))
            drafted.push({ slug: slugOf(path), path, raw: await textOf(sha), draft: true });
        }
      }
      const live = await git.folder(base, folder).catch((error: unknown) => {
        if (error instanceof GitHubError && error.status === 404) return { tree: [] };
        throw error;
      });
      const published: StoredFile[] = [];
      for (const item of live.tree) {
        const path = `${folder}/${item.path}`;
        if (item.type !== 'blob' || drafted.some((file) => file.path === path)) continue;
        published.push({ slug: slugOf(path), path, raw: await textOf(item.sha), draft: false });
      }
      return [...drafted, ...published];
    },

    async read(ref, path) {
      const pull = await draftOf(ref);
      const drafted = pull && (await draftFiles(pull)).get(path);
      const sha = drafted ?? (await blobAt(base, path));
      if (!sha) throw new GitHubError(404, `${path} is neither in a draft nor on ${base}`);
      return { slug: ref.slug, path, raw: await textOf(sha), draft: Boolean(drafted) };
    },

    async saveDraft(ref, file, pictures: NewPicture[]) {
      const branch = branchOf(ref.collection, ref.slug);
      // Pictures first, then the file: the order Decap uploads them in.
      const changes: TreeChange[] = [];
      for (const picture of pictures) {
        changes.push({ path: picture.path, sha: await git.createBlob(picture.base64) });
      }
      changes.push({ path: file.path, sha: await git.createBlob(utf8ToBase64(file.raw)) });
      const main = await git.branch(base);
      const pull = await draftOf(ref);
      const kind = (await blobAt(base, file.path)) ? 'Update' : 'Create';
      const message = commitMessage(kind, ref.collection, ref.slug);
      if (!pull) {
        const tree = await git.createTree(main.commit.commit.tree.sha, changes);
        const commit = await git.createCommit(message, tree, [main.commit.sha]);
        try {
          await git.createBranch(branch, commit);
        } catch (error) {
          // A branch left behind by a draft merged elsewhere: Decap moves it too.
          if (!(error instanceof GitHubError && error.status === 422)) throw error;
          await git.moveBranch(branch, commit, true);
        }
        // https://docs.github.com/rest/pulls/pulls#create-a-pull-request
        const created = await api.request<PullRequest>('POST', `/repos/${repo}/pulls`, {
          title: message,
          body: PR_BODY,
          head: `${owner}:${branch}`,
          base,
        });
        // https://docs.github.com/rest/issues/labels#set-labels-for-an-issue
        await api.request('PUT', `/repos/${repo}/issues/${created.number}/labels`, {
          labels: [labelOf('draft')],
        });
        return;
      }
      // Decap rebases a draft onto main before each save: the draft is main, plus its changes.
      const comparison = await git.compare(base, pull.head.sha);
      const onMain = comparison.merge_base_commit.sha === main.commit.sha;
      const head = onMain ? await git.branch(branch) : main;
      const replayed = onMain ? [] : changesOf(comparison);
      const tree = await git.createTree(head.commit.commit.tree.sha, [...replayed, ...changes]);
      const commit = await git.createCommit(message, tree, [head.commit.sha]);
      await git.moveBranch(branch, commit, true);
    },

    states: () => gitHubDraftStates(api, repo, base),

    async publish(ref) {
      const pull = await draftOf(ref);
      if (!pull) throw new Error(`There is no draft of ${ref.collection}/${ref.slug} to publish.`);
      // Not before CI says it is ready, in the owner's words (main's protection refuses too).
      await refuseUntilReady(
        answeringAsBackend(() => gitHubDraftStates(api, repo, base)),
        ref,
      );
      // https://docs.github.com/rest/pulls/pulls#merge-a-pull-request
      await api.request('PUT', `/repos/${repo}/pulls/${pull.number}/merge`, {
        commit_message: MERGE_MESSAGE,
        sha: pull.head.sha,
        merge_method: 'merge',
      });
      await git.deleteBranch(branchOf(ref.collection, ref.slug)).catch((error: unknown) => {
        // Gone already (the repository deletes merged branches): what was wanted.
        if (!(error instanceof GitHubError && error.status === 422)) throw error;
      });
    },
  };
}
