// @ts-check
import { describe, expect, it } from 'vitest';
import { checkedReport } from './smoke.mjs';
import { failedTitles, runSmokeBrowser } from './smoke-browser.mjs';

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

describe('checkedReport', () => {
  const url = 'https://0123456789ab.preview.example.com';
  const report = { url, scope: 'mf-contact', passed: true, failedChecks: [] };

  it("takes a run over the preview's part, or over the whole site", () => {
    expect(checkedReport(report, url, 'mf-contact')).toEqual({ passed: true, failedChecks: [] });
    expect(checkedReport({ ...report, scope: 'site' }, url, 'mf-contact').passed).toBe(true);
  });

  it("refuses a run over another part's pages, or one that names no scope", () => {
    expect(() => checkedReport({ ...report, scope: 'mf-services' }, url, 'mf-contact')).toThrow(
      /not a smoke run's result/,
    );
    expect(() => checkedReport(report, url, 'site')).toThrow(/not a smoke run's result/);
    const { scope: _, ...unscoped } = report;
    expect(() => checkedReport(unscoped, url, 'mf-contact')).toThrow(/not a smoke run's result/);
  });
});

describe('runSmokeBrowser', () => {
  it('refuses a scope that names no part before it starts anything', async () => {
    await expect(runSmokeBrowser('http://127.0.0.1:9', '../mf-contact')).rejects.toThrow(
      /not a part a smoke run can scope to/,
    );
    await expect(runSmokeBrowser('http://127.0.0.1:9', 'constructor')).rejects.toThrow(
      /not a part/,
    );
  });
});
