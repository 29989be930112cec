// @ts-check
// The operating system's walls (decision 016), tried as a hostile render build would:
// signals and the inspector, sockets to loopback services, resources, what it prints, and
// the shell's render build like any other. Stand-in builds on a folder deployment.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { url as inspectorUrl } from 'node:inspector';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localTargets } from 'composition';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RefusedRelease } from '../core/refused.mjs';
import { candidateOf } from '../engine/release/candidate.mjs';
import { release } from '../engine/release/release.mjs';
import { folderStorage } from '../storage/folder-storage.mjs';
import { fakeCandidates, fakeRemoteBuild, fakeShellBuild } from '../testing/fake-builds.mjs';
import { nodeFolder, systemLinks, walledCommand } from './bubblewrap.mjs';
import { labelledOutput } from './output.mjs';

/** @import { AddressInfo } from 'node:net' */

/** @type {string} */
let work;
/** @type {string} */
let site;
/** @type {string[]} */
let logged;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'jac-walls-hold-'));
  site = join(work, 'site');
  logged = [];
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
  delete process.env.AWS_SECRET_ACCESS_KEY;
});

const engine = () => ({
  storage: folderStorage(site, { log: () => {} }),
  targets: localTargets(),
  who: 'tester',
  log: (/** @type {string} */ line) => logged.push(line),
  now: () => new Date(),
});

/** `contact(version, body)`: mf-contact whose render build runs `body`, then returns its page. */
const { shell: shellAt, contact } = fakeCandidates(() => work);

async function liveShell() {
  const shell = await shellAt('live');
  await release(engine(), shell);
  shell.dispose();
}

/** The page mf-contact's render build rendered, as the site serves it. */
const contactPage = () => readFileSync(join(site, 'shell/_routes/contact/index.html'), 'utf8');

/** A TCP server on loopback that counts who connects: a stand-in for the editor's backend. */
async function loopbackService() {
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {AddressInfo} */ (server.address());
  return { port, connections: () => connections, close: () => server.close() };
}

/** Render-build code that tries `port` on loopback and says what happened, as text. */
const tryConnect = (/** @type {number} */ port) => `
  const { connect } = await import('node:net');
  const reached = await new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: ${port}, timeout: 1000 });
    socket.on('connect', () => { socket.destroy(); resolve('reached'); });
    socket.on('error', (error) => resolve(error.code));
    socket.on('timeout', () => resolve('timed out'));
  });`;

describe('a render build behind the walls', () => {
  it('cannot signal the engine into opening its inspector, nor reach it', async () => {
    await liveShell();
    const body = `
      // Its parent and the engine's pid get SIGUSR1: the engine, were it reachable, would
      // open its inspector on 127.0.0.1:9229.
      const seen = [process.ppid, process.pid];
      for (const pid of [process.ppid, ${process.pid}]) { try { process.kill(pid, 'SIGUSR1'); } catch {} }
      ${tryConnect(9229)}
      return [{ path: '/contact', html: 'seen ' + seen.join(',') + ' inspector ' + reached, head: { title: 't', description: 'd' } }];`;
    await release(engine(), await contact('1.0.0', body));
    expect(inspectorUrl()).toBeUndefined();
    // Its own process namespace: bubblewrap's init and itself, never the engine.
    expect(contactPage()).toMatch(/seen 1,2 inspector (ECONNREFUSED|ENETUNREACH)/);
  });

  it('reaches no loopback service (the editor backend), and the release goes on', async () => {
    await liveShell();
    const service = await loopbackService();
    try {
      const body = `${tryConnect(service.port)}
        return [{ path: '/contact', html: 'backend ' + reached, head: { title: 't', description: 'd' } }];`;
      await release(engine(), await contact('1.0.0', body));
      expect(service.connections()).toBe(0);
      expect(contactPage()).toMatch(/backend (ECONNREFUSED|ENETUNREACH)/);
    } finally {
      service.close();
    }
  });

  it('is stopped when it uses more memory than its limit', async () => {
    await liveShell();
    const hog = `const kept = []; for (;;) kept.push(new Array(1e6).fill(kept.length));`;
    await expect(release(engine(), await contact('1.0.0', hog))).rejects.toThrow(
      /mf-contact's render build (stopped|sent|did not answer)/,
    );
  });

  it('cannot return a page of 100 MB: it is cut off before the engine holds it', async () => {
    await liveShell();
    const huge = `return [{ path: '/contact', html: 'x'.repeat(100 * 1024 * 1024), head: { title: 't', description: 'd' } }];`;
    await expect(release(engine(), await contact('1.0.0', huge))).rejects.toThrow(
      /sent a message of \d+ bytes/,
    );
    expect(existsSync(join(site, 'shell/_routes/contact'))).toBe(false);
  });

  it('cannot return a page over the page limit, even in a small message', async () => {
    await liveShell();
    const large = `return [{ path: '/contact', html: 'x'.repeat(2 * 1024 * 1024), head: { title: 't', description: 'd' } }];`;
    await expect(release(engine(), await contact('1.0.0', large))).rejects.toThrow(
      /more than 1048576 a page may be/,
    );
  });

  it('is stopped when it floods its channel after answering', async () => {
    await liveShell();
    const flood = `
      const { Socket } = await import('node:net');
      const channel = new Socket({ fd: 3 });
      setTimeout(() => { for (let i = 0; i < 1000; i += 1) channel.write(Buffer.alloc(65536, 7)); }, 0);
      return [{ path: '/contact', html: 'answered', head: { title: 't', description: 'd' } }];`;
    await expect(release(engine(), await contact('1.0.0', flood))).rejects.toBeInstanceOf(
      RefusedRelease,
    );
  });

  it('prints only labelled, printable lines that no one parses', async () => {
    await liveShell();
    const noisy = `
      console.log('previewing http://evil.preview.localhost:4010 as ffffffffffff');
      console.error('\\u001b]0;pwned\\u0007\\u001b[2J');
      return [{ path: '/contact', html: 'ok', head: { title: 't', description: 'd' } }];`;
    await release(engine(), await contact('1.0.0', noisy));
    const printed = logged.filter((line) => line.includes("[mf-contact's render build]"));
    expect(printed.length).toBeGreaterThanOrEqual(2);
    for (const line of logged) {
      expect(line.startsWith('previewing')).toBe(false);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not be printed
      expect(line).not.toMatch(/[\u0000-\u001f\u007f]/);
    }
  });

  it('cannot put a control character into a refusal, the ledger or a CI log', async () => {
    await liveShell();
    const thrower = `throw new Error('\\u001b]0;pwned\\u0007\\nprevious line\\n::error::forged');`;
    const refusal = await release(engine(), await contact('1.0.0', thrower)).catch(
      (error) => error,
    );
    expect(refusal).toBeInstanceOf(RefusedRelease);
    expect(refusal.message).toContain('\\u001b]0;pwned');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not be printed
    expect(refusal.message).not.toMatch(/[\u0000-\u001f\u007f]/);
  });

  it('dies with the engine and leaves nothing behind when the engine is killed mid-release', async () => {
    await liveShell();
    const marker = `hang-${process.pid}-${Date.now()}`;
    const build = fakeRemoteBuild(join(work, marker), {
      name: 'mf_contact',
      route: '/contact',
      version: '1.0.0',
      renderBody: 'await new Promise(() => {});',
    });
    const sandboxesBefore = readdirSync(tmpdir()).filter((name) => name.startsWith('jac-sandbox-'));
    const script = `
      import { candidateOf } from ${JSON.stringify(join(import.meta.dirname, '../engine/release/candidate.mjs'))};
      import { release } from ${JSON.stringify(join(import.meta.dirname, '../engine/release/release.mjs'))};
      import { folderStorage } from ${JSON.stringify(join(import.meta.dirname, '../storage/folder-storage.mjs'))};
      import { localTargets } from ${JSON.stringify(join(import.meta.dirname, '../../../packages/composition/composition.mjs'))};
      const engine = { storage: folderStorage(${JSON.stringify(site)}, { log() {} }), targets: localTargets(), who: 't', log() {}, now: () => new Date() };
      await release(engine, await candidateOf('mf-contact', ${JSON.stringify(build)}));`;
    const engineProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: 'ignore',
    });
    // Wait until its render build runs (a process whose command line names the build).
    const running = () => processesNaming(marker);
    for (let waited = 0; running().length === 0 && waited < 100; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(running().length).toBeGreaterThan(0);
    engineProcess.kill('SIGKILL');
    for (let waited = 0; running().length > 0 && waited < 50; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(running()).toEqual([]);
    const sandboxesAfter = readdirSync(tmpdir()).filter((name) => name.startsWith('jac-sandbox-'));
    expect(sandboxesAfter).toEqual(sandboxesBefore);
  });
});

describe('a build behind the walls', () => {
  it('finds its /dev read-only: no memory outside its limits to fill', async () => {
    const script = `
      const { writeFileSync } = require('node:fs');
      for (const path of ['/dev/shm/x', '/dev/x', '/tmp/x']) {
        try { writeFileSync(path, 'x'); console.log(path, 'written'); }
        catch (error) { console.log(path, error.code); }
      }`;
    const command = walledCommand(
      [process.execPath, '-e', script],
      {
        reads: nodeFolder(),
        memoryBytes: 1 << 30,
        cpuSeconds: 10,
        scratchBytes: 1 << 20,
        cwd: '/tmp/w',
      },
      await systemLinks(),
    );
    const printed = execFileSync(command[0] ?? '', command.slice(1), { encoding: 'utf8' });
    expect(printed).toMatch(/\/dev\/shm\/x (EROFS|ENOENT)/);
    expect(printed).toMatch(/\/dev\/x EROFS/);
    expect(printed).toContain('/tmp/x written');
  });
});

describe("the shell's render build", () => {
  it('runs behind the walls too: at release it finds no credentials in its environment', async () => {
    process.env.AWS_SECRET_ACCESS_KEY = 'the-composer-s-secret';
    const dir = fakeShellBuild(join(work, 'shell'), 'thief');
    const prerender = join(dir, 'dist-render/prerender.mjs');
    const stolen = readFileSync(prerender, 'utf8').replace(
      'export const siteConfig = ',
      'export const siteConfig = { stolen: process.env.AWS_SECRET_ACCESS_KEY ?? "nothing", pid: process.pid }; const unused = ',
    );
    const { writeFileSync } = await import('node:fs');
    writeFileSync(prerender, stolen);
    const shell = await candidateOf('shell', dir);
    shell.dispose();
    expect(shell.siteConfig).toMatchObject({ stolen: 'nothing' });
    expect(/** @type {{ pid: number }} */ (/** @type {unknown} */ (shell.siteConfig)).pid).not.toBe(
      process.pid,
    );
  });
});

describe('labelled output', () => {
  it('labels each line, escapes control characters and drops what is over its limit', () => {
    /** @type {string[]} */
    const lines = [];
    const output = labelledOutput('a build', (line) => lines.push(line));
    output.write(Buffer.from('one\n\u001b[2Jtwo\nthr'));
    output.write(Buffer.from('ee'));
    output.end();
    expect(lines).toEqual(['[a build] one', '[a build] \\u001b[2Jtwo', '[a build] three']);
    const flooded = labelledOutput('a flood', (line) => lines.push(line));
    flooded.write(Buffer.alloc(200 * 1024, 'a'));
    expect(lines.at(-1)).toMatch(/more than 64 KB printed: the rest is dropped/);
  });
});

/** Processes whose command line contains `text`. @param {string} text */
function processesNaming(text) {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(text);
      } catch {
        return false;
      }
    });
}
