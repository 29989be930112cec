// @ts-check
// The CDN's 502 (issue 54): nginx sent a request on a kept-alive connection to the origin
// at the moment the origin closed it for being idle. Whoever closes an idle connection
// first must be the CDN, so its idle time is shorter than the origin's: the tests' s3rver
// is a Node server, whose default is read here, not restated.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const template = readFileSync(join(import.meta.dirname, 'nginx.conf.template'), 'utf8');

test("the CDN closes an idle connection to the origin before the origin's Node server does", () => {
  const upstream = /upstream bucket \{([^}]*)\}/.exec(template)?.[1] ?? '';
  expect(upstream).toMatch(/keepalive \d+;/);
  const seconds = /keepalive_timeout (\d+)s;/.exec(upstream)?.[1];
  expect(seconds, 'the upstream names its idle time in seconds').toBeDefined();
  const nodeIdleMs = createServer().keepAliveTimeout;
  expect(Number(seconds) * 1000).toBeLessThan(nodeIdleMs);
});
