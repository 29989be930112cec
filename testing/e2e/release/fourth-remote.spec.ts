import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { composition, readComposition, shiftedPort } from '../../support/composition';
import { waitForPort } from '../../support/private-site';
import { openLive } from '../../support/site';

// Adding a remote is its package, its entry in composition.json and its line in the
// contract: here a copy of the workspace gets mf-careers that way, is built, released and
// served, and the shell routes /careers to it with nothing else edited.
test.describe.configure({ mode: 'serial' });

const ROOT = process.cwd();
const WORKSPACE = resolve('.fixture-fourth-remote');
const FIXTURE = resolve('testing/e2e/fixtures/fourth-remote');
const SHELL_PORT = 4300;
const COPIED = [
  'composition.json',
  'tsconfig.base.json',
  'apps',
  'packages',
  'platform',
  'scripts',
];
const servers: ChildProcess[] = [];

/** The workspace as a team would have it after adding mf-careers. */
function workspaceWithFourthRemote() {
  rmSync(WORKSPACE, { recursive: true, force: true });
  for (const entry of COPIED) {
    cpSync(join(ROOT, entry), join(WORKSPACE, entry), {
      recursive: true,
      filter: (path) => !/[/\\](node_modules|dist|dist-render|\.fixture-[^/\\]*)$/.test(path),
    });
  }
  cpSync(join(FIXTURE, 'mf-careers'), join(WORKSPACE, 'apps/mf-careers'), { recursive: true });
  // 1. its entry in composition.json
  const composed = readComposition(join(WORKSPACE, 'composition.json'));
  composed.remotes.mf_careers = JSON.parse(readFileSync(join(FIXTURE, 'entry.json'), 'utf8'));
  writeFileSync(join(WORKSPACE, 'composition.json'), JSON.stringify(composed, null, 2));
  // 2. its line in the contract
  const contract = join(WORKSPACE, 'packages/shared-types/src/contract.ts');
  writeFileSync(
    contract,
    readFileSync(contract, 'utf8').replace(
      "'mf_contact/ContactPage': RemotePageModule;",
      "'mf_contact/ContactPage': RemotePageModule;\n  'mf_careers/CareersPage': RemotePageModule;",
    ),
  );
  // The copy's own workspaces (its engine, its composition, its shared packages); every
  // other dependency resolves to the repository's.
  mkdirSync(join(WORKSPACE, 'node_modules'));
  const root: { workspaces: string[] } = JSON.parse(
    readFileSync(join(ROOT, 'package.json'), 'utf8'),
  );
  for (const folder of root.workspaces) {
    const { name } = JSON.parse(readFileSync(join(WORKSPACE, folder, 'package.json'), 'utf8'));
    symlinkSync(join(WORKSPACE, folder), join(WORKSPACE, 'node_modules', name));
  }
  symlinkSync(join(ROOT, 'node_modules/.bin'), join(WORKSPACE, 'node_modules/.bin'));
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  workspaceWithFourthRemote();
  execFileSync(
    process.execPath,
    ['platform/release/cli/deploy-all.mjs', '--site', 'site', '--shell-port', String(SHELL_PORT)],
    { cwd: WORKSPACE, stdio: 'pipe' },
  );
  // Checked against the schema: mf-careers's entry too.
  const composed = readComposition(join(WORKSPACE, 'composition.json'));
  for (const app of [composed.shell, ...Object.values(composed.remotes)]) {
    const port = shiftedPort(app.port, SHELL_PORT);
    servers.push(
      spawn(
        process.execPath,
        [
          'platform/servers/site/start.mjs',
          `site/${app.package}`,
          String(port),
          ...(app.package === composition.shell.package ? ['--spa'] : []),
        ],
        { cwd: WORKSPACE, stdio: 'ignore' },
      ),
    );
    await waitForPort(port);
  }
});

test.afterAll(() => {
  for (const server of servers) server.kill('SIGTERM');
  rmSync(WORKSPACE, { recursive: true, force: true });
});

test('the new remote serves its route, pre-rendered and live, beside the others', async ({
  page,
  request,
}) => {
  const origin = `http://localhost:${SHELL_PORT}`;
  const html = await (await request.get(`${origin}/careers`)).text();
  expect(html).toContain('data-boundary="mf-careers"');
  expect(html).toContain('<title>Careers · ');

  await openLive(page, `${origin}/careers`);
  await expect(page.locator('[data-boundary="mf-careers"] h1')).toHaveText(/^Work with /);
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Contact' })
    .click();
  await expect(page.locator('[data-boundary="mf-contact"] h1')).toHaveText('Contact Us');
  const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${origin}/careers</loc>`);
});
