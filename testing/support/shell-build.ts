import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

import { TEST_SITE } from './test-site';

/** The shell as deployed and served to the tests. */
const SHELL_DIST = `${TEST_SITE}/shell`;
const SHELL_ORIGIN = 'http://localhost:4000';

/** Whether any JavaScript file of the shell's build contains `text`. */
export function shellBuildMentions(text: string): boolean {
  return readdirSync(SHELL_DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(join(SHELL_DIST, file), 'utf8').includes(text));
}

/**
 * Collects the shell's JavaScript and CSS as the browser received it, to compare with
 * the files of the shell's build on disk.
 */
export function recordShellAssets(page: Page): Map<string, Buffer> {
  const received = new Map<string, Buffer>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin !== SHELL_ORIGIN || !/\.(js|css)$/.test(url.pathname)) return;
    received.set(url.pathname, await response.body());
  });
  return received;
}

export function differsFromShellBuild(received: Map<string, Buffer>): string[] {
  return [...received]
    .filter(([path, body]) => !readFileSync(join(SHELL_DIST, path)).equals(body))
    .map(([path]) => path);
}
