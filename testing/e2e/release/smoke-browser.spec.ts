import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import chromiumFlags from '../../../scripts/chromium-flags.json';

// The smoke run's browser renders every part's code (issue 44): it holds no key of the
// job, runs as an unprivileged user, and has Chromium's own sandbox on. Started the way
// playwright.smoke.config.ts starts it, with a secret deliberately left in Playwright's
// environment: the wrapper, not the caller's care, keeps it out. The control starts
// Chromium itself with the same environment, and the secret is there to be found.

const WRAPPER = join(process.cwd(), 'scripts/sandboxed-chromium.sh');
const SECRET = 'AKIA-smoke-test-secret-0123456789';
const REAL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Every process below `pid` (the browser, its zygotes, renderers, GPU and network processes). */
function processTree(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = /^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1];
      if (ppid) parents.set(Number(entry), Number(ppid));
    } catch {
      // It ended while being read.
    }
  }
  const tree = [pid];
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.includes(parent) && !tree.includes(child)) {
        tree.push(child);
        grew = true;
      }
    }
  }
  return tree;
}

function describeProcess(pid: number) {
  const read = (file: string) => {
    try {
      return readFileSync(`/proc/${pid}/${file}`, 'utf8');
    } catch {
      return '';
    }
  };
  return {
    environment: read('environ'),
    uid: Number(/^Uid:\s+(\d+)/m.exec(read('status'))?.[1] ?? -1),
    commandLine: read('cmdline').split('\0'),
  };
}

async function launched(executablePath: string, args: string[], chromiumSandbox: boolean) {
  const server = await chromium.launchServer({
    executablePath,
    args,
    chromiumSandbox,
    env: { ...process.env, AWS_SECRET_ACCESS_KEY: SECRET, JAC_SMOKE_CHROMIUM: REAL },
  });
  const browser = await chromium.connect(server.wsEndpoint());
  const page = await browser.newPage();
  await page.goto('chrome://sandbox').catch(() => {});
  const sandboxPage = await page.textContent('body').catch(() => '');
  const pid = server.process().pid ?? 0;
  const processes = processTree(pid).map(describeProcess);
  await browser.close();
  await server.close();
  return { processes, sandboxPage: sandboxPage ?? '' };
}

test.describe('the smoke run browser', () => {
  test('holds no key, runs unprivileged and with its own sandbox on', async () => {
    const flags = chromiumFlags.filter((flag) => flag !== '--no-sandbox');
    const { processes, sandboxPage } = await launched(WRAPPER, flags, true);
    const browsers = processes.filter((p) => p.commandLine[0]?.includes('chrom'));
    expect(browsers.length).toBeGreaterThan(1);
    for (const process of browsers) {
      expect(process.environment).not.toContain(SECRET);
      expect(process.environment).not.toContain('AWS_');
      expect(process.uid).not.toBe(0);
      expect(process.commandLine).not.toContain('--no-sandbox');
    }
    expect(sandboxPage).toMatch(/You are adequately sandboxed/);
  });

  test('control: Chromium started directly with the same environment holds the secret', async () => {
    const { processes, sandboxPage } = await launched(REAL, chromiumFlags, false);
    const browsers = processes.filter((p) => p.commandLine[0]?.includes('chrom'));
    expect(browsers.some((p) => p.environment.includes(SECRET))).toBe(true);
    expect(sandboxPage).toMatch(/You are NOT adequately sandboxed/);
  });
});
