import { mkdirSync, rmSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { scratchFolder } from '../../support/scratch';
import {
  bucketDeployment,
  folderDeployment,
  liveRelease,
  type TestDeployment,
  variantBuild,
} from '../../support/test-deployments';

// A release killed (SIGKILL, as a crash or a cancelled CI job) after each of its steps in
// turn, for a remote and for the shell, on a folder and on a bucket: every served page
// still loads and takes over, nothing it names is missing, and the next release
// completes, after which pages, remotes.json and pointers agree.
test.describe.configure({ mode: 'serial' });

const STEPS = ['files', 'trial', 'pointer', 'pages', 'remotes'] as const;
const APPS = ['mf-contact', 'shell'] as const;
const ROUTE_OF = { 'mf-contact': '/contact', shell: '/about' } as const;
const work = scratchFolder('interruption');

// Each app once, each storage once: the steps are the engine's, the same for every app;
// the shell's release is the one that changes the composer, the bucket's writes are HTTP.
const deployments: Array<[string, () => TestDeployment, (typeof APPS)[number]]> = [
  ['folder', () => folderDeployment('interruption', 4600), 'shell'],
  ['bucket', () => bucketDeployment('interruption', 4700, 4769), 'mf-contact'],
];

/** Every composed page and remotes.json, by storage path. */
async function servedComposition(deployment: TestDeployment): Promise<Map<string, string>> {
  const files = [...(await deployment.storage.list('shell')).keys()].filter(
    (file) => file === 'remotes.json' || file === 'index.html' || file.startsWith('_routes/'),
  );
  const texts = new Map<string, string>();
  for (const file of files) {
    texts.set(file, (await deployment.storage.read(`shell/${file}`))?.toString('utf8') ?? '');
  }
  return texts;
}

/** Everything the composed files name on the remotes' origins, and whether it is there. */
async function missingFiles(deployment: TestDeployment): Promise<string[]> {
  const named = new Set<string>();
  for (const text of (await servedComposition(deployment)).values()) {
    for (const match of text.matchAll(
      /http:\/\/localhost:\d+\/releases\/[0-9a-f]{12}\/[^"'\s)\\]+/g,
    )) {
      named.add(match[0]);
    }
  }
  const missing: string[] = [];
  for (const url of named) {
    const path = deployment.pathOf(url);
    if (!path || (await deployment.storage.read(path)) === null) missing.push(url);
  }
  return missing;
}

/**
 * What the composed files say of `app`: for a remote, the release ids its entries name
 * (in remotes.json and every page's data block); for the shell, the variant tag its CSS
 * carries in every page ('none' before the first variant).
 */
async function composedWith(deployment: TestDeployment, app: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (const [file, text] of await servedComposition(deployment)) {
    if (app === 'shell') {
      if (file !== 'remotes.json') {
        found.add(text.match(/\/\* ((?:folder|bucket)-\w+) \*\//)?.[1] ?? 'none');
      }
      continue;
    }
    const data = file === 'remotes.json' ? text : text.match(/id="jac-remotes">([^<]*)</)?.[1];
    for (const remote of Object.values(JSON.parse(data ?? '{}')) as Array<{ entry: string }>) {
      const path = deployment.pathOf(remote.entry) ?? '';
      const id = path.match(new RegExp(`^${app}/releases/([0-9a-f]{12})/`))?.[1];
      if (id) found.add(id);
    }
  }
  return found;
}

/** Opens a page and waits for the app to take it over; returns what failed on the way. */
async function loadsAndTakesOver(page: Page, url: string): Promise<string[]> {
  const failures: string[] = [];
  const onResponse = (response: { status(): number; url(): string }) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  };
  page.on('response', onResponse);
  page.on('pageerror', (error) => failures.push(error.message));
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator('html'), url).toHaveAttribute('data-app', 'live', { timeout: 15_000 });
  await expect(page.getByTestId('remote-fallback'), url).toHaveCount(0);
  page.off('response', onResponse);
  return failures;
}

for (const [kind, create, app] of deployments) {
  test.describe(`on a ${kind}`, () => {
    const deployment = create();
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      mkdirSync(work, { recursive: true });
      await deployment.start();
    });
    test.afterAll(async () => {
      await deployment.stop();
      rmSync(work, { recursive: true, force: true });
    });
    test(`a release of ${app} killed after each step leaves a working site, and the next completes`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      // The shell releases' variant tags, by release id: what their pages carry.
      const tags = new Map<string | null, string>();
      const tagOf = (id: string | null) => (app === 'shell' ? (tags.get(id) ?? 'none') : id);
      for (const step of STEPS) {
        const before = await liveRelease(deployment, app);
        const source = variantBuild(work, app, `${kind}-${step}`);
        const killed = deployment.run(
          'platform/release/cli/release.mjs',
          [app, '--skip-build', '--source', source],
          {
            JAC_RELEASE_KILL_AFTER: step,
          },
        );
        expect(killed.signal, `${step}: ${killed.output}`).toBe('SIGKILL');
        const after = await liveRelease(deployment, app);
        if (after !== before) tags.set(after, `${kind}-${step}`);
        // The pointer moves at its step and not before.
        expect(after === before, step).toBe(STEPS.indexOf(step) < STEPS.indexOf('pointer'));

        // Nothing a served file names is missing: nothing a browser would fetch.
        expect(await missingFiles(deployment), step).toEqual([]);
        // Pages name the release that was live or the new one, never another.
        for (const seen of await composedWith(deployment, app)) {
          expect([tagOf(before), tagOf(after)], `${step}: pages name ${seen}`).toContain(seen);
        }

        // The next release completes; then pages, remotes.json and pointer agree.
        const next = deployment.run('platform/release/cli/release.mjs', [
          app,
          '--skip-build',
          '--source',
          source,
        ]);
        expect(next.status, `${step}: ${next.output}`).toBe(0);
        const live = await liveRelease(deployment, app);
        expect(live).not.toBe(before);
        tags.set(live, `${kind}-${step}`);
        expect([...(await composedWith(deployment, app))], step).toEqual([tagOf(live)]);
        expect(await missingFiles(deployment), step).toEqual([]);
      }
      // And in a browser, after the last kill and the release that completed it: it takes over.
      expect(await loadsAndTakesOver(page, `${deployment.origin}${ROUTE_OF[app]}`)).toEqual([]);
    });
  });
}
