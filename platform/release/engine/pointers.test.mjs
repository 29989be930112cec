// @ts-check
// How a pointer changes. How the pointers are read: deployment/pointers.test.mjs.
import { describe, expect, it } from 'vitest';
import { recordRelease, rollbackTarget } from './pointers.mjs';

const now = new Date('2026-11-22T10:00:00Z');
const info = { version: '1.0.0', contract: '1.0.0' };

describe('the pointers', () => {
  it('make a re-release of unchanged code live again, keeping when it first went out', () => {
    const first = recordRelease({ current: null, releases: [] }, 'a', info, now);
    const second = recordRelease(first, 'b', info, new Date('2026-11-23T10:00:00Z'));
    const again = recordRelease(second, 'a', info, new Date('2026-11-24T10:00:00Z'));
    expect(again.current).toBe('a');
    expect(again.releases.map((release) => release.id)).toEqual(['b', 'a']);
    expect(again.releases[1]?.releasedAt).toBe(now.toISOString());
    expect(again.releases[0]?.supersededAt).toBe('2026-11-24T10:00:00.000Z');
    expect(rollbackTarget(again)?.id).toBe('b');
  });
});
