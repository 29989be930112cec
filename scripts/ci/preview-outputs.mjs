#!/usr/bin/env node
// @ts-check
// draft-preview.yml's preview job: the id and address `release --preview --json` printed,
// each parsed whole before it is an output (the same rules as a status's, in
// preview-status.mjs): a value with a newline would write another output.
//   preview-outputs.mjs FILE   (FILE: release --preview --json's answer; writes $GITHUB_OUTPUT)
import { appendFileSync, readFileSync } from 'node:fs';
import { outputLines, previewAddress } from './preview-status.mjs';

/**
 * The outputs of a preview's answer, or why there are none.
 * @param {string} text @returns {{ id: string, url: string } | { why: string }}
 */
export function previewOutputs(text) {
  /** @type {any} */
  let answer;
  try {
    answer = JSON.parse(text);
  } catch {
    return { why: 'release --preview --json printed no JSON' };
  }
  const id = answer?.id;
  const url = previewAddress(answer?.url);
  if (typeof id !== 'string' || !/^[0-9a-f]{12}$/.test(id) || !url) {
    return { why: 'release --preview --json named no preview id and address' };
  }
  return { id, url };
}

if (process.argv[1] === import.meta.filename) {
  const outputs = previewOutputs(readFileSync(process.argv[2] ?? '', 'utf8'));
  if ('why' in outputs) {
    console.error(`::error::${outputs.why}`);
    process.exit(1);
  }
  appendFileSync(process.env.GITHUB_OUTPUT ?? '/dev/stdout', outputLines(outputs));
}
