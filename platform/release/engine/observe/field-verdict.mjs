// @ts-check
// Whether a new release fails in the field clearly more often than the one before it.
// Errors per view are counts, so the test is the exact conditional one for two Poisson
// rates: if both releases failed at the same rate, each of the E errors seen would belong
// to the new release with probability n_new / (n_new + n_old), its share of the views, so
// its count is Binomial(E, that share). The new release is worse only when a count as
// high as its own would come by chance less than `alpha` of the time, both have at least
// `minViews` views, and its rate is at least `minRatio` times the old one: a few dozen
// visits cannot fire it, nor can a tiny difference over many.
//
// The counts are capped (queries.mjs): each network counts at most `perNetwork` views and
// as many errors of a release, so one sender cannot make a release look broken or sound
// (decision 021). And a release clearly worse by errors from fewer than `minNetworks`
// networks is not rolled back: that is as likely a forger as a failure, so a person looks.

/** @typedef {{ views: number, errors: number, errorNetworks?: number }} FieldCounts */

/**
 * perNetwork 10: a visitor sends a view a page, two or three pages a visit; a household,
 * an office or a carrier's shared /24 is a few visitors in a watch's 30 minutes, so 10
 * takes real traffic nearly whole, and one forger's network adds at most 5 % of the 200
 * views a judgement needs. minNetworks 20 = minViews / perNetwork: a sample big enough to
 * judge came from 20 networks at least, so a failure that meets most visitors is seen
 * from 20; one seen from fewer is told to the team, not rolled back. A forger now needs
 * 20 networks (/24s or /64s), not one machine.
 */
export const DEFAULT_RULE = {
  minViews: 200,
  alpha: 0.001,
  minRatio: 1.5,
  perNetwork: 10,
  minNetworks: 20,
};

/** ln(n!) by summing: counts here are at most a few hundred thousand. @param {number} n */
function logFactorial(n) {
  let sum = 0;
  for (let k = 2; k <= n; k += 1) sum += Math.log(k);
  return sum;
}

/**
 * P(X ≥ k) for X ~ Binomial(n, p), summed in log space.
 * @param {number} k @param {number} n @param {number} p
 */
export function binomialTail(k, n, p) {
  if (k <= 0) return 1;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  const logN = logFactorial(n);
  let logChoose = logN - logFactorial(k) - logFactorial(n - k);
  let sum = 0;
  for (let i = k; i <= n; i += 1) {
    sum += Math.exp(logChoose + i * Math.log(p) + (n - i) * Math.log(1 - p));
    // C(n, i+1) = C(n, i) · (n − i) / (i + 1)
    logChoose += Math.log(n - i) - Math.log(i + 1);
  }
  return Math.min(1, sum);
}

/**
 * 'few-networks': worse by the test, but its errors came from fewer than `minNetworks`
 * networks (none said: none counted).
 * @param {FieldCounts} fresh the new release, since it went live
 * @param {FieldCounts} before the release it replaced
 * @param {typeof DEFAULT_RULE} [rule]
 * @returns {{ verdict: 'worse' | 'few-networks' | 'not-worse' | 'too-few', pValue: number | null, ratio: number | null }}
 */
export function fieldVerdict(fresh, before, rule = DEFAULT_RULE) {
  if (fresh.views < rule.minViews || before.views < rule.minViews) {
    return { verdict: 'too-few', pValue: null, ratio: null };
  }
  const rateFresh = fresh.errors / fresh.views;
  // No error at all before: half an error, so the ratio stays finite and cautious.
  const rateBefore = Math.max(before.errors, 0.5) / before.views;
  const ratio = rateFresh / rateBefore;
  const share = fresh.views / (fresh.views + before.views);
  const pValue = binomialTail(fresh.errors, fresh.errors + before.errors, share);
  const worse = pValue < rule.alpha && ratio >= rule.minRatio;
  if (!worse) return { verdict: 'not-worse', pValue, ratio };
  const spread = (fresh.errorNetworks ?? 0) >= rule.minNetworks;
  return { verdict: spread ? 'worse' : 'few-networks', pValue, ratio };
}
