/**
 * The markers React writes around a Suspense boundary whose content rendered: the page's
 * region in the browser's tree (RootLayout's Suspense) must find them around the page
 * the release step puts into the frame, or React cannot hydrate it (decision 014).
 * hydration-region.test.tsx checks them against React's own output.
 */
export const SUSPENSE_START = '<!--$-->';
export const SUSPENSE_END = '<!--/$-->';

/** A remote's page, placed in the frame as the content of the page's Suspense region. */
export const hydrationRegion = (pageHtml: string) => `${SUSPENSE_START}${pageHtml}${SUSPENSE_END}`;
