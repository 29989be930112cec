// @ts-check
// The stand-in's repository, in memory: blobs with Git's own sha (so a client's hash of a
// file matches), trees kept flat (path → blob sha), commits, branches, and what the REST
// endpoints compute from them (a folder's listing, a three-dot comparison, a merge).
import { createHash } from 'node:crypto';

/** @typedef {{ sha: string, tree: string, parents: string[], message: string, date: string }} Commit */

const hash = (/** @type {string | Buffer} */ data) => createHash('sha1').update(data).digest('hex');

/** A file as text, when it reads as UTF-8 text (a comparison gives text files a patch). */
const isText = (/** @type {Buffer} */ bytes) =>
  !bytes.includes(0) && Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes);

export class Repository {
  /** @param {Record<string, string | Buffer>} files main's first commit @param {string} base */
  constructor(files, base = 'main') {
    /** @type {Map<string, Buffer>} */ this.blobs = new Map();
    /** @type {Map<string, Map<string, string>>} */ this.trees = new Map();
    /** @type {Map<string, Commit>} */ this.commits = new Map();
    /** @type {Map<string, string>} branch name → commit sha */ this.branches = new Map();
    this.base = base;
    const tree = this.addTree(
      new Map(Object.entries(files).map(([path, data]) => [path, this.addBlob(Buffer.from(data))])),
    );
    this.branches.set(base, this.addCommit({ tree, parents: [], message: 'The site' }));
  }

  /** @param {Buffer} bytes */
  addBlob(bytes) {
    const sha = hash(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]));
    this.blobs.set(sha, bytes);
    return sha;
  }

  /** @param {Map<string, string>} entries */
  addTree(entries) {
    const sorted = new Map([...entries].sort(([a], [b]) => (a < b ? -1 : 1)));
    const sha = hash(`tree ${JSON.stringify([...sorted])}`);
    this.trees.set(sha, sorted);
    return sha;
  }

  /** @param {{ tree: string, parents: string[], message: string }} commit */
  addCommit({ tree, parents, message }) {
    const date = new Date().toISOString();
    const sha = hash(`commit ${tree} ${parents.join(' ')} ${message} ${date} ${this.commits.size}`);
    this.commits.set(sha, { sha, tree, parents, message, date });
    return sha;
  }

  /** A branch name or a commit sha → the commit, or undefined. @param {string} ref */
  commit(ref) {
    return this.commits.get(this.branches.get(ref) ?? ref);
  }

  /** A tree's entries from a tree sha, a commit sha or a branch. @param {string} ref */
  treeOf(ref) {
    return this.trees.get(ref) ?? this.trees.get(this.commit(ref)?.tree ?? '');
  }

  /**
   * What GET git/trees answers for `<ref>` or `<ref>:<folder>`: the folder's files and
   * sub-folders, or with `recursive` everything below it, paths relative to it.
   * @param {string} ref @param {string} folder @param {boolean} recursive
   */
  listing(ref, folder, recursive) {
    const files = this.treeOf(ref);
    if (!files) return undefined;
    const prefix = folder ? `${folder.replace(/\/+$/, '')}/` : '';
    /** @type {Map<string, { path: string, mode: string, type: string, sha: string, size?: number }>} */
    const items = new Map();
    for (const [path, sha] of files) {
      if (!path.startsWith(prefix)) continue;
      const rest = path.slice(prefix.length);
      const parts = rest.split('/');
      for (let depth = 1; depth < parts.length && (recursive || depth === 1); depth++) {
        const dir = parts.slice(0, depth).join('/');
        items.set(dir, {
          path: dir,
          mode: '040000',
          type: 'tree',
          sha: hash(`dir ${ref} ${prefix}${dir}`),
        });
      }
      if (recursive || parts.length === 1) {
        items.set(rest, {
          path: rest,
          mode: '100644',
          type: 'blob',
          sha,
          size: this.blobs.get(sha)?.length ?? 0,
        });
      }
    }
    return items.size > 0 || !prefix ? [...items.values()] : undefined;
  }

  /** @param {string} sha */
  ancestors(sha) {
    /** @type {string[]} */ const seen = [];
    const queue = [sha];
    while (queue.length > 0) {
      const next = /** @type {string} */ (queue.shift());
      if (seen.includes(next)) continue;
      seen.push(next);
      queue.push(...(this.commits.get(next)?.parents ?? []));
    }
    return seen;
  }

  /** The nearest commit both reach. @param {string} a @param {string} b */
  mergeBase(a, b) {
    const ofA = new Set(this.ancestors(a));
    return this.ancestors(b).find((sha) => ofA.has(sha));
  }

  /** The files from one tree to another, as a comparison lists them. @param {string} from @param {string} to */
  diff(from, to) {
    const before = this.treeOf(from) ?? new Map();
    const after = this.treeOf(to) ?? new Map();
    const files = [];
    for (const [path, sha] of after) {
      const was = before.get(path);
      if (was === sha) continue;
      const bytes = this.blobs.get(sha) ?? Buffer.alloc(0);
      files.push({
        sha,
        filename: path,
        status: was ? 'modified' : 'added',
        additions: 1,
        deletions: was ? 1 : 0,
        changes: was ? 2 : 1,
        // A binary file has no patch: Decap tells media from texts by it.
        ...(isText(bytes)
          ? { patch: `@@ -1 +1 @@\n+${bytes.toString('utf8').split('\n')[0]}` }
          : {}),
      });
    }
    for (const [path, sha] of before) {
      if (!after.has(path))
        files.push({
          sha,
          filename: path,
          status: 'removed',
          additions: 0,
          deletions: 1,
          changes: 1,
        });
    }
    return files;
  }

  /**
   * A tree made as POST git/trees makes one: the base's files, then each entry (sha null
   * deletes the path). @param {string | undefined} base @param {{ path: string, sha?: string | null, content?: string }[]} entries
   */
  treeWith(base, entries) {
    const files = new Map(base ? (this.treeOf(base) ?? []) : []);
    for (const entry of entries) {
      if (entry.sha === null) files.delete(entry.path);
      else files.set(entry.path, entry.sha ?? this.addBlob(Buffer.from(entry.content ?? '')));
    }
    return this.addTree(files);
  }

  /**
   * Merges head into the base branch with a merge commit: the base's files with the head's
   * changes since their merge base (the head's side wins).
   * @param {string} headSha @param {string} message
   */
  merge(headSha, message) {
    const baseSha = /** @type {string} */ (this.branches.get(this.base));
    const since = this.mergeBase(baseSha, headSha) ?? baseSha;
    const tree = this.treeWith(
      baseSha,
      this.diff(since, headSha).map(({ filename, sha, status }) => ({
        path: filename,
        sha: status === 'removed' ? null : sha,
      })),
    );
    const merged = this.addCommit({ tree, parents: [baseSha, headSha], message });
    this.branches.set(this.base, merged);
    return merged;
  }
}
