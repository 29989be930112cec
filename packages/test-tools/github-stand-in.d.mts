// The types of github-stand-in.mjs for TypeScript callers that do not check JavaScript
// (admin's unit tests).
import type { Repository } from './github-stand-in-git.mjs';

export interface GitHubStandIn {
  /** http://127.0.0.1:<port>: the API's root. */
  origin: string;
  /** The repository it holds, to look into. */
  repository: Repository;
  close(): Promise<void>;
}

export function startGitHubStandIn(options?: {
  /** main's first commit: path from the repository's root → content. */
  files?: Record<string, string | Buffer>;
  owner?: string;
  name?: string;
  login?: string;
  /** The one token it accepts; any token when unset. */
  token?: string;
  port?: number;
}): Promise<GitHubStandIn>;
