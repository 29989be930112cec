// @ts-check
// A stand-in of GitHub's REST API on 127.0.0.1, for the owner's editor's tests
// (apps/admin/src/git-host/, and Decap's own GitHub backend opening the editor and its board):
// one repository held in memory (github-stand-in-git.mjs), its pull requests, labels and
// commit statuses. Each handler answers the shape its docs page records, with the fields
// those clients read. Anything else answers 404 as GitHub does, so a new call shows.
//
// In-process: `const hub = await startGitHubStandIn({ files })`; alone:
// `node packages/test-tools/github-stand-in.mjs --port 5481` (main holds nothing then).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { Repository } from './github-stand-in-git.mjs';
import { pullRoutes } from './github-stand-in-pulls.mjs';
import { gitRoutes } from './github-stand-in-routes.mjs';

/**
 * @import { AddressInfo } from 'node:net'
 * @import { Commit } from './github-stand-in-git.mjs'
 */

/** @typedef {{ status: number, body?: unknown, headers?: Record<string, string> }} Answer */
/** @typedef {(match: RegExpMatchArray, body: any, url: URL) => Answer} Handler */

/**
 * @param {{ files?: Record<string, string | Buffer>, owner?: string, name?: string,
 *   login?: string, token?: string, port?: number }} [options]
 */
export async function startGitHubStandIn({
  files = {},
  owner = 'owner',
  name = 'site',
  login = 'owner',
  token,
  port = 0,
} = {}) {
  const repository = new Repository(files);
  /** @type {{ origin: string }} */ const self = { origin: '' };
  const repoUrl = () => `${self.origin}/repos/${owner}/${name}`;
  const user = {
    login,
    id: 1,
    node_id: 'U_1',
    type: 'User',
    name: 'The owner',
    email: null,
    avatar_url: `${self.origin}/avatars/${login}`,
    html_url: `https://github.com/${login}`,
  };
  const commitOf = (/** @type {string} */ sha) => repository.commits.get(sha);
  /** A commit as the commits and compare pages show one. @param {string} sha */
  const commitJson = (sha) => {
    const commit = /** @type {Commit} */ (commitOf(sha));
    const person = { name: user.name, email: 'owner@example.com', date: commit.date };
    return {
      sha,
      node_id: `C_${sha}`,
      url: `${repoUrl()}/commits/${sha}`,
      commit: {
        message: commit.message,
        author: person,
        committer: person,
        tree: { sha: commit.tree },
      },
      author: user,
      committer: user,
      parents: commit.parents.map((parent) => ({ sha: parent })),
    };
  };
  const ok = (/** @type {unknown} */ body, status = 200) => ({ status, body });
  const notFound = () => ({
    status: 404,
    body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' },
  });
  const invalid = (/** @type {string} */ message) => ({
    status: 422,
    body: { message, documentation_url: 'https://docs.github.com/rest' },
  });
  const R = `/repos/${owner}/${name}`;

  /** @type {[string, RegExp, Handler][]} */
  const routes = [
    // https://docs.github.com/rest/users/users#get-the-authenticated-user
    ['GET', /^\/user$/, () => ok(user)],
    // https://docs.github.com/rest/users/users#get-a-user
    ['GET', /^\/users\/([^/]+)$/, ([, who]) => (who === login ? ok(user) : notFound())],
    // https://docs.github.com/rest/repos/repos#get-a-repository (permissions: the token's)
    [
      'GET',
      new RegExp(`^${R}$`),
      () =>
        ok({
          id: 1,
          node_id: 'R_1',
          name,
          full_name: `${owner}/${name}`,
          private: true,
          fork: false,
          owner: { ...user, login: owner },
          default_branch: repository.base,
          html_url: `https://github.com/${owner}/${name}`,
          url: repoUrl(),
          permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
        }),
    ],
    // https://docs.github.com/rest/branches/branches#get-a-branch
    [
      'GET',
      new RegExp(`^${R}/branches/(.+)$`),
      ([, branch]) => {
        const sha = repository.branches.get(decodeURIComponent(branch ?? ''));
        return sha
          ? ok({
              name: decodeURIComponent(branch ?? ''),
              commit: commitJson(sha),
              protected: false,
            })
          : notFound();
      },
    ],
    ...gitRoutes({ R, repository, repoUrl, commitJson, ok, notFound, invalid, refAnswer }),
    // https://docs.github.com/rest/search/search#search-issues-and-pull-requests (Decap's notes: none here)
    [
      'GET',
      /^\/search\/issues$/,
      () => ok({ total_count: 0, incomplete_results: false, items: [] }),
    ],
    ...pullRoutes({ R, repository, repoUrl, user, ok, notFound, invalid }),
  ];

  /** @param {string} branch */
  function refAnswer(branch) {
    const sha = repository.branches.get(branch);
    return sha
      ? ok({
          ref: `refs/heads/${branch}`,
          node_id: `REF_${branch}`,
          url: `${repoUrl()}/git/refs/heads/${branch}`,
          object: { type: 'commit', sha, url: `${repoUrl()}/git/commits/${sha}` },
        })
      : notFound();
  }

  const server = createServer((request, response) => {
    // The editor's page is on another origin: GitHub's API answers CORS for any origin.
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': 'Link, ETag, X-GitHub-Request-Id',
    };
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
          'Access-Control-Allow-Headers':
            'Authorization, Content-Type, Accept, X-GitHub-Api-Version, If-None-Match',
          'Access-Control-Max-Age': '600',
        })
        .end();
      return;
    }
    const chunks = /** @type {Buffer[]} */ ([]);
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', self.origin);
      const given = request.headers.authorization?.replace(/^(Bearer|token) /i, '');
      /** @type {Answer} */ let answer = notFound();
      if (!given || (token && given !== token)) {
        answer = {
          status: 401,
          body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' },
        };
      } else {
        for (const [method, pattern, handle] of routes) {
          const match = request.method === method && url.pathname.match(pattern);
          if (!match) continue;
          let body = {};
          try {
            body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
          } catch {
            answer = { status: 400, body: { message: 'Problems parsing JSON' } };
            break;
          }
          answer = handle(match, body, url);
          break;
        }
      }
      const json = answer.body === undefined ? '' : JSON.stringify(answer.body);
      response.writeHead(answer.status, {
        ...cors,
        ...answer.headers,
        ...(json ? { 'Content-Type': 'application/json; charset=utf-8' } : {}),
        'Cache-Control': 'no-store',
      });
      response.end(json);
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {AddressInfo} */ (server.address());
  self.origin = `http://127.0.0.1:${address.port}`;
  user.avatar_url = `${self.origin}/avatars/${login}`;
  return {
    origin: self.origin,
    repository,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

// Alone, from the command line (process.argv[1] is this file).
if (process.argv[1]?.endsWith('github-stand-in.mjs')) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '5481' } } });
  void startGitHubStandIn({ port: Number(values.port) }).then((hub) =>
    console.log(`GitHub's API stand-in on ${hub.origin}`),
  );
}
