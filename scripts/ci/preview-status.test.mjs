// @ts-check
// What the draft job takes of a commit status, which anyone who may write can post: only a
// status parsed whole, and outputs no value can add a line to.
import { describe, expect, test } from 'vitest';
import {
  firstParent,
  mergedDraftHead,
  outputLines,
  passedPreview,
  previewAddress,
} from './preview-status.mjs';

const id = 'abcdef123456';
const base = 'b'.repeat(40);
const head = 'c'.repeat(40);
const sha = 'd'.repeat(40);
const url = `https://${id}.previews.example.com`;

/** A combined status with one deploy/preview status, as draft-preview.yml posts it, changed by `more`. @param {Record<string, unknown>} [more] */
const combined = (more = {}) => ({
  state: 'success',
  statuses: [
    { context: 'tests', state: 'failure', description: 'x' },
    {
      context: 'deploy/preview',
      state: 'success',
      description: `mf-contact ${id} on ${base}`,
      target_url: url,
      ...more,
    },
  ],
});

describe("a draft's deploy/preview status", () => {
  test('as draft-preview.yml posts it: the preview, its address, and the base it says (control)', () => {
    expect(passedPreview(combined(), 'mf-contact')).toEqual({ id, url, base });
    // A developer's machine: a loopback host over http.
    const local = `http://${id}.preview.localhost:4010`;
    expect(passedPreview(combined({ target_url: local }), 'mf-contact')).toMatchObject({
      url: local,
    });
  });

  test.each([
    [
      'a newline in target_url that would write another output',
      { target_url: `${url}\nhead=${'e'.repeat(40)}` },
    ],
    ['a carriage return in target_url', { target_url: `${url}\r` }],
    ['words after the address', { target_url: `${url} more` }],
    ['javascript:', { target_url: 'javascript:alert(1)//https://x' }],
    ['xhttps://', { target_url: `x${url}` }],
    ['http to a host that is not loopback', { target_url: `http://${id}.previews.example.com` }],
    ['a host that only starts like loopback', { target_url: 'http://localhost.evil.example' }],
    ['a user and password', { target_url: `https://user:pass@${id}.previews.example.com` }],
    ['an address URL would read otherwise', { target_url: 'https:evil.example' }],
    ['no address', { target_url: undefined }],
    ['an address that is not a string', { target_url: ['https://a.example'] }],
    ['trailing words in the description', { description: `mf-contact ${id} on ${base} extra` }],
    ['a newline ending the description', { description: `mf-contact ${id} on ${base}\n` }],
    ['tabs for spaces', { description: `mf-contact\t${id}\ton\t${base}` }],
    ['leading space', { description: ` mf-contact ${id} on ${base}` }],
    ['another part', { description: `mf-services ${id} on ${base}` }],
    ['an id of 13 digits', { description: `mf-contact ${id}7 on ${base}` }],
    ['upper-case hex', { description: `mf-contact ${id.toUpperCase()} on ${base}` }],
    ['a base with a newline', { description: `mf-contact ${id} on ${base.slice(1)}\n` }],
    ['a short base', { description: `mf-contact ${id} on ${base.slice(1)}` }],
    ['pending', { state: 'pending' }],
    ['failure', { state: 'failure' }],
    ['SUCCESS', { state: 'SUCCESS' }],
  ])('%s: no preview', (_what, more) => {
    const taken = passedPreview(combined(more), 'mf-contact');
    expect(taken).toHaveProperty('why');
    expect(taken).not.toHaveProperty('id');
  });

  test('two deploy/preview statuses, none, or no answer: no preview', () => {
    const one = combined();
    const two = { ...one, statuses: [...one.statuses, ...one.statuses.slice(1)] };
    for (const answer of [two, { statuses: [] }, {}, null, 'x', []]) {
      expect(passedPreview(answer, 'mf-contact')).toHaveProperty('why');
    }
  });
});

describe("a preview's address", () => {
  test.each([
    url,
    `${url}/`,
    'http://localhost:4010',
    `http://${id}.preview.localhost:4010`,
    'http://127.0.0.1:4010/',
  ])('%s is one (control)', (address) => {
    expect(previewAddress(address)).toBe(address);
  });

  test.each([
    'https://a.example/\u2028',
    'https://a.example/\u0000',
    'https://a.example/%0A\n',
    'HTTPS://A.EXAMPLE',
    'https://a.example/ x',
    'ftp://a.example',
    'data:text/html,hi',
    '',
  ])('%j is not', (address) => {
    expect(previewAddress(address)).toBeUndefined();
  });
});

describe('the merged draft of a push', () => {
  /** @param {Record<string, unknown>} [more] @param {Record<string, unknown>} [moreHead] */
  const pull = (more = {}, moreHead = {}) => ({
    merged_at: '2026-01-01T00:00:00Z',
    head: { ref: 'cms/services/ac', sha: head, repo: { full_name: 'o/r' }, ...moreHead },
    ...more,
  });

  test('a merged cms/ pull request of this repository: its head (control)', () => {
    expect(mergedDraftHead([pull()], 'o/r')).toEqual({ head });
  });

  test.each([
    ['not merged', [pull({ merged_at: null })]],
    ['not a draft', [pull({}, { ref: 'feature/x' })]],
    ["another repository's", [pull({}, { repo: { full_name: 'fork/r' } })]],
    ['a head that is not a commit', [pull({}, { sha: `${head}\nmain=${base}` })]],
    ['two drafts', [pull(), pull()]],
    ['no pull request', []],
    ['no answer', undefined],
  ])('%s: none', (_what, pulls) => {
    expect(mergedDraftHead(pulls, 'o/r')).toHaveProperty('why');
  });
});

describe('where main was', () => {
  test("the pushed commit's first parent (control)", () => {
    expect(firstParent({ sha, parents: [{ sha: base }, { sha: head }] }, sha)).toEqual({
      main: base,
    });
  });

  test.each([
    ['another commit', { sha: head, parents: [{ sha: base }] }],
    ['no parent', { sha, parents: [] }],
    ['a parent that is not a commit', { sha, parents: [{ sha: `${base}\nid=x` }] }],
    ['no answer', undefined],
  ])('%s: none', (_what, commit) => {
    expect(firstParent(commit, sha)).toHaveProperty('why');
  });
});

describe("the job's outputs", () => {
  test('one line each (control)', () => {
    expect(outputLines({ id, url, head })).toBe(`id=${id}\nurl=${url}\nhead=${head}\n`);
  });

  test.each([
    ['a newline', `${url}\nhead=${'e'.repeat(40)}`],
    ['a carriage return', `${url}\r`],
    ['a space', `${url} x`],
    ['nothing', ''],
  ])('a value with %s is refused: nothing is written', (_what, value) => {
    expect(() => outputLines({ id, url: value })).toThrow();
  });

  test('a name that is not one is refused', () => {
    expect(() => outputLines({ 'url<<EOF': url })).toThrow();
  });
});
