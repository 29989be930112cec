import { execFileSync, spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { PrivateSite } from './support/private-site';

// A team's release as README's CI example runs it: preview (the candidate with the live
// versions of the other parts, the live pointer unmoved), smoke against the preview,
// then promote, which refuses until a smoke run of that id has passed.
test.describe.configure({ mode: 'serial' });

const site = new PrivateSite('preview', 4500);
const NEW_AC_TAGLINE = 'Summer check-ups now open: same-day visits for split and window ACs.';

test.beforeAll(async () => {
  await site.start();
  await site.startPreviews();
});
test.afterAll(() => site.stop());

test('preview, smoke, promote: the candidate is seen with the live parts before it goes live', async ({
  page,
}) => {
  test.setTimeout(240_000);
  execFileSync(process.execPath, ['scripts/make-fixture.mjs', 'e2e/fixtures/services-release'], {
    stdio: 'pipe',
  });
  const previewed = site.output(
    'release/cli/release.mjs',
    'mf-services',
    '--source',
    '.fixture-services-release',
    '--preview',
  );
  const [, id = '', url = ''] =
    previewed.match(/previewing mf-services \S+ as ([0-9a-f]{12}) with .*: (http\S+)/) ?? [];
  expect(url).toBe(`http://${id}.preview.localhost:4510`);

  // The preview has the candidate; the live site does not.
  await page.goto(`${url}/service/ac`);
  await expect(page.getByText(NEW_AC_TAGLINE)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  await page.goto(`${site.origin}/service/ac`);
  await expect(page.getByText(NEW_AC_TAGLINE)).toHaveCount(0);

  // No smoke run yet: promotion is refused, and the refusal is on the ledger.
  const early = spawnSync(
    process.execPath,
    [
      'release/cli/release.mjs',
      'mf-services',
      '--promote',
      id,
      '--site',
      site.dir,
      '--shell-port',
      '4500',
    ],
    { encoding: 'utf8' },
  );
  expect(early.status).toBe(1);
  expect(early.stderr).toContain(`release refused: no smoke run is recorded for mf-services ${id}`);

  // The smoke run: the @smoke tests of this suite, in a browser, against the preview.
  const smoke = spawnSync(
    process.execPath,
    ['release/cli/smoke.mjs', url, '--site', site.dir, '--shell-port', '4500'],
    { encoding: 'utf8', env: { ...process.env, CI: '' } },
  );
  expect(smoke.status, `${smoke.stdout}${smoke.stderr}`).toBe(0);
  expect(smoke.stdout).toContain('2 passed');

  site.output('release/cli/release.mjs', 'mf-services', '--promote', id);
  await page.goto(`${site.origin}/service/ac`);
  await expect(page.getByText(NEW_AC_TAGLINE)).toBeVisible();

  // The ledger tells the story, and `npm run releases` shows it with the live ids.
  const table = site.output('release/cli/releases.mjs');
  const lines = table.split('\n').filter((line) => line.includes(id));
  expect(
    lines.map((line) =>
      line
        .match(/\b(preview|smoke|promote)\b.*\b(done|passed|refused)\b/)
        ?.slice(1, 3)
        .join(' '),
    ),
  ).toEqual(['preview done', 'promote refused', 'smoke passed', 'promote done']);
  expect(table).toMatch(new RegExp(`live:[\\s\\S]*mf-services +${id}`));
});
