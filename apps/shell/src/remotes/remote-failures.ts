/** A remote part that failed on this page: its module, and what went wrong. */
export interface RemoteFailure {
  moduleId: string;
  error: unknown;
}

/**
 * Every remote failure of this page, pushed by the boundary that caught it. The field
 * measurement's beacon loads after idle, takes those here, then each new one as it is
 * pushed (measure/beacon.ts): a remote that fails during the first load is reported too,
 * for the few bytes of an array before idle. Here, with the boundary, below platform/measure/.
 */
export const remoteFailures: RemoteFailure[] = [];
