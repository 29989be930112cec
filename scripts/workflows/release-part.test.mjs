// @ts-check
// Each part releases alone, through release-part.yml: the team's request, the composer,
// then the watch.
import { execFileSync } from 'node:child_process';
import { ROOT } from 'composition';
import { changedApps } from 'release';
import { describe, expect, test } from 'vitest';
import { expression, jobOf, PARTS, runsOf, workflow, workflows } from './workflows.mjs';

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

describe("the team's request, then the composer", () => {
  const { jobs } = workflow('release-part.yml');

  test("request: the team's role in the part's environment, from the render job's build", () => {
    expect(jobs.request.needs).toEqual(['render', 'attest']);
    expect(jobs.request.environment).toBe(`release-${expression('inputs.app')}`);
    expect(JSON.stringify(jobs.request)).toContain('secrets.TEAM_ROLE_ARN');
    expect(runsOf(jobs.request).join('\n')).toMatch(
      /node platform\/release\/cli\/release\.mjs "\$APP" --request --from-build "\$RUNNER_TEMP\/build"/,
    );
  });

  test("compose: the composer's role and environment, one composer at a time", () => {
    expect(jobs['compose-plan']?.needs).toBe('request');
    expect(jobs.compose.needs).toBe('compose-pages');
    expect(jobs.compose.environment).toBe('composer');
    expect(jobs.compose.concurrency).toEqual({ group: 'compose', 'cancel-in-progress': false });
    expect(JSON.stringify(jobs.compose)).toContain('secrets.COMPOSER_ROLE_ARN');
    expect(runsOf(jobs.compose)).toContain(
      'npm run compose -- --composed "$RUNNER_TEMP/pages" --provenance "$REPO" --targets "$TARGETS" --publish "$PUBLISH"',
    );
  });

  test('promote: a published draft goes live with the id its preview status names', () => {
    expect(jobs['promote-plan']?.if).toBe("needs.draft.outputs.id != ''");
    expect(jobs.promote.environment).toBe('composer');
    expect(jobs.render.if).toBe(
      expression(
        "!cancelled() && needs.tests.result == 'success' && (needs.draft.outputs.id == '' || needs.promote-plan.outputs.refused == 'true' || needs.promote.outputs.refused == 'true')",
      ),
    );
    for (const name of ['promote-plan', 'promote']) {
      const job = jobOf('release-part.yml', name);
      expect(runsOf(job).join('\n')).toContain(
        'node platform/release/cli/release.mjs "$APP" --promote "$ID" --commit "$HEAD" --main "$MAIN"',
      );
      const step = job.steps?.find((each) => each.id === 'promote' || each.id === 'plan');
      expect(step?.env?.HEAD).toBe(expression('needs.draft.outputs.head'));
      expect(step?.env?.MAIN).toBe(expression('needs.draft.outputs.main'));
      // The engine compares the part's files at the preview's base and at main: history.
      const checkout = job.steps?.find((each) => each.uses?.startsWith('actions/checkout@'));
      expect(checkout?.with?.['fetch-depth']).toBe(0);
    }
    expect(runsOf(jobs.draft).join('\n')).toContain('node scripts/ci/published-draft.mjs');
  });
});

describe('every composition in three jobs: a plan with the key, the pages without, the apply with it', () => {
  const { jobs } = workflow('release-part.yml');
  /**
   * Each engine command a job runs, its continuation lines joined and its composition
   * folder named the same way. @param {string} name
   */
  const commands = (name) =>
    runsOf(jobOf('release-part.yml', name)).flatMap((run) =>
      [
        ...run
          .replace(/\s*\\\n\s*/g, ' ')
          .replace(/\n\s+--/g, ' --')
          .matchAll(
            /(?:node platform\/release\/cli\/\S+|npm run \w+ --) [^\n;]*?--publish "\$PUBLISH"/g,
          ),
      ].map(([command]) =>
        command.replace(
          /--(?:plan-compositions|composed) "\$RUNNER_TEMP\/(?:plan|pages)"/,
          '--COMPOSITIONS',
        ),
      ),
    );

  test.each(['promote', 'compose', 'watch'])('%s', (name) => {
    const plan = jobOf('release-part.yml', `${name}-plan`);
    const pages = jobOf('release-part.yml', `${name}-pages`);
    const apply = jobOf('release-part.yml', name);
    expect(plan.environment).toBe('composer');
    expect(runsOf(plan).join('\n')).toContain('--plan-compositions "$RUNNER_TEMP/plan"');
    const upload = plan.steps?.find((step) => step.uses?.startsWith('actions/upload-artifact@'));
    expect(upload?.with).toMatchObject({
      name: `plan-${name}`,
      path: `${expression('runner.temp')}/plan`,
    });

    expect(pages.uses).toBe('./.github/workflows/compose-walled.yml');
    expect(pages.with).toEqual({ plan: `plan-${name}`, pages: `pages-${name}` });
    // Its compose job reads; its attest job alone signs (compose-walled.yml).
    expect(pages.permissions).toEqual({
      contents: 'read',
      'id-token': 'write',
      attestations: 'write',
    });
    expect(pages.environment).toBeUndefined();
    expect(JSON.stringify(pages)).not.toMatch(/secrets/);

    expect([apply.needs].flat()).toContain(`${name}-pages`);
    expect(apply.environment).toBe('composer');
    const download = apply.steps?.find((step) =>
      step.uses?.startsWith('actions/download-artifact@'),
    );
    expect(download?.with).toEqual({
      name: `pages-${name}`,
      path: `${expression('runner.temp')}/pages`,
    });
    expect(runsOf(apply).join('\n')).toContain('--composed "$RUNNER_TEMP/pages"');
  });

  test('promote and compose apply the very command their plan ran', () => {
    for (const name of ['promote', 'compose']) {
      const applied = commands(name);
      expect(applied.length).toBe(1);
      expect(commands(`${name}-plan`)[0]).toContain(
        applied[0]?.split(';')[0]?.split(' then')[0] ?? 'x',
      );
    }
  });

  test("the watch's plan is of the rollback the watch would make: the part back to the release before", () => {
    expect(commands('watch-plan')[0]).toMatch(
      /^node platform\/release\/cli\/rollback\.mjs "\$APP" --COMPOSITIONS --provenance "\$REPO" --targets "\$TARGETS" --publish "\$PUBLISH"/,
    );
    expect(jobs['watch-plan']?.needs).toEqual(['promote', 'compose']);
  });
});

describe('the watch after a release', () => {
  const { jobs } = workflow('release-part.yml');
  const watch = jobs.watch;

  test("follows whichever of promote and compose put the part live, in the composer's environment", () => {
    expect(watch.needs).toEqual(['promote', 'compose', 'watch-pages']);
    expect(watch.if).toMatch(/needs\.watch-pages\.result == 'success'/);
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
