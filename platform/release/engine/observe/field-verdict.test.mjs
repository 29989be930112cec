// @ts-check
import { describe, expect, it } from 'vitest';
import { binomialTail, DEFAULT_RULE, fieldVerdict } from './field-verdict.mjs';

describe('The field verdict', () => {
  it('sums the binomial tail exactly', () => {
    expect(binomialTail(0, 10, 0.5)).toBe(1);
    expect(binomialTail(10, 10, 0.5)).toBeCloseTo(1 / 1024, 12);
    expect(binomialTail(9, 10, 0.5)).toBeCloseTo(11 / 1024, 12);
    expect(binomialTail(3, 3, 0)).toBe(0);
  });

  it('calls a release that fails on most views worse than one that never failed', () => {
    const result = fieldVerdict(
      { views: 300, errors: 240, errorNetworks: 30 },
      { views: 300, errors: 0 },
    );
    expect(result.verdict).toBe('worse');
    expect(result.pValue).toBeLessThan(1e-10);
  });

  it('judges nothing below the minimum sample, however bad it looks', () => {
    expect(fieldVerdict({ views: 30, errors: 30 }, { views: 500, errors: 0 }).verdict).toBe(
      'too-few',
    );
    expect(fieldVerdict({ views: 500, errors: 400 }, { views: 20, errors: 0 }).verdict).toBe(
      'too-few',
    );
  });

  it('does not fire on chance: the same rate, or a small excess on a small share of traffic', () => {
    expect(fieldVerdict({ views: 400, errors: 8 }, { views: 4000, errors: 80 }).verdict).toBe(
      'not-worse',
    );
    // 4 errors where 2 were expected: p ≈ 0.14.
    expect(fieldVerdict({ views: 200, errors: 4 }, { views: 2000, errors: 20 }).verdict).toBe(
      'not-worse',
    );
  });

  it('does not fire on a difference too small to matter, however many views', () => {
    const result = fieldVerdict(
      { views: 500_000, errors: 5_600 },
      { views: 500_000, errors: 5_000 },
    );
    expect(result.pValue).toBeLessThan(DEFAULT_RULE.alpha);
    expect(result.verdict).toBe('not-worse');
  });

  it('does fire on a clear excess on a small share of traffic once the sample is there', () => {
    expect(
      fieldVerdict({ views: 250, errors: 25, errorNetworks: 20 }, { views: 5000, errors: 50 })
        .verdict,
    ).toBe('worse');
  });

  it('does not call it worse, but few-networks, when its errors came from fewer networks than the rule', () => {
    const fresh = { views: 300, errors: 240 };
    const before = { views: 300, errors: 0 };
    expect(fieldVerdict({ ...fresh, errorNetworks: 19 }, before).verdict).toBe('few-networks');
    expect(fieldVerdict(fresh, before).verdict).toBe('few-networks');
    expect(
      fieldVerdict({ ...fresh, errorNetworks: DEFAULT_RULE.minNetworks }, before).verdict,
    ).toBe('worse');
    // Not worse is not worse, from however few.
    expect(fieldVerdict({ views: 300, errors: 3, errorNetworks: 1 }, before).verdict).toBe(
      'not-worse',
    );
  });
});
