import APIError from 'decap-cms-lib-util/dist/esm/APIError.js';
import { describe, expect, it } from 'vitest';
import { plainBackendErrors } from './plain-errors';

describe("a backend's refusal", () => {
  it('reads as its reason alone, without Decap\'s "API_ERROR:"', () => {
    const refusal = new APIError('Not yet: your change is still being checked.', 409, 'Proxy');
    expect(String(refusal)).toBe('API_ERROR: Not yet: your change is still being checked.');
    plainBackendErrors();
    expect(String(refusal)).toBe('Not yet: your change is still being checked.');
    // Other errors keep their name.
    expect(String(new TypeError('Failed to fetch'))).toBe('TypeError: Failed to fetch');
  });
});
