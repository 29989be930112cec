import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { draftStateWords } from 'servers/owner-words.mjs';
import { type GitHubStandIn, startGitHubStandIn } from 'test-tools/github-stand-in.mjs';
import { gitHubApi } from '../../../apps/admin/src/git-host/github-api';
import { gitHubDraftsStore } from '../../../apps/admin/src/git-host/github-drafts-store';
import type { PullRequest } from '../../../apps/admin/src/git-host/github-types';
import { checksFailed } from '../../../apps/admin/src/git-host/owner-words';
import { scratchFolder } from '../../support/scratch';
import { TEST_SITE } from '../../support/test-site';

// The owner's editor as the live site builds it (VITE_CMS_BACKEND=github), against a
// stand-in of GitHub's REST API: drafts saved as Decap saves them (by the phone screen's
// store), CI's deploy/preview status on each, and the draft panel beside Decap's board
// saying where each stands in the words `npm start` shows.

const EDITOR_PORT = 5480;
const API_PORT = 5481;
const EDITOR_ORIGIN = `http://127.0.0.1:${EDITOR_PORT}`;
const REPO = 'owner/site';
const TOKEN = 'the-owners-token';
const PARTS = ['shell', 'mf-marketing', 'mf-services', 'mf-contact'];
const SERVICES = 'apps/mf-services/content/services';

const build = scratchFolder('editor-github');
let hub: GitHubStandIn;
let editor: Server;

/** Every file of the parts' content folders, as main holds them. */
function contentFiles(): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = `${dir}/${name}`;
      if (statSync(path).isDirectory()) walk(path);
      else files[path] = readFileSync(path);
    }
  };
  for (const part of PARTS) walk(`apps/${part}/content`);
  return files;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The built editor on an origin of its own; its CSP is the <meta> of its page. */
function serveEditor(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', EDITOR_ORIGIN).pathname;
    // The parts' content the editor's forms are made from, as the deployment publishes it
    // beside the editor (platform/release/engine/compose/editor-parts.mjs), when the editor asks for it.
    const file =
      path === '/parts.json'
        ? join(TEST_SITE, 'admin', 'parts.json')
        : join(build, path === '/' ? 'index.html' : path);
    if (path.includes('..')) return void response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(EDITOR_PORT, '127.0.0.1', () => resolve(server)));
}

/** Decap's page: the editor's own, or full-editor.html beside the phone-first editor. */
const decapPage = () =>
  existsSync(join(build, 'full-editor.html'))
    ? `${EDITOR_ORIGIN}/full-editor.html`
    : `${EDITOR_ORIGIN}/`;

/** A service's content file with its English name changed, as the owner would. */
const edited = (slug: string) => {
  const path = `${SERVICES}/${slug}.json`;
  const content = JSON.parse(readFileSync(path, 'utf8'));
  content.en.name = `${content.en.name} (new)`;
  return { path, raw: `${JSON.stringify(content, null, 2)}\n`, name: content.en.name as string };
};

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  hub = await startGitHubStandIn({ files: contentFiles(), token: TOKEN, port: API_PORT });
  // A production build for GitHub, its API the stand-in (CSP and Decap's api_root).
  await promisify(execFile)(
    'npx',
    ['vite', 'build', '--outDir', build, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: 'apps/admin',
      env: {
        ...process.env,
        VITE_CMS_BACKEND: 'github',
        VITE_CMS_REPO: REPO,
        VITE_CMS_API_ORIGIN: hub.origin,
      },
    },
  );
  editor = await serveEditor();
});

test.afterAll(async () => {
  await new Promise((resolve) => (editor ? editor.close(resolve) : resolve(undefined)));
  await hub?.close();
  rmSync(build, { recursive: true, force: true });
});

test('the board says where each draft stands on GitHub, in the owner’s words', async ({ page }) => {
  const api = gitHubApi({ token: TOKEN, root: hub.origin });
  const store = gitHubDraftsStore({ api, repo: REPO });
  // Three drafts; CI is still checking the first, failed the second, passed the third.
  const drafts = { ac: edited('ac'), ro: edited('ro'), gps: edited('gps') };
  for (const [slug, file] of Object.entries(drafts)) {
    await store.saveDraft({ collection: 'services', slug }, file, []);
  }
  const heads = new Map(
    (await api.request<PullRequest[]>('GET', `/repos/${REPO}/pulls`)).map((pull) => [
      pull.head.ref,
      pull.head.sha,
    ]),
  );
  const status = (slug: string, body: object) =>
    api.request('POST', `/repos/${REPO}/statuses/${heads.get(`cms/services/${slug}`)}`, {
      context: 'deploy/preview',
      ...body,
    });
  const preview = 'http://1a2b.preview.localhost:4010/service/gps';
  await status('ac', { state: 'pending', description: 'preparing the preview' });
  // CI's description of a failure is for the release, not the owner (draft-preview.yml).
  await status('ro', { state: 'failure', description: 'mf-services 11 on 0abc' });
  await status('gps', {
    state: 'success',
    description: 'mf-services 12 on 0abc',
    target_url: preview,
  });

  // Signed in as Decap keeps its user: its token, for the GitHub backend.
  await page.addInitScript(
    ({ origin, token }) => {
      if (window.location.origin !== origin) return;
      window.localStorage.setItem(
        'decap-cms-user',
        JSON.stringify({ token, backendName: 'github' }),
      );
    },
    { origin: EDITOR_ORIGIN, token: TOKEN },
  );
  await page.goto(`${decapPage()}#/workflow`);

  const panel = page.getByRole('complementary', { name: 'Your changes' });
  const draft = (slug: string) =>
    panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: new RegExp(`: ${slug}$`) }) });
  await expect(draft('ac')).toContainText(draftStateWords.checking);
  await expect(draft('ro')).toContainText('Cannot be published');
  await expect(draft('ro')).toContainText(checksFailed);
  await expect(draft('gps')).toContainText(draftStateWords.ready);
  await expect(draft('gps').getByRole('link', { name: 'Open the preview' })).toHaveAttribute(
    'href',
    preview,
  );

  // Decap's own board lists the same drafts: the phone screen's saves are Decap's drafts.
  for (const { name } of Object.values(drafts))
    await expect(page.getByText(name).first()).toBeVisible();

  // On an entry's page, that entry's draft alone.
  await page.goto(`${decapPage()}#/collections/services/entries/ro`);
  const change = page.getByRole('complementary', { name: 'Your change' });
  await expect(change).toContainText(checksFailed);
  await expect(change).not.toContainText('mf-services 11');
  await expect(change).not.toContainText(draftStateWords.checking);
});
