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
const RELEASE_CODE =
  /release\/cli\/(?:release|compose|smoke|watch)\.mjs|npm run (?:build|compose|smoke|release|watch)\b|release-changed\.mjs(?![^\n]*--dry-run)/;
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
      /node release\/cli\/release\.mjs "\$APP" --request --skip-build/,
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
    expect(jobs.render.if).toBe("needs.draft.outputs.id == ''");
    expect(runsOf(jobs.promote).join('\n')).toContain(
      'node release/cli/release.mjs "$APP" --promote "$ID"',
    );
    expect(runsOf(jobs.draft).join('\n')).toContain('select(.context == "deploy/preview")');
  });
});

describe("the drafts' preview", () => {
  const doc = workflow('draft-preview.yml');
  const { jobs } = doc;

  test('runs for pull requests to main from cms/ branches of this repository', () => {
    expect(doc.on.pull_request.branches).toEqual(['main']);
    for (const name of ['pending', 'render', 'report']) {
      expect(jobs[name].if).toContain("startsWith(github.head_ref, 'cms/')");
      expect(jobs[name].if).toContain(
        'github.event.pull_request.head.repo.full_name == github.repository',
      );
    }
  });

  test('previews the one part, smoke-tests it, with the drafts role', () => {
    const runs = runsOf(jobs.preview).join('\n');
    expect(jobs.preview.environment).toBe('drafts');
    expect(runs).toMatch(/node release\/cli\/release\.mjs "\$APP" --preview --skip-build --json/);
    expect(runs).toContain('npm run smoke -- "$URL"');
  });

  test('every status it posts is a deploy status, on the draft head, the last one with the preview as its target', () => {
    const contexts = allJobs.flatMap(({ job }) => statusContexts(job));
    expect(contexts.length).toBeGreaterThanOrEqual(3);
    for (const context of contexts) expect(context).toContain('deploy');
    const report = jobs.report;
    expect(report.needs).toEqual(expect.arrayContaining(['render', 'preview']));
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
