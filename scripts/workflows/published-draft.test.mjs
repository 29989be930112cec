// @ts-check
// release-part.yml's draft job: is this push a published draft, and which preview does it
// promote? A commit status is anyone's who may write (issue: a forged status got a stale
// preview promoted). The job's step is run here as GitHub would run it, with a gh that
// answers from files: a hostile status writes no output, and the status's "on <commit>"
// decides nothing (the engine compares its own record: platform/release/engine/release/promote.test.mjs).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from 'composition';
import { afterAll, describe, expect, test } from 'vitest';
import { COMMIT_LOOKUP_ENV, expression, jobOf, runsOf } from './workflows.mjs';

const draft = jobOf('release-part.yml', 'draft');
const step = draft.steps?.find((each) => each.id === 'status');

const id = 'abcdef123456';
const sha = 'd'.repeat(40);
const head = 'c'.repeat(40);
const main = '1'.repeat(40);
const base = '2'.repeat(40);
const url = `https://${id}.previews.example.com`;

describe('the draft job', () => {
  test('reads with a read-only token, installs nothing and holds no credential', () => {
    expect(draft.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'read',
      statuses: 'read',
    });
    expect(draft.environment).toBeUndefined();
    expect(JSON.stringify(draft)).not.toMatch(/secrets\.|id-token|configure-aws-credentials/);
    expect(runsOf(draft).some((run) => /\bnpm\b/.test(run))).toBe(false);
    const checkout = draft.steps?.find((each) => each.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['persist-credentials']).toBe(false);
  });

  test("hands on the preview, the draft's head and where main was, all from the step that parses them", () => {
    expect(draft.outputs).toEqual({
      id: expression('steps.status.outputs.id'),
      url: expression('steps.status.outputs.url'),
      head: expression('steps.status.outputs.head'),
      main: expression('steps.status.outputs.main'),
    });
    expect(step?.run).toBe(
      'node scripts/ci/published-draft.mjs --repo "$REPO" --sha "$SHA" --app "$APP"',
    );
    expect(step?.env).toEqual({ ...COMMIT_LOOKUP_ENV, APP: expression('inputs.app') });
  });

  test("decides nothing from the status's base: no output of it, no comparison of it with main", () => {
    expect(Object.keys(draft.outputs ?? {})).not.toContain('base');
    const said = JSON.stringify(draft.steps);
    expect(said).not.toMatch(/outputs\.base|release-changed|event\.before/);
  });
});

describe('its step, run with a gh that answers from files', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'jac-published-draft-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  /**
   * The step's own script, its env as GitHub would set it, gh answering the push's pull
   * requests, the deploy/preview status on the draft's head (`preview`, over a well-formed
   * one) and the pushed commit.
   * @param {Record<string, unknown>} [preview]
   */
  function runStep(preview = {}) {
    const bin = mkdtempSync(join(scratch, 'bin-'));
    const answers = {
      [`repos/o/r/commits/${sha}/pulls`]: [
        {
          merged_at: '2026-01-01T00:00:00Z',
          head: { ref: 'cms/services/ac', sha: head, repo: { full_name: 'o/r' } },
        },
      ],
      [`repos/o/r/commits/${head}/status`]: {
        state: 'success',
        statuses: [
          {
            context: 'deploy/preview',
            state: 'success',
            description: `mf-contact ${id} on ${base}`,
            target_url: url,
            ...preview,
          },
        ],
      },
      [`repos/o/r/commits/${sha}`]: { sha, parents: [{ sha: main }, { sha: head }] },
    };
    let index = 0;
    const cases = Object.entries(answers).map(([path, answer]) => {
      const file = join(bin, `answer-${index++}.json`);
      writeFileSync(file, JSON.stringify(answer));
      return `  ${JSON.stringify(path)}) file=${JSON.stringify(file)} ;;\n`;
    });
    // gh api PATH [--jq EXPR]: the answer, filtered as gh's --jq would.
    writeFileSync(
      join(bin, 'gh'),
      `#!/bin/bash\necho "$*" >> "${bin}/asked"\ncase "$2" in\n${cases.join('')}  *) exit 1 ;;\nesac\nif [ "$3" = --jq ]; then jq -r "$4" "$file"; else cat "$file"; fi\n`,
    );
    chmodSync(join(bin, 'gh'), 0o755);
    const output = join(bin, 'output');
    writeFileSync(output, '');
    const run = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', step?.run ?? 'exit 99'], {
      cwd: ROOT,
      env: {
        PATH: `${bin}:${dirname(process.execPath)}:${process.env.PATH}`,
        GH_TOKEN: 'read-only',
        REPO: 'o/r',
        SHA: sha,
        APP: 'mf-contact',
        GITHUB_OUTPUT: output,
        RUNNER_TEMP: bin,
      },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { status: run.status, output: readFileSync(output, 'utf8'), said: run.stdout };
  }

  test("a well-formed status: the preview, its address, the draft's head and main's commit (control)", () => {
    const { status, output } = runStep();
    expect(status).toBe(0);
    expect(output).toMatch(new RegExp(`^id=${id}$`, 'm'));
    expect(output).toMatch(new RegExp(`^url=${url.replaceAll('.', '\\.')}$`, 'm'));
    expect(output).toMatch(new RegExp(`^head=${head}$`, 'm'));
  });

  test("main is the pushed commit's first parent, the commit the draft was merged into", () => {
    expect(runStep().output).toMatch(new RegExp(`^main=${main}$`, 'm'));
  });

  test.each([
    [
      'a newline in target_url that would write another output',
      { target_url: `${url}\nhead=${'e'.repeat(40)}` },
    ],
    ['words after the address', { target_url: `${url} x` }],
    ['javascript:', { target_url: 'javascript:alert(1)//https://x' }],
    ['xhttps://', { target_url: `x${url}` }],
    ['trailing words', { description: `mf-contact ${id} on ${base} extra` }],
    ['a second line in the description', { description: `mf-contact ${id} on ${base}\nmore` }],
    ['tabs for spaces', { description: `mf-contact\t${id}\ton\t${base}` }],
    ['the wrong part', { description: `mf-services ${id} on ${base}` }],
    ['a pending state', { state: 'pending' }],
  ])('%s: no output, the part is released from main', (_what, preview) => {
    const { status, output, said } = runStep(preview);
    expect(status).toBe(0);
    expect(output).toBe('');
    // What it says of the status is quoted: never a line of its own in the log.
    expect(said.split('\n').some((line) => line.startsWith('head=') || line.startsWith('::'))).toBe(
      false,
    );
  });
});
