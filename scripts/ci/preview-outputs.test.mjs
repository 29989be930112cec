// @ts-check
// The preview job's outputs: only a release id and an address written back whole.
import { describe, expect, test } from 'vitest';
import { previewOutputs } from './preview-outputs.mjs';

describe("the preview job's outputs", () => {
  test('control: an id and an https address are taken', () => {
    expect(
      previewOutputs(
        JSON.stringify({ id: 'abcdef012345', url: 'https://abcdef012345.preview.example.in' }),
      ),
    ).toEqual({ id: 'abcdef012345', url: 'https://abcdef012345.preview.example.in' });
  });

  test.each([
    ['a newline that would write another output', 'https://p.example.in\nid=000000000000'],
    ['an address that only begins like one', 'https://p.example.in evil'],
    ['a script address', 'javascript:alert(1)'],
    ['http to a public host', 'http://p.example.in'],
  ])('%s is refused', (_what, url) => {
    expect(previewOutputs(JSON.stringify({ id: 'abcdef012345', url }))).toHaveProperty('why');
  });

  test('an id that is not a release id, or no JSON, is refused', () => {
    expect(
      previewOutputs(JSON.stringify({ id: '../x', url: 'https://p.example.in' })),
    ).toHaveProperty('why');
    expect(previewOutputs('not json')).toHaveProperty('why');
  });
});
