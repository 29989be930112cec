import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { expect, type Page, test } from '@playwright/test';
import { BEACON_STARTED_MARK, markReached } from '../../support/measure';
import { PrivateSite } from '../../support/private-site';

// The field decides (decision 019): a release of mf-contact whose form throws in the
// browser goes live; visits make field errors; the watch rolls it back, on the ledger with
// its figures. A healthy release after it is kept. On a private copy of the site with its
// own collector. Every visit here comes from one network (loopback; the browser's beacon
// cannot be sent from another address), so the watch is told so: --min-networks 1, and 10
// visits, the most one network counts for (decision 021). That the same errors from one
// network do not roll back, and from 30 do, is platform/release/engine/observe/watch-networks.test.mjs's,
// through the real collector and the site's own proxy.
test.describe.configure({ mode: 'serial' });

const site = new PrivateSite('watch', 5100, { measure: true });
/** Views each release gets: the watch's minimum sample here (200 in CI's real watch). */
const VISITS = 10;

const liveContact = (): string =>
  JSON.parse(readFileSync(`${site.dir}/history/mf-contact.json`, 'utf8')).current;

function releaseFixture(fixture: string): string {
  execFileSync(process.execPath, ['scripts/make-fixture.mjs', `testing/e2e/fixtures/${fixture}`], {
    stdio: 'pipe',
  });
  site.run(
    'platform/release/cli/release.mjs',
    'mf-contact',
    '--source',
    `apps/.fixture-${fixture}`,
  );
  return liveContact();
}

/** What the collector holds of a release: its views and errors. */
function stored(release: string) {
  const database = new DatabaseSync(site.measureDatabase, { readOnly: true });
  try {
    const count = (name: string) =>
      (
        database
          .prepare(
            'SELECT COUNT(*) AS n FROM measure_events WHERE part = ? AND release = ? AND name = ?',
          )
          .get('mf-contact', release, name) as { n: number }
      ).n;
    return { views: count('view'), errors: count('error') };
  } finally {
    database.close();
  }
}

/** A visit to /contact, left once the beacon has started: its batch goes as the page goes. */
async function visit(page: Page) {
  await page.goto(`${site.origin}/contact`);
  await expect(page.locator('html')).toHaveAttribute('data-page-idle', '', { timeout: 15_000 });
  // Once the beacon listens, leaving the page sends its batch.
  await markReached(page, BEACON_STARTED_MARK);
  await page.goto('about:blank');
}

async function visits(page: Page, release: string, expected: (views: number) => object) {
  for (let index = 0; index < VISITS; index += 1) {
    await visit(page);
  }
  await expect.poll(() => stored(release)).toEqual(expected(VISITS));
}

function watch(...options: string[]) {
  const result = spawnSync(
    process.execPath,
    [
      'platform/release/cli/watch.mjs',
      'mf-contact',
      ...['--every', '2s', '--min-views', String(VISITS), '--min-networks', '1'],
      ...options,
      ...['--site', site.dir, '--shell-port', String(site.basePort)],
    ],
    { encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const ledger = () =>
  readFileSync(`${site.dir}/ledger/releases.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));

site.servedForTheseTests();

test('a release whose form throws in the browser is rolled back by the field; a healthy one is kept', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const healthy = liveContact();
  await visits(page, healthy, (views) => ({ views, errors: 0 }));

  const broken = releaseFixture('broken-contact');
  expect(broken).not.toBe(healthy);
  await visits(page, broken, (views) => ({ views, errors: views }));
  // The visitor meets the shell's apology, with the call buttons, not a broken page.
  await page.goto(`${site.origin}/contact`);
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 15_000 });

  const rolledBack = watch('--for', '1m');
  expect(rolledBack.output).toMatch(/field errors clearly worse/);
  expect(rolledBack.status).toBe(3);
  expect(liveContact()).toBe(healthy);
  expect(ledger().at(-1)).toMatchObject({
    action: 'rollback',
    app: 'mf-contact',
    id: healthy,
    previous: broken,
    result: 'done',
    detail: expect.stringContaining(
      `${broken}: ${VISITS} errors in ${VISITS} views (1000.0 per 1000); before, ${healthy}: 0 errors in ${VISITS} views (0.0 per 1000)`,
    ),
  });
  await page.goto(`${site.origin}/contact`);
  await expect(page.getByRole('form')).toBeVisible({ timeout: 15_000 });

  // Each team's numbers: the live release and the one before it, with their samples.
  const figures = site.output('platform/release/cli/releases.mjs');
  expect(figures).toMatch(/errors\/1000 views\s+p75 LCP\s+p75 INP\s+p75 CLS/);
  expect(figures).toMatch(
    new RegExp(`mf-contact\\s+${healthy}\\s+live\\s+0\\.0 \\(0 in \\d+\\)\\s+\\d+ ms \\(n=\\d+\\)`),
  );
  expect(figures).toMatch(
    new RegExp(`mf-contact\\s+${broken}\\s+before\\s+1000\\.0 \\((\\d+) in \\1\\)`),
  );

  const next = releaseFixture('healthy-contact');
  await visits(page, next, (views) => ({ views, errors: 0 }));
  const held = watch('--for', '4s');
  expect(held.status).toBe(0);
  expect(liveContact()).toBe(next);
  expect(ledger().at(-1)).toMatchObject({
    action: 'watch',
    app: 'mf-contact',
    id: next,
    previous: healthy,
    result: 'passed',
    detail: expect.stringMatching(/^held: /),
  });
});
