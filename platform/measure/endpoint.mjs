// @ts-check
// Where the beacon sends its batches, as packages/shared-types/measure.json names it: the path
// every server of the site passes through to the collector. Read as JSON here, not
// through batch.mjs (which reads the repository's root by import.meta), so the front door
// stays plain enough for Playwright.
import measure from 'shared-types/measure.json' with { type: 'json' };

/** Where the site's servers pass the beacon's batches through to the collector. */
export const MEASURE_PATH = measure.endpoint;
