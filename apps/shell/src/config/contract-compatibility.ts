import type { RemoteName } from 'shared-types';
import { CONTRACT_VERSION, HYDRATABLE_FROM_CONTRACT } from 'shared-types';
import type { RemoteDeployment } from './remote-config';

export class ContractMismatchError extends Error {
  override name = 'ContractMismatchError';
}

const major = (version: string) => version.split('.')[0];
const majorAndMinor = (version: string) => version.split('.').slice(0, 2).map(Number);

/** Whether a remote built against `contract` may have its composed page hydrated. */
export function hydratable(contract: string): boolean {
  const [major = 0, minor = 0] = majorAndMinor(contract);
  const [fromMajor = 0, fromMinor = 0] = majorAndMinor(HYDRATABLE_FROM_CONTRACT);
  return major > fromMajor || (major === fromMajor && minor >= fromMinor);
}

/** A remote built against another major of the contract may expose other shapes: never render it. */
export function assertCompatible(name: RemoteName, remote: RemoteDeployment): void {
  if (major(remote.contract) !== major(CONTRACT_VERSION)) {
    throw new ContractMismatchError(
      `${name} ${remote.version} implements contract ${remote.contract}; this shell implements ${CONTRACT_VERSION}. Not rendered.`,
    );
  }
}
