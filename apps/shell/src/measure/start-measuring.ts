import { composition } from 'shared-types';
import { readInlineData } from '../config/inline-data';
import { deploymentOf } from '../remotes/federation';
import { remoteFailures } from '../remotes/remote-failures';
import { remotePageFor } from '../remotes/remote-routes';
import { hasPageReleases, type ShellLookups } from './page-parts';

/**
 * The site's own field measurement (decision 019), started after the first load
 * (after-first-load.ts): its beacon, fetched then, and not at all when the browser sends
 * Global Privacy Control or the page is not the live site's. Whether the visitor saves
 * data, and when the browser is idle, come from navigation/, which starts it: measure/
 * imports nothing above it.
 */
export function startMeasuring({
  savesData,
  whenIdle,
}: Pick<ShellLookups, 'savesData' | 'whenIdle'>): void {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
  // A page that names no releases is not the live site's (a preview, a development
  // server): nothing of it is counted.
  if (!hasPageReleases(readInlineData)) return;
  // The beacon's module runs as it arrives, and starts in the next idle moment: one task each.
  void import('./beacon').then(async ({ startBeacon }) => {
    await whenIdle();
    startBeacon({
      remotes: composition.remotes,
      shellPart: composition.shell.package,
      pageFor: remotePageFor,
      readData: readInlineData,
      remoteFailures,
      deploymentOf,
      savesData,
      whenIdle,
    });
  });
}
