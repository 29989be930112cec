import { describe, expect, it, vi } from 'vitest';
import { KEY_NEEDED } from '../config/backend-key';
import { askNumbers, NO_ANSWER, NOT_COUNTED, NUMBERS_URL } from './numbers-api';
import type { OwnerNumbers } from './owner-numbers';

const KEY = 'k'.repeat(43);
const NUMBERS: OwnerNumbers = {
  weeks: [{ start: '2026-11-16', visits: 40, calls: 3, whatsapp: 1, enquiries: 0 }],
  pages: [{ path: '/', lang: 'en', visits: 40, calls: 3, whatsapp: 1, enquiries: 0 }],
  since: '2026-11-09',
};

/** A backend that answers `response`, and records what it was asked. */
const backend = (response: () => Response) =>
  vi.fn<typeof globalThis.fetch>(async () => response());

describe("asking the editor's backend for the numbers", () => {
  it("asks its /numbers with the editor's key, and gives the numbers", async () => {
    expect(NUMBERS_URL).toBe('http://localhost:8081/numbers');
    const fetch = backend(() => Response.json(NUMBERS));
    expect(await askNumbers(KEY, fetch)).toEqual({ kind: 'numbers', numbers: NUMBERS });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(NUMBERS_URL);
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${KEY}`);
  });

  it('asks nothing without a key: the owner is told to open the editor', async () => {
    const fetch = backend(() => Response.json(NUMBERS));
    expect(await askNumbers(undefined, fetch)).toEqual({ kind: 'sign-in', why: KEY_NEEDED.none });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says a key from an earlier start is not this start's", async () => {
    const fetch = backend(() => Response.json({ error: 'no' }, { status: 401 }));
    expect(await askNumbers(KEY, fetch)).toEqual({ kind: 'sign-in', why: KEY_NEEDED.old });
  });

  it("gives the backend's words when nothing is counted", async () => {
    const words = 'Visits are not being counted on this machine.';
    const counted = backend(() => Response.json({ error: words }, { status: 404 }));
    expect(await askNumbers(KEY, counted)).toEqual({ kind: 'not-counted', why: words });
    // A backend older than the page does not know the question: the page's own words then.
    const older = backend(() => new Response('Cannot GET /numbers', { status: 404 }));
    expect(await askNumbers(KEY, older)).toEqual({ kind: 'not-counted', why: NOT_COUNTED });
  });

  it('says plainly when the backend does not answer, or answers what it cannot read', async () => {
    const down = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await askNumbers(KEY, down)).toEqual({ kind: 'failed', why: NO_ANSWER });
    const broken = backend(() =>
      Response.json({ error: 'The numbers could not be counted.' }, { status: 500 }),
    );
    expect(await askNumbers(KEY, broken)).toEqual({
      kind: 'failed',
      why: 'The numbers could not be counted.',
    });
    const strange = await askNumbers(
      KEY,
      backend(() => Response.json({ weeks: 'many' })),
    );
    expect(strange.kind).toBe('failed');
  });
});
