import { CONTRACT_VERSION } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { assertCompatible, ContractMismatchError } from './contract-compatibility';

const remote = (contract: string) => ({
  entry: 'http://x/remoteEntry.js',
  version: '3.1.0',
  contract,
});

describe('assertCompatible', () => {
  it('accepts the same major, whatever the minor', () => {
    const [major] = CONTRACT_VERSION.split('.');
    expect(() => assertCompatible('mf_contact', remote(`${major}.9.0`))).not.toThrow();
  });

  it('refuses another major, naming the remote and both versions', () => {
    expect(() => assertCompatible('mf_contact', remote('99.0.0'))).toThrow(
      new ContractMismatchError(
        `mf_contact 3.1.0 implements contract 99.0.0; this shell implements ${CONTRACT_VERSION}. Not rendered.`,
      ),
    );
  });
});
