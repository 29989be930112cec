/**
 * The fields this code reads of GitHub's answers, as docs.github.com/rest records them
 * (the answers carry many more).
 */

/** https://docs.github.com/rest/pulls/pulls#list-pull-requests */
export interface PullRequest {
  number: number;
  state: 'open' | 'closed';
  title: string;
  labels: { name: string }[];
  head: { ref: string; sha: string };
  base: { ref: string; sha: string };
}

/** https://docs.github.com/rest/commits/statuses#get-the-combined-status-for-a-specific-reference */
export interface CombinedStatus {
  state: 'pending' | 'success' | 'failure' | 'error';
  statuses: CommitStatus[];
}

export interface CommitStatus {
  state: 'pending' | 'success' | 'failure' | 'error';
  context: string;
  description: string | null;
  target_url: string | null;
}

/** https://docs.github.com/rest/git/trees#get-a-tree */
export interface Tree {
  sha: string;
  tree: { path: string; type: 'blob' | 'tree' | 'commit'; sha: string; size?: number }[];
  truncated: boolean;
}

/** https://docs.github.com/rest/branches/branches#get-a-branch */
export interface Branch {
  name: string;
  commit: { sha: string; commit: { tree: { sha: string } } };
}

/** https://docs.github.com/rest/commits/commits#compare-two-commits */
export interface Comparison {
  merge_base_commit: { sha: string };
  files?: {
    sha: string | null;
    filename: string;
    status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
    previous_filename?: string;
  }[];
}
