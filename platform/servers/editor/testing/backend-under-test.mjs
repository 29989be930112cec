// @ts-check
// The editor's backend as `npm start` runs it (Git mode), for the tests: on a checkout in
// miniature, a Git repository with two parts' content and what must never be read or
// written, listening on a free loopback port; and a request as the editor's page makes it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loopbackRequest } from '../../testing/loopback-request.mjs';
import { startEditorBackend } from '../editor-backend.mjs';
import { randomKey } from '../guard.mjs';

/**
 * @import { IncomingHttpHeaders, Server } from 'node:http'
 * @import { AddressInfo } from 'node:net'
 */

export const EDITOR = 'http://localhost:4004';
export const BUSINESS = '{"en":{"name":"Jaipur Appliance Care"}}\n';
/** This start's key, as the editor's page holds it. */
export const KEY = randomKey();

/** A checkout in miniature: content of two parts, and what must never be read or written. */
export const FILES = {
  'apps/shell/content/business.json': BUSINESS,
  'apps/mf-services/content/services/ac.json': '{"en":{"name":"AC"}}\n',
  'apps/mf-services/content/images/ac.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'package.json': '{"name":"jaipur-appliance-care"}\n',
  '.env': 'SECRET=1\n',
};

/**
 * The backend the calling test file asks, started before its tests on a repository of
 * its own, and stopped after them.
 */
export function backendUnderTest() {
  /** @type {{ repo: string, port: number, server?: Server }} */
  const started = { repo: '', port: 0 };
  /** @param {string[]} args */
  const git = (...args) =>
    execFileSync('git', ['-C', started.repo, ...args], { encoding: 'utf8' }).trim();
  /** main's commits, newest first. */
  const mainCommits = () => git('log', '--format=%s', 'main').split('\n');
  /**
   * A request as a page of `origin` makes it (Node's fetch will not set Origin), with the
   * editor's Authorization (`Bearer <this start's key>`) unless told another, or none.
   * @param {unknown} body
   * @param {{ origin?: string, method?: string, host?: string, authorization?: string | null }} [options]
   * @returns {Promise<{ status: number, headers: IncomingHttpHeaders, json: any }>}
   */
  function send(
    body,
    {
      origin = EDITOR,
      method = 'POST',
      host = `127.0.0.1:${started.port}`,
      authorization = `Bearer ${KEY}`,
    } = {},
  ) {
    const text = body === undefined ? '' : JSON.stringify(body);
    /** @type {Record<string, string>} */
    const headers = { 'Content-Type': 'application/json', Host: host };
    if (origin) headers.Origin = origin;
    if (method === 'OPTIONS') {
      // A browser's preflight: never an Authorization, only the names of the headers to come.
      headers['Access-Control-Request-Method'] = 'POST';
      headers['Access-Control-Request-Headers'] = 'authorization, content-type';
    } else if (authorization !== null) {
      headers.Authorization = authorization;
    }
    return loopbackRequest({ port: started.port, path: '/api/v1', method, headers, body: text });
  }
  const backend = Object.assign(started, { git, mainCommits, send });

  beforeAll(async () => {
    started.repo = mkdtempSync(join(tmpdir(), 'editor-backend-'));
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(dirname(join(started.repo, file)), { recursive: true });
      writeFileSync(join(started.repo, file), text);
    }
    // The owner's repository, as `npm start` runs the backend on it (Git mode).
    git('init', '--quiet', '--initial-branch=main');
    git('config', 'user.name', 'Site Owner');
    git('config', 'user.email', 'owner@appliance-care.test');
    git('add', '--all');
    git('commit', '--quiet', '--message', 'The site as it is live');
    started.server = await startEditorBackend({
      repo: started.repo,
      mode: 'git',
      origin: EDITOR,
      key: KEY,
      port: 0,
    });
    started.port = /** @type {AddressInfo} */ (started.server.address()).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => started.server?.close(resolve));
    rmSync(started.repo, { recursive: true, force: true });
  });

  return backend;
}
