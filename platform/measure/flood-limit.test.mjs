// @ts-check
import { describe, expect, it } from 'vitest';
import { floodLimit } from './flood-limit.mjs';

const limits = {
  perSender: { burst: 5, perSecond: 0.001 },
  overall: { burst: 20, perSecond: 0.001 },
};

describe('The flood limit', () => {
  it('counts every address of one IPv6 /64 as one sender, and it starves no one else', () => {
    const flood = floodLimit(limits, () => 0);
    const rotating = Array.from({ length: 200 }, (_, index) =>
      flood.refusal(`2001:db8:1:2::${(index + 1).toString(16)}`),
    );
    expect(rotating.filter((refusal) => refusal === null)).toHaveLength(5);
    expect(rotating.at(-1)).toMatch(/too many batches from one sender/);
    // Everyone's bucket still holds what the rotation could not take.
    for (let network = 3; network < 18; network += 1) {
      expect(flood.refusal(`2001:db8:1:${network.toString(16)}::1`)).toBeNull();
    }
  });

  it('counts each IPv4 address on its own: many people share a carrier’s /24', () => {
    const flood = floodLimit(limits, () => 0);
    for (let host = 1; host <= 4; host += 1) {
      for (let batch = 0; batch < 5; batch += 1) {
        expect(flood.refusal(`198.51.100.${host}`)).toBeNull();
      }
    }
    expect(flood.refusal('198.51.100.1')).toMatch(/one sender/);
    expect(flood.refusal('::ffff:198.51.100.2')).toMatch(/one sender/);
  });
});
