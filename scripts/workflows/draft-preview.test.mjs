// @ts-check
// The drafts' preview (draft-preview.yml): main's steps, the part's drafts role, and the
// deploy status Decap reads.
import { describe, expect, test } from 'vitest';
import { PREVIEW_CONTEXT, passedPreview } from '../ci/preview-status.mjs';
import { allJobs, expression, runsOf, workflow } from './workflows.mjs';

/** @import { Job } from './workflows.mjs' */

/** What a job's runs quote of `gh api … statuses`: the contexts it posts. @param {Job} job */
const statusContexts = (job) =>
  runsOf(job)
    .filter((run) => /gh api[^\n]*\/statuses\//.test(run))
    .flatMap((run) => [...run.matchAll(/context=([^\s"]+)/g)].map((match) => match[1]));

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
      /node platform\/release\/cli\/release\.mjs "\$APP" --preview --from-build "\$RUNNER_TEMP\/build" --json \\\n\s+--commit "\$HEAD_SHA" --base "\$BASE" --composed "\$RUNNER_TEMP\/pages"/,
    );
    // Its pages planned with the same role, composed by a job with none, taken as data.
    expect(jobs['preview-plan']?.environment).toBe(part);
    expect(runsOf(jobs['preview-plan'] ?? {}).join('\n')).toContain(
      '--commit "$HEAD_SHA" --base "$BASE" --plan-compositions "$RUNNER_TEMP/plan"',
    );
    expect(jobs['preview-pages']).toMatchObject({
      uses: './.github/workflows/compose-walled.yml',
      with: { plan: 'plan-preview', pages: 'pages-preview' },
      permissions: { contents: 'read' },
    });
    for (const name of ['preview-plan', 'preview']) {
      const step = jobs[name]?.steps?.find((each) => each.env?.BASE);
      expect(step?.env?.BASE).toBe(expression('needs.render.outputs.base'));
    }
    // What the engine answered is parsed whole before it is an output.
    expect(runsOf(jobs.preview).join('\n')).toContain(
      'node scripts/ci/preview-outputs.mjs "$RUNNER_TEMP/preview.json"',
    );
    // Over what the draft's part can break (platform/release/engine/observe/smoke-scope.mjs).
    expect(runsOf(jobs.smoke).join('\n')).toContain(
      'smoke -- "$URL" --browser-only --scope "$APP" --json',
    );
    expect(jobs.smoke.steps?.find((step) => step.env?.APP)?.env?.APP).toBe(
      expression('needs.render.outputs.app'),
    );
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
      ['preview-plan', 'main'],
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
    // As the report job fills it in (a part, the preview's id, render's base), parsed as
    // release-part.yml's draft job parses it (scripts/ci/preview-status.mjs).
    const status = {
      context: PREVIEW_CONTEXT,
      state: 'success',
      description: `mf-contact abcdef123456 on ${'b'.repeat(40)}`,
      target_url: 'https://abcdef123456.previews.example.com',
    };
    expect(passedPreview({ statuses: [status] }, 'mf-contact')).toMatchObject({
      id: 'abcdef123456',
    });
    expect(runsOf(workflow('release-part.yml').jobs.draft).join('\n')).toContain(
      'node scripts/ci/published-draft.mjs',
    );
  });
});
