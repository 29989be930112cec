// @ts-check
import { describe, expect, it } from 'vitest';
import { failedTitles } from './smoke-browser.mjs';

describe('failedTitles', () => {
  it("reads the failed tests' titles from Playwright's JSON report, not from what it prints", () => {
    const spec = (/** @type {string} */ title, /** @type {string} */ status) => ({
      title,
      tests: [{ status }],
    });
    const report = {
      suites: [
        {
          specs: [spec('@smoke every route renders, its part takes over', 'unexpected')],
          suites: [
            {
              specs: [
                spec('@smoke the enquiry form sends (EmailJS intercepted)', 'unexpected'),
                spec('@smoke no console error', 'expected'),
              ],
            },
          ],
        },
      ],
    };
    expect(failedTitles(report)).toEqual([
      'every route renders, its part takes over',
      'the enquiry form sends (EmailJS intercepted)',
    ]);
  });
});
