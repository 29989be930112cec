import { CONTRACT_VERSION } from 'shared-types';
import { describe, expect, it } from 'vitest';
import { assertCompatible, ContractMismatchError, hydratable } from './contract-compatibility';

const remote = (contract: string) => ({
  entry: 'http://x/remoteEntry.js',
  version: '3.1.0',
  contract,
});

describe('hydratable', () => {
  it('hydrates the pages of remotes built against 1.2 or later, draws older ones afresh', () => {
    expect(['1.1.0', '1.2.0', '1.10.0', '2.0.0'].map(hydratable)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });
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
