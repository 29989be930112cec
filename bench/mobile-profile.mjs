// @ts-check
// Lighthouse's mobile network and CPU, the one profile every browser figure of the bench is
// measured on, so the soft navigations and the editor are slowed alike.

/** @import { CDPSession } from '@playwright/test' */

/** Slow 4G, as Lighthouse's mobile run throttles it. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** A mid-range phone's CPU: four times slower than this machine's. */
export const CPU_SLOWDOWN = 4;

/**
 * Slows a page's network and CPU to the profile (its network domain already enabled).
 * @param {CDPSession} cdp
 */
export async function throttleToMobile(cdp) {
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}
