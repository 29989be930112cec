import { describe, expect, it } from 'vitest';
import { ContractMismatchError } from '../config/contract-compatibility';
import { TimeoutError } from '../remotes/with-timeout';
import { failureKind } from './failure-kind';

describe("A remote failure's kind", () => {
  it('tells a remote that took too long, one of another contract, one unreachable, one that threw', () => {
    expect(failureKind(new TimeoutError('mf_contact did not load within 8000 ms'))).toBe('timeout');
    expect(failureKind(new ContractMismatchError('mf_contact implements 2.0.0'))).toBe('contract');
    expect(failureKind(new TypeError('Failed to fetch dynamically imported module'))).toBe('down');
    expect(failureKind(new Error('[ Federation Runtime ]: RUNTIME-008 remoteEntry'))).toBe('down');
    expect(failureKind(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      'threw',
    );
    expect(failureKind('a string thrown')).toBe('threw');
  });
});
