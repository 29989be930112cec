/**
 * Deployment data the release step writes into each route's HTML as JSON data blocks
 * (`<script type="application/json" id="…">`), so the first page needs no extra fetch.
 * Data blocks are never executed, so the Content-Security-Policy has nothing to allow.
 */
export const INLINE_DATA_IDS = {
  /** The remote configuration of the route's own remote(s): a part of remotes.json. */
  remotes: 'jac-remotes',
  /** The service catalogue for the footer's dropdown. */
  catalogue: 'jac-catalogue',
  /** The year the page was composed in, as its footer shows it (what hydration must draw). */
  composedYear: 'jac-year',
} as const;

export class InlineDataError extends Error {
  override name = 'InlineDataError';
}

/** The parsed block, or undefined when the page has none (dev server, tests). */
export function readInlineData(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    throw new InlineDataError(`the page's inline ${id} data is not valid JSON`);
  }
}
