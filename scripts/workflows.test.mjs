// @ts-check
// The CI workflows (.github/workflows, docs/going-live.md#ci): the linter on every file,
// and what it cannot see. The render jobs hold no credential, each part has its own
// concurrency group and exactly the paths that change it, the drafts' status is the
// deploy one Decap reads, every job that builds or releases first lets bubblewrap make
// its walls, and every output a job reads is one that exists.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { APPS, ROOT } from '../composition/composition.mjs';
import { changedApps } from '../release/index.mjs';

// js-yaml, the version decap-cms (admin/) brings, declared as ours too.
const yaml = createRequire(import.meta.url)('js-yaml');
/** @param {string} text @returns {any} */
const parseYaml = (text) => (yaml.safeLoad ?? yaml.load)(text);

const FOLDER = join(ROOT, '.github/workflows');
const LINTER = join(ROOT, 'node_modules/.bin/action-validator');
const PARTS = APPS.map((app) => app.package);
/** A GitHub expression as a workflow writes it: ${{ … }}. @param {string} inner */
const expression = (inner) => `\${{ ${inner} }}`;

/** @typedef {{ uses?: string, run?: string, id?: string, if?: string, with?: Record<string, unknown>, env?: Record<string, string> }} Step */
/** @typedef {{ steps?: Step[], needs?: string | string[], permissions?: unknown, environment?: string, outputs?: Record<string, string>, concurrency?: unknown, uses?: string, with?: Record<string, unknown>, if?: string }} Job */

const workflows = readdirSync(FOLDER)
  .filter((file) => /\.ya?ml$/.test(file))
  .sort()
  .map((file) => {
    const text = readFileSync(join(FOLDER, file), 'utf8');
    return {
      file,
      text,
      /** @type {{ on: any, concurrency?: any, permissions?: unknown, jobs: Record<string, Job> }} */
      doc: parseYaml(text),
    };
  });

/** @param {string} file */
function workflow(file) {
  const found = workflows.find((each) => each.file === file);
  if (!found) throw new Error(`.github/workflows/${file} is missing`);
  return found.doc;
}

/** Every job of every workflow, named `file: job`. */
const allJobs = workflows.flatMap(({ file, doc }) =>
  Object.entries(doc.jobs).map(([name, job]) => ({ file, name, job })),
);

/** @param {Job} job */
const runsOf = (job) => (job.steps ?? []).map((step) => step.run ?? '');

/** Code of the release engine or a part's build: what runs behind bubblewrap's walls. */
// The watch too: the rollback it may make recomposes the site with the parts' render builds.
// A smoke run's report recorded (--report) runs no browser and no part: no walls needed.
const RELEASE_CODE =
  /release\/cli\/(?:release|compose|smoke|watch|build)\.mjs|npm run (?:build|compose|smoke(?![^\n]*--report)|release|watch)\b|release-changed\.mjs(?![^\n]*--dry-run)/;
const WALLS = [
  'sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0',
  'sudo apt-get install -y bubblewrap',
];

/** What a job's runs quote of `gh api … statuses`: the contexts it posts. @param {Job} job */
const statusContexts = (job) =>
  runsOf(job)
    .filter((run) => /gh api[^\n]*\/statuses\//.test(run))
    .flatMap((run) => [...run.matchAll(/context=([^\s"]+)/g)].map((match) => match[1]));

describe('the workflow linter (@action-validator/cli, npm run lint:workflows)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'jac-workflows-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  /** @param {string} file */
  const lint = (file) => spawnSync(LINTER, [file], { cwd: ROOT, encoding: 'utf8' });

  test('there are workflows to lint', () => {
    expect(workflows.map(({ file }) => file)).toContain('release-part.yml');
  });

  test.each(workflows.map(({ file }) => file))('%s passes it', (file) => {
    const { status, stderr } = lint(join(FOLDER, file));
    expect(stderr.replace(/^WARNING: Glob validation .*\n/gm, '')).toBe('');
    expect(status).toBe(0);
  });

  test.each([
    ['a misspelt key', (/** @type {string} */ text) => text.replace('runs-on:', 'runs_on:')],
    [
      'a job that needs one that is not there',
      (text) => text.replace('needs: render', 'needs: rendre'),
    ],
    [
      'a step that both runs and uses',
      (text) => text.replace('- run: npm ci', '- uses: x/y@v1\n        run: npm ci'),
    ],
  ])('it refuses a workflow with %s', (_what, breakIt) => {
    const text = readFileSync(join(FOLDER, 'release-part.yml'), 'utf8');
    const broken = breakIt(text);
    expect(broken).not.toBe(text);
    const file = join(scratch, `broken-${Math.random().toString(36).slice(2)}.yml`);
    writeFileSync(file, broken);
    const { status, stderr } = lint(file);
    expect(status).toBe(1);
    expect(stderr).toContain('"errors"');
  });
});

describe('each part releases alone', () => {
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  /** A GitHub path filter as a regular expression: `*` within a folder, `**` across. @param {string} glob */
  const filter = (glob) =>
    new RegExp(
      `^${glob
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*/g, '\u0000')
        .replace(/\*/g, '[^/]*')
        .replaceAll('\u0000', '.*')}$`,
    );

  test.each(PARTS)(
    'release-%s.yml: on push to main, its own group, through release-part.yml',
    (app) => {
      const doc = workflow(`release-${app}.yml`);
      expect(doc.on.push.branches).toEqual(['main']);
      expect(doc.concurrency).toEqual({ group: `release-${app}`, 'cancel-in-progress': false });
      expect(Object.values(doc.jobs)).toEqual([
        expect.objectContaining({ uses: './.github/workflows/release-part.yml', with: { app } }),
      ]);
    },
  );

  test.each(PARTS)('release-%s.yml runs for exactly the files that release it', (app) => {
    const paths = workflow(`release-${app}.yml`).on.push.paths.map(filter);
    const wrong = tracked.filter(
      (file) =>
        paths.some((/** @type {RegExp} */ path) => path.test(file)) !==
        changedApps([file], PARTS).includes(app),
    );
    expect(wrong).toEqual([]);
  });

  test('no two workflows share a concurrency group', () => {
    const groups = workflows.map(({ doc }) => doc.concurrency?.group).filter(Boolean);
    expect(new Set(groups).size).toBe(groups.length);
  });
});

describe('the render jobs hold no credential', () => {
  const renders = [
    workflow('release-part.yml').jobs.render,
    workflow('draft-preview.yml').jobs.render,
  ];

  test.each(renders.map((job, index) => [index, job]))(
    'render job %#: read-only, no secret, no environment',
    (_index, job) => {
      expect(job.permissions).toEqual({ contents: 'read' });
      expect(job.environment).toBeUndefined();
      const text = JSON.stringify(job);
      expect(text).not.toMatch(/secrets\.|github\.token|id-token/);
      expect(text).not.toContain('configure-aws-credentials');
      const checkout = job.steps?.find((step) => step.uses?.startsWith('actions/checkout@'));
      expect(checkout?.with?.['persist-credentials']).toBe(false);
    },
  );

  test('only a job in a protected environment holds a secret or a cloud role', () => {
    const holding = allJobs.filter(({ job }) =>
      /secrets\.|configure-aws-credentials/.test(JSON.stringify(job.steps ?? [])),
    );
    expect(holding.map(({ file, name }) => `${file}: ${name}`).sort()).toEqual([
      'draft-preview.yml: preview',
      'draft-preview.yml: record',
      'release-part.yml: compose',
      'release-part.yml: promote',
      'release-part.yml: request',
      'release-part.yml: watch',
    ]);
    for (const { job } of holding) expect(job.environment).toBeTruthy();
  });
});

describe("the team's request, then the composer", () => {
  const { jobs } = workflow('release-part.yml');

  test("request: the team's role in the part's environment, from the render job's build", () => {
    expect(jobs.request.needs).toBe('render');
    expect(jobs.request.environment).toBe(`release-${expression('inputs.app')}`);
    expect(JSON.stringify(jobs.request)).toContain('secrets.TEAM_ROLE_ARN');
    expect(runsOf(jobs.request).join('\n')).toMatch(
      /node release\/cli\/release\.mjs "\$APP" --request --from-build "\$RUNNER_TEMP\/build"/,
    );
  });

  test("compose: the composer's role and environment, one composer at a time", () => {
    expect(jobs.compose.needs).toBe('request');
    expect(jobs.compose.environment).toBe('composer');
    expect(jobs.compose.concurrency).toEqual({ group: 'compose', 'cancel-in-progress': false });
    expect(JSON.stringify(jobs.compose)).toContain('secrets.COMPOSER_ROLE_ARN');
    expect(runsOf(jobs.compose)).toContain(
      'npm run compose -- --targets "$TARGETS" --publish "$PUBLISH"',
    );
  });

  test('promote: a published draft goes live with the id its preview status names', () => {
    expect(jobs.promote.environment).toBe('composer');
    expect(jobs.promote.if).toBe("needs.draft.outputs.id != ''");
    expect(jobs.render.if).toBe(
      expression(
        "!cancelled() && (needs.draft.outputs.id == '' || needs.promote.outputs.refused == 'true')",
      ),
    );
    expect(runsOf(jobs.promote).join('\n')).toContain(
      'node release/cli/release.mjs "$APP" --promote "$ID" --commit "$HEAD"',
    );
    expect(jobs.promote.steps?.find((step) => step.id === 'promote')?.env?.HEAD).toBe(
      expression('needs.draft.outputs.head'),
    );
    expect(runsOf(jobs.draft).join('\n')).toContain('select(.context == "deploy/preview")');
  });
});

describe("the drafts' preview", () => {
  const doc = workflow('draft-preview.yml');
  const { jobs } = doc;

  test("runs main's steps for pull requests to main from cms/ branches of this repository", () => {
    // pull_request_target: a cms/ branch that edits this file does not change what runs.
    expect(doc.on.pull_request).toBeUndefined();
    expect(doc.on.pull_request_target.branches).toEqual(['main']);
    for (const name of ['pending', 'render', 'report']) {
      expect(jobs[name].if).toContain("startsWith(github.head_ref, 'cms/')");
      expect(jobs[name].if).toContain(
        'github.event.pull_request.head.repo.full_name == github.repository',
      );
    }
  });

  test("previews the one part with that part's drafts role; a browser with no key smoke-tests it", () => {
    const part = `drafts-${expression('needs.render.outputs.app')}`;
    expect(jobs.preview.environment).toBe(part);
    expect(jobs.record.environment).toBe(part);
    expect(runsOf(jobs.preview).join('\n')).toMatch(
      /node release\/cli\/release\.mjs "\$APP" --preview --from-build "\$RUNNER_TEMP\/build" --json \\\n\s+--commit "\$HEAD_SHA"/,
    );
    expect(runsOf(jobs.smoke).join('\n')).toContain('smoke -- "$URL" --browser-only --json');
    expect(jobs.smoke.environment).toBeUndefined();
    expect(JSON.stringify(jobs.smoke)).not.toMatch(/secrets\.|id-token|configure-aws-credentials/);
    expect(runsOf(jobs.record).join('\n')).toContain(
      'npm run smoke -- "$URL" --report "$RUNNER_TEMP/smoke/report.json"',
    );
  });

  test("only the render job checks out the draft; the jobs with a key check out main's engine", () => {
    const checkouts = Object.entries(jobs).flatMap(([name, job]) =>
      (job.steps ?? [])
        .filter((step) => step.uses?.startsWith('actions/checkout@'))
        .map((step) => [name, step.with?.ref ?? 'main']),
    );
    expect(checkouts).toEqual([
      ['render', `refs/pull/${expression('github.event.pull_request.number')}/merge`],
      ['preview', 'main'],
      ['smoke', 'main'],
      ['record', 'main'],
    ]);
  });

  test('every status it posts is a deploy status, on the draft head, the last one with the preview as its target', () => {
    const contexts = allJobs.flatMap(({ job }) => statusContexts(job));
    expect(contexts.length).toBeGreaterThanOrEqual(3);
    for (const context of contexts) expect(context).toContain('deploy');
    const report = jobs.report;
    expect(report.needs).toEqual(expect.arrayContaining(['render', 'preview', 'record']));
    expect(report.steps?.[0].env).toMatchObject({
      HEAD_SHA: expression('github.event.pull_request.head.sha'),
      URL: expression('needs.preview.outputs.url'),
    });
    expect(runsOf(report).join('\n')).toContain('target_url="$URL"');
    expect(jobs.preview.outputs?.url).toBe(expression('steps.preview.outputs.url'));
  });

  test('the description it writes is the one the merge reads back', () => {
    expect(runsOf(jobs.report).join('\n')).toContain('description="$APP $ID on $BASE"');
    expect(runsOf(workflow('release-part.yml').jobs.draft).join('\n')).toContain(
      'read -r part id on base rest <<< "$description"',
    );
  });
});

describe('the walls', () => {
  const releasing = allJobs.filter(({ job }) => runsOf(job).some((run) => RELEASE_CODE.test(run)));

  test('the jobs that build or release are the ones expected', () => {
    expect(releasing.map(({ file, name }) => `${file}: ${name}`).sort()).toEqual([
      'draft-preview.yml: preview',
      'draft-preview.yml: render',
      'release-part.yml: compose',
      'release-part.yml: promote',
      'release-part.yml: render',
      'release-part.yml: request',
      'release-part.yml: watch',
    ]);
  });

  test.each(releasing.map(({ file, name, job }) => [`${file}: ${name}`, job]))(
    '%s opens them before it runs any release code',
    (_name, job) => {
      const runs = runsOf(job);
      const walls = runs.findIndex((run) => WALLS.every((line) => run.includes(line)));
      const first = runs.findIndex((run) => RELEASE_CODE.test(run) || run.startsWith('npm ci'));
      expect(walls).toBeGreaterThanOrEqual(0);
      expect(walls).toBeLessThan(first);
    },
  );
});

describe('what the linter does not check', () => {
  test.each(allJobs.map(({ file, name, job }) => [`${file}: ${name}`, job]))(
    '%s reads only outputs that exist',
    (_name, job) => {
      const text = JSON.stringify(job);
      const needs = [job.needs ?? []].flat();
      const file = allJobs.find((each) => each.job === job)?.file ?? '';
      const { jobs } = workflow(file);
      for (const [, need, output] of text.matchAll(
        /needs\.([\w-]+)\.(?:outputs\.([\w-]+)|result)/g,
      )) {
        expect(needs).toContain(need);
        if (output) expect(Object.keys(jobs[need].outputs ?? {})).toContain(output);
      }
      const ids = (job.steps ?? []).map((step) => step.id).filter(Boolean);
      for (const [, id] of text.matchAll(/steps\.([\w-]+)\.outputs\./g)) expect(ids).toContain(id);
    },
  );

  test('every action is pinned to a commit, its version beside it', () => {
    const uses = workflows.flatMap(({ text }) =>
      [...text.matchAll(/^\s*(?:- )?uses: (\S+)(.*)$/gm)].map(
        ([, action, rest]) => `${action}${rest}`,
      ),
    );
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) {
      if (use.startsWith('./')) continue;
      expect(use).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    }
  });
});

describe('the watch after a release', () => {
  const { jobs } = workflow('release-part.yml');
  const watch = jobs.watch;

  test("follows whichever of promote and compose put the part live, in the composer's environment", () => {
    expect(watch.needs).toEqual(['promote', 'compose']);
    expect(watch.if).toMatch(/needs\.promote\.result == 'success'/);
    expect(watch.if).toMatch(/needs\.compose\.result == 'success'/);
    expect(watch.environment).toBe('composer');
    expect(watch['timeout-minutes']).toBeGreaterThanOrEqual(35);
  });

  test('watches for 30 minutes against the production database, on the published site', () => {
    const run = runsOf(watch).find((line) => line.includes('npm run watch'));
    expect(run).toMatch(/npm run watch -- "\$APP" --for 30m --measure "\$MEASURE_DATABASE_URL"/);
    expect(run).toMatch(/--publish "\$PUBLISH"/);
    expect(JSON.stringify(watch.steps)).toContain('secrets.MEASURE_DATABASE_URL');
  });
});

describe('no job that holds a credential runs code a team brought (issue 44)', () => {
  /** A key of its own: an environment's secrets, a cloud role, a token that writes. @param {Job} job */
  const holdsCredential = (job) =>
    Boolean(job.environment) ||
    /secrets\.|id-token|configure-aws-credentials|"\w+":"write"/.test(JSON.stringify(job));
  // A caller (release-<part>.yml) runs no step of its own: release-part.yml's jobs do.
  const credentialed = allJobs.filter(({ job }) => job.steps && holdsCredential(job));
  const installs = (/** @type {Job} */ job) =>
    runsOf(job).filter((run) => /\bnpm (?:ci|install|i)\b/.test(run));

  test('the jobs with a credential are the ones expected', () => {
    expect(credentialed.map(({ file, name }) => `${file}: ${name}`).sort()).toEqual([
      'draft-preview.yml: not-a-draft',
      'draft-preview.yml: pending',
      'draft-preview.yml: preview',
      'draft-preview.yml: record',
      'draft-preview.yml: report',
      'release-part.yml: compose',
      'release-part.yml: promote',
      'release-part.yml: request',
      'release-part.yml: watch',
    ]);
  });

  test.each(credentialed.map(({ file, name, job }) => [`${file}: ${name}`, job]))(
    '%s installs with install scripts off, builds no part and starts no browser',
    (_name, job) => {
      for (const run of installs(job)) expect(run).toMatch(/^npm ci --ignore-scripts\b/);
      const runs = runsOf(job).join('\n');
      expect(runs).not.toMatch(/npm run build|release\/cli\/build\.mjs|playwright|--browser-only/);
      expect(runs).not.toMatch(/--skip-build/);
      // A smoke run here only records a report brought from a job with no key.
      for (const smoke of runs.match(/npm run smoke[^\n]*/g) ?? [])
        expect(smoke).toContain('--report');
    },
  );

  test('every install in every workflow has install scripts off: the render jobs need none', () => {
    const all = allJobs.flatMap(({ job }) => installs(job));
    expect(all.length).toBeGreaterThan(8);
    for (const run of all) expect(run).toMatch(/^npm ci --ignore-scripts\b/);
  });

  test('an artifact is unpacked outside the checkout and read with --from-build', () => {
    const downloads = allJobs.flatMap(({ job }) =>
      (job.steps ?? []).filter((step) => step.uses?.startsWith('actions/download-artifact@')),
    );
    expect(downloads.length).toBe(3);
    for (const step of downloads)
      expect(String(step.with?.path)).toMatch(/^\$\{\{ runner\.temp \}\}\//);
  });
});

describe("a draft's part, from git alone, before anything is installed", () => {
  const render = workflow('draft-preview.yml').jobs.render;
  const step = render.steps?.find((each) => each.id === 'part');
  const scratch = mkdtempSync(join(tmpdir(), 'jac-draft-part-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('it is computed before npm ci', () => {
    const runs = runsOf(render);
    expect(runs.indexOf(step?.run ?? '')).toBeLessThan(
      runs.findIndex((run) => run.startsWith('npm ci')),
    );
  });

  /**
   * Runs the step on a merge of main and a draft that writes `files` (and moves `moved`,
   * [from, to], with `git mv`), named as of `head` (the draft's head by default).
   * @param {string[]} files @param {{ moved?: [string, string], head?: string }} [more]
   */
  function partOf(files, { moved, head } = {}) {
    const repo = mkdtempSync(join(scratch, 'repo-'));
    const git = (/** @type {string[]} */ ...args) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: repo });
    git('init', '-q', '-b', 'main');
    writeFileSync(join(repo, 'README.md'), 'main\n');
    execFileSync('mkdir', ['-p', join(repo, '.github')]);
    writeFileSync(join(repo, '.github/CODEOWNERS'), '* @owner\n'.repeat(20));
    git('add', '.');
    git('commit', '-qm', 'main');
    git('checkout', '-qb', 'cms/draft');
    if (moved) {
      execFileSync('mkdir', ['-p', join(repo, moved[1], '..')]);
      git('mv', ...moved);
    }
    for (const file of files) {
      execFileSync('mkdir', ['-p', join(repo, file, '..')]);
      writeFileSync(join(repo, file), 'changed\n');
    }
    git('add', '.');
    git('commit', '-qm', 'draft', '--allow-empty');
    git('checkout', '-q', 'main');
    git('merge', '-q', '--no-ff', '-m', 'merge', 'cms/draft');
    const output = join(repo, '.output');
    writeFileSync(output, '');
    const draftHead = execFileSync('git', ['rev-parse', 'HEAD^2'], { cwd: repo, encoding: 'utf8' });
    const run = spawnSync('bash', ['-e', '-c', step?.run ?? 'exit 99'], {
      cwd: repo,
      env: { PATH: process.env.PATH, GITHUB_OUTPUT: output, HEAD_SHA: head ?? draftHead.trim() },
      encoding: 'utf8',
    });
    return { status: run.status, output: readFileSync(output, 'utf8'), said: run.stdout };
  }

  test("one part's content is that part's preview (control)", () => {
    const { status, output } = partOf(['mf-services/content/services/ac.json']);
    expect(status).toBe(0);
    expect(output).toMatch(/^app=mf-services$/m);
  });

  test.each([
    ['the engine', ['mf-services/content/services/ac.json', 'release/engine/release.mjs']],
    ['a workflow', ['.github/workflows/draft-preview.yml']],
    ["a part's code", ['mf-contact/src/form.tsx']],
    ['two parts', ['mf-services/content/a.json', 'mf-contact/content/b.json']],
    ['nothing of any part', ['README.md']],
  ])('a draft that changes %s fails: no preview, no role', (_what, files) => {
    const { status, output } = partOf(files);
    expect(status).not.toBe(0);
    expect(output).toBe('');
  });

  test("a draft that moves another file into a part's content fails: the move deletes it", () => {
    const { status, output } = partOf([], {
      moved: ['.github/CODEOWNERS', 'mf-contact/content/x'],
    });
    expect(status).not.toBe(0);
    expect(output).toBe('');
  });

  test("a merge ref that is not of this push's head fails: the status would name another", () => {
    const { status, output } = partOf(['mf-services/content/services/ac.json'], {
      head: '0'.repeat(40),
    });
    expect(status).not.toBe(0);
    expect(output).toBe('');
  });
});
