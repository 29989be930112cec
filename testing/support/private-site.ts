import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { siteDatabase } from 'measure';
import { apps, composition, shiftedPort } from './composition';
import { TEST_SITE } from './test-site';

/**
 * A copy of the deployed site with its own four servers on other ports, for tests that
 * release and roll back: they change deployment data, which the shared site must not see.
 */
export class PrivateSite {
  private servers: ChildProcess[] = [];

  /**
   * `measure`: also the field measurement's collector, behind the shell's /measure, with a
   * database of its own (measureDatabase), empty at each start.
   */
  constructor(
    readonly name: string,
    readonly basePort: number,
    readonly options: { measure?: boolean } = {},
  ) {}

  get measureDatabase(): string {
    return siteDatabase(this.dir);
  }

  get dir(): string {
    return `deploy/e2e-site-${this.name}`;
  }

  get origin(): string {
    return `http://localhost:${this.basePort}`;
  }

  /** Serves this site to the calling spec file's tests: started before them, stopped after. */
  servedForTheseTests(): void {
    test.beforeAll(() => this.start());
    test.afterAll(() => this.stop());
  }

  async start(): Promise<void> {
    rmSync(this.dir, { recursive: true, force: true });
    cpSync(TEST_SITE, this.dir, { recursive: true });
    // The composed ports, shifted so the shell is on basePort.
    this.run('platform/release/cli/compose.mjs');
    this.servers = apps.map((app) =>
      spawn(
        process.execPath,
        [
          'platform/servers/site/start.mjs',
          `${this.dir}/${app.package}`,
          String(this.portOf(app.port)),
          ...(app.shell ? ['--spa', '--admin', `${this.dir}/admin`] : []),
          ...(app.shell && this.options.measure ? ['--collector', String(this.collectorPort)] : []),
        ],
        // A remote's owner preview page may be framed by this site's editor alone.
        {
          stdio: 'ignore',
          env: {
            ...process.env,
            ADMIN_ORIGIN: `http://localhost:${this.portOf(composition.admin.port)}`,
          },
        },
      ),
    );
    if (this.options.measure) {
      rmSync(this.measureDatabase, { force: true });
      this.servers.push(
        spawn(
          process.execPath,
          [
            'platform/measure/collector.mjs',
            ...['--site', this.dir, '--db', this.measureDatabase],
            ...['--port', String(this.collectorPort)],
          ],
          { stdio: 'ignore' },
        ),
      );
      await waitForPort(this.collectorPort);
    }
    // The shell's server also serves the owner's editor, on its own origin (--admin).
    await Promise.all(
      [...apps.map((app) => app.port), composition.admin.port].map((port) =>
        waitForPort(this.portOf(port)),
      ),
    );
  }

  /** The previews server (`release --preview`): http://<id>.preview.localhost:<port>. */
  async startPreviews(): Promise<void> {
    const port = this.portOf(composition.previews.port);
    this.servers.push(
      spawn(process.execPath, ['platform/servers/previews/start.mjs', this.dir, String(port)], {
        stdio: 'ignore',
      }),
    );
    await waitForPort(port);
  }

  private get collectorPort(): number {
    return this.portOf(composition.collector.port);
  }

  private portOf(composedPort: number): number {
    return shiftedPort(composedPort, this.basePort);
  }

  stop(): void {
    for (const server of this.servers) server.kill('SIGTERM');
    // A server may still be writing as it stops: try again rather than leave the folder.
    rmSync(this.dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }

  /** Runs a deploy script against this site; returns how long it took, in ms. */
  run(script: string, ...args: string[]): number {
    const started = Date.now();
    this.output(script, ...args);
    return Date.now() - started;
  }

  /** Runs a deploy script against this site; returns what it printed. */
  output(script: string, ...args: string[]): string {
    return execFileSync(
      process.execPath,
      [script, ...args, '--site', this.dir, '--shell-port', String(this.basePort)],
      { encoding: 'utf8', stdio: 'pipe' },
    );
  }

  /** One checksum over the shell's JavaScript and CSS as deployed. */
  shellCodeChecksum(): string {
    const shell = `${this.dir}/shell`;
    const hash = createHash('sha256');
    const files = readdirSync(shell, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(js|css)$/.test(file))
      .sort();
    for (const file of files) hash.update(file).update(readFileSync(join(shell, file)));
    return `${files.length} files, ${hash.digest('hex')}`;
  }

  /** Every composed page's HTML as served: `/_routes/home/index.html` → its text. */
  composedPages(): Map<string, string> {
    const shell = `${this.dir}/shell`;
    const files = readdirSync(`${shell}/_routes`, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('index.html'))
      .map((file) => `/_routes/${file}`);
    return new Map(
      ['/index.html', ...files]
        .sort()
        .map((file) => [file, readFileSync(`${shell}${file}`, 'utf8')]),
    );
  }

  remotesJson(): string {
    return readFileSync(`${this.dir}/shell/remotes.json`, 'utf8');
  }
}

export function waitForPort(port: number, deadline = Date.now() + 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
    socket.once('error', () => {
      if (Date.now() > deadline) reject(new Error(`nothing listens on ${port}`));
      else setTimeout(() => waitForPort(port, deadline).then(resolve, reject), 100);
    });
  });
}
