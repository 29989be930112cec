import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A proxy on loopback that holds every request for a random 0–`maxDelayMs` before passing
 * it on: one team's CI on a slower network. Two publishers behind two of these
 * interleave their reads and writes differently on every run.
 */
export class SlowLink {
  private server?: Server;
  private gate?: { matches: (method: string, url: string) => boolean; open: () => void };
  private opened = Promise.resolve();
  /** How many requests the gate is holding or has held. */
  held = 0;

  constructor(
    private readonly targetPort: number,
    private readonly maxDelayMs: number,
  ) {}

  get endpoint(): string {
    const address = this.server?.address() as AddressInfo | undefined;
    if (!address) throw new Error('the slow link is not started');
    return `http://127.0.0.1:${address.port}`;
  }

  start(): Promise<void> {
    this.server = createServer(async (incoming, outgoing) => {
      if (this.gate?.matches(incoming.method ?? '', incoming.url ?? '')) {
        this.held += 1;
        await this.opened;
      }
      setTimeout(() => {
        const forwarded = request(
          {
            host: '127.0.0.1',
            port: this.targetPort,
            method: incoming.method,
            path: incoming.url,
            headers: incoming.headers,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forwarded.on('error', () => outgoing.destroy());
        incoming.pipe(forwarded);
      }, Math.random() * this.maxDelayMs);
    });
    return new Promise((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  /** Holds every request that `matches` until `release()`: a publisher stopped mid-step. */
  hold(matches: (method: string, url: string) => boolean): void {
    this.opened = new Promise((open) => {
      this.gate = { matches, open };
    });
  }

  release(): void {
    this.gate?.open();
    this.gate = undefined;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
      if (!this.server) resolve();
    });
  }
}
