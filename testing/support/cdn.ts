import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcess } from './child-process';
import { waitForPort } from './private-site';

/**
 * platform/servers/cdn's nginx in front of a bucket on loopback, the way a CDN fronts its origin:
 * the shell's origin on `shellPort`, each remote's beside it.
 */
export class LocalCdn {
  private nginx?: ChildProcess;
  private prefix = '';

  constructor(
    readonly shellPort: number,
    private readonly bucketUrl: string,
  ) {}

  get origin(): string {
    return `http://localhost:${this.shellPort}`;
  }

  async start(): Promise<void> {
    this.prefix = mkdtempSync(join(tmpdir(), 'jac-cdn-'));
    execFileSync(process.execPath, [
      'platform/servers/cdn/render.mjs',
      this.prefix,
      this.bucketUrl,
      String(this.shellPort),
    ]);
    this.nginx = spawn(
      'nginx',
      ['-p', this.prefix, '-c', join(this.prefix, 'nginx.conf'), '-g', 'daemon off;'],
      { stdio: 'ignore' },
    );
    await waitForPort(this.shellPort);
  }

  async stop(): Promise<void> {
    // SIGQUIT: nginx's graceful stop.
    await stopProcess(this.nginx, 'SIGQUIT');
    if (this.prefix) rmSync(this.prefix, { recursive: true, force: true });
  }
}
