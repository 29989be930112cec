import { composition } from 'shared-types';
import { readInlineData } from '../config/inline-data';
import { deploymentOf } from '../remotes/federation';
import { remotePageFor } from '../remotes/remote-routes';
import { remoteFailures } from './remote-failures';

/**
 * The site's own field measurement (decision 019), started after the first load
 * (after-first-load.ts): its beacon, fetched then, and not at all when the browser sends
 * Global Privacy Control.
 */
export function startMeasuring(): void {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
  void import('./beacon').then(({ startBeacon }) =>
    startBeacon({
      remotes: composition.remotes,
      shellPart: composition.shell.package,
      pageFor: remotePageFor,
      readData: readInlineData,
      remoteFailures,
      deploymentOf,
    }),
  );
}
