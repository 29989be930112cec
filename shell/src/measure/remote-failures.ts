/** A remote part that failed on this page: its module, and what went wrong. */
export interface RemoteFailure {
  moduleId: string;
  error: unknown;
}

const failures: RemoteFailure[] = [];
let listener: ((failure: RemoteFailure) => void) | undefined;

/**
 * Kept from the boundary that caught it until the beacon, which loads after idle, takes
 * it: a remote that fails during the first load is reported too.
 */
export function recordRemoteFailure(failure: RemoteFailure): void {
  failures.push(failure);
  listener?.(failure);
}

/** Every failure so far, then each one as it comes. */
export function onRemoteFailure(report: (failure: RemoteFailure) => void): void {
  for (const failure of failures.splice(0)) report(failure);
  listener = report;
}
