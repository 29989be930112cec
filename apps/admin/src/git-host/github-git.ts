import type { GitHubApi } from './github-api';
import type { Branch, Comparison, Tree } from './github-types';

/**
 * Git's objects through GitHub's REST API, the calls Decap's GitHub backend makes to save a
 * draft (blobs, a tree on a base, a commit, a ref moved), so both leave the same history.
 */
export interface TreeChange {
  path: string;
  /** The blob's sha, or null to delete the file. */
  sha: string | null;
}

export function gitOf(api: GitHubApi, repo: string) {
  const at = `/repos/${repo}`;
  return {
    /** https://docs.github.com/rest/branches/branches#get-a-branch */
    branch: (name: string) =>
      api.request<Branch>('GET', `${at}/branches/${encodeURIComponent(name)}`),

    /** A folder at a commit or branch, as `<ref>:<folder>` (Git's extended sha syntax, as Decap asks). */
    folder: (ref: string, folder: string) =>
      api.request<Tree>('GET', `${at}/git/trees/${ref}:${encodeURIComponent(folder)}`),

    /** https://docs.github.com/rest/git/blobs#get-a-blob: base64 content. */
    blob: (sha: string) =>
      api.request<{ content: string; encoding: string }>('GET', `${at}/git/blobs/${sha}`),

    /** https://docs.github.com/rest/git/blobs#create-a-blob */
    createBlob: async (base64: string) =>
      (
        await api.request<{ sha: string }>('POST', `${at}/git/blobs`, {
          content: base64,
          encoding: 'base64',
        })
      ).sha,

    /** https://docs.github.com/rest/git/trees#create-a-tree: the changes over a base tree. */
    createTree: async (baseTree: string, changes: readonly TreeChange[]) =>
      (
        await api.request<{ sha: string }>('POST', `${at}/git/trees`, {
          base_tree: baseTree,
          tree: changes.map(({ path, sha }) => ({ path, mode: '100644', type: 'blob', sha })),
        })
      ).sha,

    /** https://docs.github.com/rest/git/commits#create-a-commit */
    createCommit: async (message: string, tree: string, parents: string[]) =>
      (await api.request<{ sha: string }>('POST', `${at}/git/commits`, { message, tree, parents }))
        .sha,

    /** https://docs.github.com/rest/git/refs#create-a-reference */
    createBranch: (name: string, sha: string) =>
      api.request('POST', `${at}/git/refs`, { ref: `refs/heads/${name}`, sha }),

    /** https://docs.github.com/rest/git/refs#update-a-reference (force: a draft is rebased). */
    moveBranch: (name: string, sha: string, force: boolean) =>
      api.request('PATCH', `${at}/git/refs/heads/${encodeURIComponent(name)}`, { sha, force }),

    /** https://docs.github.com/rest/git/refs#delete-a-reference */
    deleteBranch: (name: string) =>
      api.request('DELETE', `${at}/git/refs/heads/${encodeURIComponent(name)}`),

    /** https://docs.github.com/rest/commits/commits#compare-two-commits (three dots: from the merge base). */
    compare: (base: string, head: string) =>
      api.request<Comparison>('GET', `${at}/compare/${base}...${head}`),
  };
}

export type Git = ReturnType<typeof gitOf>;

/** The files a draft changes, as tree changes (what Decap's rebase replays onto main). */
export function changesOf(comparison: Comparison): TreeChange[] {
  return (comparison.files ?? []).flatMap((file) => {
    if (file.status === 'removed') return [{ path: file.filename, sha: null }];
    const moved = file.status === 'renamed' && file.previous_filename;
    return [...(moved ? [{ path: moved, sha: null }] : []), { path: file.filename, sha: file.sha }];
  });
}
