// @ts-check
// What the owner's wait is measured against, on this machine: a scratch Git repository of
// this checkout stands in for GitHub, and the editor's backend with --drafts
// (platform/servers/editor/drafts/) for CI, as `npm start` runs it, with the previews server for
// the drafts' previews. What a CI runner adds on top is its queue and its `npm ci`.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { composition, localAdminOrigin, ROOT } from 'composition';

/** @import { Page } from '@playwright/test' */

const REPO = join(ROOT, '.fixture-bench-owner');
const DRAFTS = `${REPO}-drafts`;

/** @param {string[]} args */
const git = (...args) => execFileSync('git', ['-C', REPO, ...args], { encoding: 'utf8' });

function createRepository() {
  rmSync(REPO, { recursive: true, force: true });
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: ROOT, encoding: 'utf8' },
  )
    .split('\0')
    .filter((file) => file && !/^(deploy|e2e|docs)\//.test(file));
  for (const file of files) {
    mkdirSync(dirname(join(REPO, file)), { recursive: true });
    cpSync(join(ROOT, file), join(REPO, file));
  }
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Bench Owner');
  git('config', 'user.email', 'owner@bench.test');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'The site as it is live');
}

/**
 * @param {() => boolean | Promise<boolean>} done
 * @param {string} what
 */
export async function until(done, what, deadline = Date.now() + 180_000) {
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts the owner's stand-ins beside the bench site on `shellPort`: its repository, the
 * editor's backend (on `backendPort`, answering only requests with its key) and the
 * previews server.
 * @param {{ site: string, shellPort: number, backendPort: number }} options
 */
export async function startOwnerStandIn({ site, shellPort, backendPort }) {
  createRepository();
  rmSync(DRAFTS, { recursive: true, force: true });
  const editorOrigin = localAdminOrigin(shellPort);
  // The editor page learns the key once from the address the backend prints (<editor>/#backend-key=…).
  const backendKey = randomBytes(32).toString('hex');
  const previewsPort = composition.previews.port - composition.shell.port + shellPort;
  const servers = [
    spawn(
      process.execPath,
      [
        join(ROOT, 'platform/servers/editor/start.mjs'),
        ...['--mode', 'git', '--repo', REPO, '--port', String(backendPort)],
        ...['--origin', editorOrigin, '--drafts', DRAFTS],
        ...['--site', site, '--shell-port', String(shellPort)],
      ],
      { stdio: 'ignore', env: { ...process.env, EDITOR_BACKEND_KEY: backendKey } },
    ),
    spawn(
      process.execPath,
      [join(ROOT, 'platform/servers/previews/start.mjs'), site, String(previewsPort)],
      { stdio: 'ignore' },
    ),
  ];
  const backendOrigin = `http://127.0.0.1:${backendPort}`;
  const answers = () =>
    fetch(`${backendOrigin}/api/v1`, {
      method: 'POST',
      body: '{"action":"info"}',
      headers: {
        'Content-Type': 'application/json',
        Origin: editorOrigin,
        Authorization: `Bearer ${backendKey}`,
      },
    })
      .then((response) => response.ok)
      .catch(() => false);
  await until(answers, 'decap-server');
  return {
    editorOrigin,
    backendKey,
    /** The drafts the repository holds: none once a publish has merged. */
    drafts: () => git('for-each-ref', 'refs/heads/cms/').trim(),
    /**
     * The built editor saves to the local backend's origin, the one its CSP allows: the
     * bench's backend answers for it (as testing/support/owner-repository.ts does).
     * @param {Page} page
     */
    routeToBackend: (page) => {
      const localBackend = `http://localhost:${composition.editor.port}`;
      return page.route(`${localBackend}/**`, (route) =>
        route.continue({ url: route.request().url().replace(localBackend, backendOrigin) }),
      );
    },
    stop() {
      for (const server of servers) server.kill('SIGTERM');
      rmSync(REPO, { recursive: true, force: true });
      rmSync(DRAFTS, { recursive: true, force: true });
    },
  };
}

/** @param {number} ms */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
