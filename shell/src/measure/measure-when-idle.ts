import { composition } from 'shared-types';
import { readInlineData } from '../config/inline-data';
import { pageIsIdle } from '../navigation/page-idle';
import { remotePageFor } from '../remotes/remote-routes';
import { onRemoteFailure } from './remote-failures';

/**
 * The site's own field measurement (decision 019): its beacon loads once the page is idle,
 * so nothing of it weighs on the first load, and not at all when the browser sends Global
 * Privacy Control.
 */
export async function measureWhenIdle(): Promise<void> {
  await pageIsIdle();
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return;
  const { startBeacon } = await import('./beacon');
  startBeacon({
    remotes: composition.remotes,
    shellPart: composition.shell.package,
    pageFor: remotePageFor,
    readData: readInlineData,
    onRemoteFailure,
  });
}
