import { mkdirSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { LedgerEntry } from 'release';
import { CONTRACT_VERSION } from 'shared-types';
import { scratchFolder } from '../../support/scratch';
import {
  bucketDeployment,
  folderDeployment,
  liveRelease,
  type TestDeployment,
  variantBuild,
} from '../../support/test-deployments';

// The release engine's promises through its commands, on both of its storages: a folder
// and an S3-compatible bucket (s3rver on loopback, behind the CDN's nginx). Each is run on
// the storage where it can break differently; the rules themselves are unit-tested
// (platform/release/engine/**/*.test.mjs), and publish.spec.ts has the bucket's write sets, rollback
// and a deterministic race of two teams.
test.describe.configure({ mode: 'serial' });

const work = scratchFolder('engine');
const deployments: Array<[string, () => TestDeployment]> = [
  ['folder', () => folderDeployment('engine', 4800)],
  ['bucket', () => bucketDeployment('engine', 4900, 4969)],
];

const ledgerOf = (deployment: TestDeployment): LedgerEntry[] =>
  deployment
    .run('platform/release/cli/releases.mjs', ['--json'])
    .output.trim()
    .split('\n')
    .map((line) => JSON.parse(line));

const pageText = async (deployment: TestDeployment, path: string) =>
  (await deployment.storage.read(`shell/_routes${path}/index.html`))?.toString('utf8') ?? '';

function released(deployment: TestDeployment, app: string, source?: string) {
  const result = deployment.run('platform/release/cli/release.mjs', [
    app,
    '--skip-build',
    ...(source ? ['--source', source] : []),
  ]);
  expect(result.status, result.output).toBe(0);
  return result.output;
}

test.beforeAll(() => mkdirSync(work, { recursive: true }));
test.afterAll(() => rmSync(work, { recursive: true, force: true }));

for (const [kind, create] of deployments) {
  test.describe(`on a ${kind}`, () => {
    const deployment = create();
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      await deployment.start();
    });
    test.afterAll(() => deployment.stop());

    // The folder only: publish.spec.ts counts the bucket's requests of a re-release.
    test('every release is on the ledger; the same build again writes no file', async () => {
      test.skip(kind !== 'folder', "the bucket's is publish.spec.ts's");
      const source = variantBuild(work, 'mf-services', `${kind}-a`);
      released(deployment, 'mf-services', source);
      const id = await liveRelease(deployment, 'mf-services');
      expect(await pageText(deployment, '/service/ac')).toContain(`/releases/${id}/`);
      expect(released(deployment, 'mf-services', source)).toContain('0 files written');
      const releases = ledgerOf(deployment).filter(
        (entry) => entry.app === 'mf-services' && entry.action === 'release',
      );
      // The first publication (the test site's build), then this one twice.
      expect(releases.map((entry) => entry.id).slice(-2)).toEqual([id, id]);
      expect(releases.at(-1)).toMatchObject({
        result: 'done',
        previous: id,
        version: `1.0.0+${kind}-a`,
        contract: CONTRACT_VERSION,
      });
      expect(releases.at(-1)?.who.length).toBeGreaterThan(0);
      // The table names the live release of each app.
      const table = deployment.run('platform/release/cli/releases.mjs', []).output;
      expect(table).toMatch(new RegExp(`mf-services +${id}\\n`));
    });

    // Two processes on one folder (locks are files here); the bucket's race is publish.spec.ts's.
    test('two teams releasing at the same moment both go live, both on the ledger', async () => {
      test.skip(kind !== 'folder', "the bucket's is publish.spec.ts's");
      const [services, contact] = await Promise.all([
        deployment.runAsync('platform/release/cli/release.mjs', [
          'mf-services',
          '--skip-build',
          '--source',
          variantBuild(work, 'mf-services', `${kind}-together`),
        ]),
        deployment.runAsync('platform/release/cli/release.mjs', [
          'mf-contact',
          '--skip-build',
          '--source',
          variantBuild(work, 'mf-contact', `${kind}-together`),
        ]),
      ]);
      expect(services.status, services.output).toBe(0);
      expect(contact.status, contact.output).toBe(0);
      const servicesId = await liveRelease(deployment, 'mf-services');
      const contactId = await liveRelease(deployment, 'mf-contact');
      expect(await pageText(deployment, '/services')).toContain(`/releases/${servicesId}/`);
      expect(await pageText(deployment, '/contact')).toContain(`/releases/${contactId}/`);
      const remotes = JSON.parse(
        (await deployment.storage.read('shell/remotes.json'))?.toString('utf8') ?? '{}',
      );
      expect(remotes.mf_services.release).toBe(servicesId);
      expect(remotes.mf_contact.release).toBe(contactId);
      const ids = ledgerOf(deployment).map((entry) => entry.id);
      expect(ids).toContain(servicesId);
      expect(ids).toContain(contactId);
    });

    // The bucket only: its previews are served by host name through the CDN, the riskier half.
    test('a preview is seen and smoke-tested with the live parts, then promoted', async ({
      page,
    }) => {
      test.skip(kind !== 'bucket', 'the same commands on a folder, minus the CDN');
      test.setTimeout(180_000);
      const live = await liveRelease(deployment, 'mf-services');
      const source = variantBuild(work, 'mf-services', `${kind}-preview`);
      const previewed = deployment.run('platform/release/cli/release.mjs', [
        'mf-services',
        '--skip-build',
        '--source',
        source,
        '--preview',
        '--json',
      ]);
      expect(previewed.status, previewed.output).toBe(0);
      const { id, url } = JSON.parse(previewed.stdout) as { id: string; url: string };
      // The candidate in the preview, in a browser; the live pointer unmoved.
      await page.goto(`${url}/services`);
      await expect(page.locator('html')).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
      const remotes = await page.evaluate(() =>
        fetch('/remotes.json').then((response) => response.json()),
      );
      expect(remotes.mf_services.release).toBe(id);
      expect(remotes.mf_services.version).toBe(`1.0.0+${kind}-preview`);
      expect(await liveRelease(deployment, 'mf-services')).toBe(live);
      expect(
        deployment.run('platform/release/cli/release.mjs', ['mf-services', '--promote', id]).status,
      ).toBe(1);

      const smoke = deployment.run('platform/release/cli/smoke.mjs', [url], { CI: '' });
      expect(smoke.status, smoke.output).toBe(0);
      const promoted = deployment.run('platform/release/cli/release.mjs', [
        'mf-services',
        '--promote',
        id,
      ]);
      expect(promoted.status, promoted.output).toBe(0);
      expect(await liveRelease(deployment, 'mf-services')).toBe(id);
      expect(await pageText(deployment, '/services')).toContain(`/releases/${id}/`);
      expect(
        ledgerOf(deployment)
          .filter((entry) => entry.id === id)
          .map((entry) => `${entry.action} ${entry.result}`),
      ).toEqual(['preview done', 'promote refused', 'smoke passed', 'promote done']);
    });

    // The bucket only: its objects are removed by list and delete, a folder's by rm.
    test('prune removes what no rule keeps, on the ledger too', async () => {
      test.skip(kind !== 'bucket', 'prune.test.mjs has the rules; the bucket has the deletes');
      for (const round of ['a', 'b']) {
        released(
          deployment,
          'mf-contact',
          variantBuild(work, 'mf-contact', `${kind}-prune-${round}`),
        );
      }
      const before = ledgerOf(deployment).filter((entry) => entry.app === 'mf-contact');
      const live = await liveRelease(deployment, 'mf-contact');
      const pruned = deployment.run('platform/release/cli/prune.mjs', [
        'mf-contact',
        '--keep',
        '1',
        '--grace-hours',
        '0',
      ]);
      expect(pruned.status, pruned.output).toBe(0);
      const history = JSON.parse(
        (await deployment.storage.read('history/mf-contact.json'))?.toString('utf8') ?? '{}',
      );
      // The live one and the one a rollback returns to stay; the rest are gone.
      expect(history.current).toBe(live);
      expect(history.releases).toHaveLength(2);
      const removed = before
        .map((entry) => entry.id)
        .filter(
          (id): id is string => !!id && !history.releases.some((r: { id: string }) => r.id === id),
        );
      expect(removed.length).toBeGreaterThan(0);
      for (const id of removed) {
        expect((await deployment.storage.list(`mf-contact/releases/${id}`)).size, id).toBe(0);
        expect((await deployment.storage.list(`renderers/mf-contact/${id}`)).size, id).toBe(0);
      }
      expect(ledgerOf(deployment).at(-1)).toMatchObject({ action: 'prune', app: 'mf-contact' });
      // The site still serves the live release.
      const response = await fetch(`${deployment.origin}/contact`);
      expect(response.status).toBe(200);
    });
  });
}
