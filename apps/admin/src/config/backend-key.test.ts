import { describe, expect, it } from 'vitest';
import {
  BACKEND_KEY_STORAGE,
  backendKey,
  checkedKey,
  fetchWithKey,
  KEY_NEEDED,
  type KeyPlace,
  keyInAddress,
} from './backend-key';

const KEY = 'k'.repeat(43);
const BACKEND = 'http://localhost:8081';

/** The page's address and storage, as the browser gives them. */
function placeAt(hash: string, kept?: string) {
  const stored = new Map<string, string>(kept ? [[BACKEND_KEY_STORAGE, kept]] : []);
  const replaced: string[] = [];
  const place: KeyPlace = {
    location: { hash, pathname: '/', search: '', replace: (url) => replaced.push(String(url)) },
    storage: {
      getItem: (name) => stored.get(name) ?? null,
      setItem: (name, value) => stored.set(name, value),
      removeItem: (name) => stored.delete(name),
    },
  };
  return { place, stored, replaced };
}

/** A fetch that records what it was asked and answers `status`. */
function recording(status = 200) {
  const asked: Array<{ url: string; authorization: string | null }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    asked.push({ url: request.url, authorization: request.headers.get('Authorization') });
    return new Response('{}', { status });
  };
  return { fetch, asked };
}

describe("the editor backend's key", () => {
  it('is taken from the address the backend showed, kept, and taken out of the address', () => {
    const { place, stored, replaced } = placeAt(`#backend-key=${KEY}`);
    expect(backendKey(place)).toBe(KEY);
    expect(stored.get(BACKEND_KEY_STORAGE)).toBe(KEY);
    expect(replaced).toEqual(['/#/']);
    // …also as Decap's router leaves the address by the time the page's code runs.
    expect(backendKey(placeAt(`#/backend-key=${KEY}`).place)).toBe(KEY);
    // Later loads (Decap's own #/collections/… addresses) use the one kept.
    const again = placeAt('#/collections/services', KEY);
    expect(backendKey(again.place)).toBe(KEY);
    expect(again.replaced).toEqual([]);
    for (const hash of ['', '#backend-key=short', `#backend-key=${KEY}&x=1`]) {
      expect(backendKey(placeAt(hash).place), hash).toBeUndefined();
    }
  });

  it('is known to be in the address as the backend printed it, or as Decap rewrote it', () => {
    expect(keyInAddress({ hash: `#backend-key=${KEY}` })).toBe(true);
    expect(keyInAddress({ hash: `#/backend-key=${KEY}` })).toBe(true);
    expect(keyInAddress({ hash: '#/collections/services' })).toBe(false);
    expect(keyInAddress({ hash: '#backend-key=short' })).toBe(false);
  });

  it('goes to the backend with each of its requests, and nowhere else', async () => {
    const { fetch, asked } = recording();
    const withKey = fetchWithKey(fetch, BACKEND, KEY);
    await withKey(`${BACKEND}/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    await withKey(new Request(`${BACKEND}/api/v1`, { method: 'POST', body: '{}' }));
    await withKey('https://api.github.com/user');
    await withKey('http://localhost:8082/api/v1');
    expect(asked).toEqual([
      { url: `${BACKEND}/api/v1`, authorization: `Bearer ${KEY}` },
      { url: `${BACKEND}/api/v1`, authorization: `Bearer ${KEY}` },
      { url: 'https://api.github.com/user', authorization: null },
      { url: 'http://localhost:8082/api/v1', authorization: null },
    ]);
  });

  it('is checked once before the editor starts: none, or an old one, says how to open it', async () => {
    expect(await checkedKey(placeAt('').place, recording().fetch, `${BACKEND}/api/v1`)).toEqual({
      ok: false,
      why: KEY_NEEDED.none,
    });
    const old = placeAt('', KEY);
    expect(await checkedKey(old.place, recording(401).fetch, `${BACKEND}/api/v1`)).toEqual({
      ok: false,
      why: KEY_NEEDED.old,
    });
    expect(old.stored.has(BACKEND_KEY_STORAGE)).toBe(false);

    const { fetch, asked } = recording(200);
    const taken = await checkedKey(placeAt('', KEY).place, fetch, `${BACKEND}/api/v1`);
    expect(taken.ok).toBe(true);
    expect(asked).toEqual([{ url: `${BACKEND}/api/v1`, authorization: `Bearer ${KEY}` }]);
  });
});
