import type { RemoteName } from 'shared-types';
import { CONTRACT_VERSION } from 'shared-types';
import type { RemoteDeployment } from './remote-config';

export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
}

const major = (version: string) => version.split('.')[0];

/** A remote built against another major of the contract may expose other shapes: never render it. */
export function assertCompatible(name: RemoteName, remote: RemoteDeployment): void {
  if (major(remote.contract) !== major(CONTRACT_VERSION)) {
    throw new ContractMismatchError(
      `${name} ${remote.version} implements contract ${remote.contract}; this shell implements ${CONTRACT_VERSION}. Not rendered.`,
    );
  }
}
