// The types of github-stand-in-git.mjs for TypeScript callers that do not check JavaScript.
export interface Commit {
  sha: string;
  tree: string;
  parents: string[];
  message: string;
  date: string;
}

export class Repository {
  constructor(files: Record<string, string | Buffer>, base?: string);
  base: string;
  blobs: Map<string, Buffer>;
  trees: Map<string, Map<string, string>>;
  commits: Map<string, Commit>;
  /** Branch name → commit sha. */
  branches: Map<string, string>;
  addBlob(bytes: Buffer): string;
  addTree(entries: Map<string, string>): string;
  addCommit(commit: { tree: string; parents: string[]; message: string }): string;
  commit(ref: string): Commit | undefined;
  treeOf(ref: string): Map<string, string> | undefined;
  listing(
    ref: string,
    folder: string,
    recursive: boolean,
  ): { path: string; mode: string; type: string; sha: string; size?: number }[] | undefined;
  ancestors(sha: string): string[];
  mergeBase(a: string, b: string): string | undefined;
  diff(
    from: string,
    to: string,
  ): { sha: string; filename: string; status: string; [key: string]: unknown }[];
  treeWith(
    base: string | undefined,
    entries: { path: string; sha?: string | null; content?: string }[],
  ): string;
  merge(headSha: string, message: string): string;
}
