import type { FailureKind } from 'shared-types';

/**
 * What kind of failure a remote's boundary caught: it did not arrive in time, its
 * contract is one this shell cannot take, it could not be fetched (down), or its code
 * threw. By name, so this needs none of the error classes' code.
 */
export function failureKind(error: unknown): FailureKind {
  const { name = '', message = '' } = (error ?? {}) as { name?: string; message?: string };
  if (name === 'TimeoutError') return 'timeout';
  if (name === 'ContractMismatchError') return 'contract';
  if (/fetch|load|import|RUNTIME-00/i.test(message)) return 'down';
  return 'threw';
}
