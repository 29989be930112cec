// @ts-check
import { describe, expect, it } from 'vitest';
import { recordingStorage } from '../testing/recording-storage.mjs';
import { readPointers, recordRelease, rollbackTarget } from './pointers.mjs';

const now = new Date('2026-11-22T10:00:00Z');
const info = { version: '1.0.0', contract: '1.0.0' };

describe('the pointers', () => {
  it('refuse a deployment with an app this checkout does not know, naming it', async () => {
    const storage = recordingStorage();
    await storage.write('history/mf-careers.json', '{"current":"a","releases":[]}');
    await expect(readPointers(storage)).rejects.toThrow(/releases of mf-careers/);
  });

  it('pass over the composed-routes file a deployment from before decision 009 holds', async () => {
    const storage = recordingStorage();
    await storage.write('history/composed-routes.json', '{}');
    await storage.write('history/shell.json', '{"current":"s","releases":[]}');
    expect((await readPointers(storage)).shell?.current).toBe('s');
  });

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
