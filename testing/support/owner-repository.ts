import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { BACKEND_KEY_STORAGE } from '../../apps/admin/src/config/backend-key';
import { stopProcess } from './child-process';
import { composition } from './composition';
import { waitForPort } from './private-site';

/** Where a local build of the editor saves: the one origin its CSP lets it reach. */
const LOCAL_BACKEND_ORIGIN = `http://localhost:${composition.editor.port}`;

/**
 * The owner's repository in a test: a Git repository holding this checkout's files (not
 * its deployments or tests), where the editor's saves become commits, as they would on
 * GitHub. It sits inside the project, so its builds find the project's node_modules.
 */
export class OwnerRepository {
  readonly dir: string;
  /** Where the backend checks drafts out to build their previews, and writes its log. */
  readonly draftsDir: string;
  /**
   * Its backend's key (EDITOR_BACKEND_KEY): what the address the backend shows at its start
   * (<editor>/#backend-key=…) hands the owner's browser; no request without it is answered.
   */
  readonly backendKey = randomBytes(32).toString('base64url');
  private backend: ChildProcess | undefined;

  constructor(
    name: string,
    /** Where its decap-server listens on loopback. */
    readonly backendPort: number,
    /** The editor's origin: the only one its backend answers. */
    readonly editorOrigin: string,
  ) {
    this.dir = resolve(`.fixture-${name}`);
    this.draftsDir = resolve(`.fixture-${name}-drafts`);
  }

  /** This repository's backend: decap-server behind platform/servers/editor/. */
  get backendOrigin(): string {
    return `http://127.0.0.1:${this.backendPort}`;
  }

  /**
   * Lets the editor in `page` save into this repository: its requests to the local
   * backend's origin (composition.json's editor port, which `npm start` may be using) are
   * answered by this repository's backend, with the page's own Origin, so the guard and
   * the editor's CSP are as they are for the owner. The editor's origin holds the backend's
   * key, as it does once the owner has opened the address the backend showed (`keyKept`:
   * false leaves the test to open that address itself).
   */
  async serveEditor(page: Page, { keyKept = true } = {}): Promise<void> {
    if (keyKept) {
      await page.addInitScript(
        ({ origin, name, key }) => {
          if (window.location.origin === origin) window.localStorage.setItem(name, key);
        },
        { origin: this.editorOrigin, name: BACKEND_KEY_STORAGE, key: this.backendKey },
      );
    }
    await page.route(`${LOCAL_BACKEND_ORIGIN}/**`, (route) =>
      route.continue({
        url: route.request().url().replace(LOCAL_BACKEND_ORIGIN, this.backendOrigin),
      }),
    );
  }

  /**
   * `releaseTo`: the release options of the deployment the owner's drafts are previewed on
   * and published to (the backend's --drafts, as `npm start` runs it); `backendArgs`, more
   * of the backend's options (--measure DATABASE for the owner's numbers).
   */
  async create(releaseTo: readonly string[], backendArgs: readonly string[] = []): Promise<void> {
    rmSync(this.dir, { recursive: true, force: true });
    rmSync(this.draftsDir, { recursive: true, force: true });
    mkdirSync(this.draftsDir, { recursive: true });
    const files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      {
        encoding: 'utf8',
      },
    )
      .split('\0')
      .filter((file) => file && !/^(deploy|e2e|docs)\//.test(file))
      // A file deleted but not yet committed is not the checkout's any more.
      .filter((file) => existsSync(file));
    for (const file of files) {
      mkdirSync(dirname(join(this.dir, file)), { recursive: true });
      cpSync(file, join(this.dir, file));
    }
    this.git('init', '--quiet', '--initial-branch=main');
    this.git('config', 'user.name', 'Site Owner');
    this.git('config', 'user.email', 'owner@appliance-care.test');
    this.git('add', '--all');
    this.git('commit', '--quiet', '--message', 'The site as it is live');
    // Each draft a branch and each save a commit on it, as the Git host's backend makes
    // them (decap-server's git mode), behind the guard `npm start` runs it with, which
    // previews each save and publishes by promoting that preview.
    const log = openSync(join(this.draftsDir, 'backend.log'), 'a');
    this.backend = spawn(
      process.execPath,
      [
        'platform/servers/editor/start.mjs',
        ...['--mode', 'git', '--repo', this.dir, '--port', String(this.backendPort)],
        ...['--origin', this.editorOrigin, '--drafts', this.draftsDir, ...releaseTo],
        ...backendArgs,
      ],
      { stdio: ['ignore', log, log], env: { ...process.env, EDITOR_BACKEND_KEY: this.backendKey } },
    );
    await waitForPort(this.backendPort);
  }

  async remove(): Promise<void> {
    await stopProcess(this.backend, 'SIGTERM');
    rmSync(this.dir, { recursive: true, force: true });
    rmSync(this.draftsDir, { recursive: true, force: true });
  }

  git(...args: string[]): string {
    return execFileSync('git', ['-C', this.dir, ...args], { encoding: 'utf8' });
  }

  /** Biome's exit status on files of the repository, with the project's configuration. */
  lint(...files: string[]): number | null {
    return spawnSync(resolve('node_modules/.bin/biome'), ['check', ...files], { cwd: this.dir })
      .status;
  }

  /** The commits on main, newest first. */
  commits(): string[] {
    return this.git('log', '--format=%s', 'main').trim().split('\n');
  }

  /** The drafts: Decap's branches. */
  drafts(): string[] {
    return this.git('for-each-ref', '--format=%(refname:short)', 'refs/heads/cms/')
      .trim()
      .split('\n')
      .filter(Boolean);
  }

  /** What main's last change (a published draft's merge, or a commit) changed. */
  lastChange(): string[] {
    return this.git('diff', '--name-only', 'main~1', 'main').trim().split('\n');
  }

  readJson(file: string): Record<string, unknown> {
    return JSON.parse(readFileSync(join(this.dir, file), 'utf8'));
  }

  /** A change made outside the editor (a developer's, or a bad merge), committed. */
  commitJson(file: string, data: unknown, message: string): void {
    writeFileSync(join(this.dir, file), `${JSON.stringify(data, null, 2)}\n`);
    this.git('commit', '--quiet', '--all', '--message', message);
  }
}
