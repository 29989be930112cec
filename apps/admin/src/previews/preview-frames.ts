/**
 * Where the parts' preview pages may be (their own origins, never the editor's), as the
 * editor's build was told for its CSP's frame-src: VITE_CMS_PREVIEW_FRAMES, a JSON object
 * of part folder → page address written by the release engine from its targets and each
 * part's live release (platform/release/site/preview-frame.mjs), and VITE_CMS_PREVIEW_ORIGINS, the
 * parts' origins. Which page draws an entry is read at run time from admin/parts.json's
 * `previewFrame`: a part released after the editor was built moves it, not a rebuild.
 */

const isWebAddress = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';

/** `written` as an address on the web, if it is one. */
function webUrl(written: unknown): URL | undefined {
  if (typeof written !== 'string') return undefined;
  try {
    const url = new URL(written);
    return isWebAddress(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Each part's preview page, from VITE_CMS_PREVIEW_FRAMES; what is not a web address is left out. */
export function previewFramesOf(written: string | undefined): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(written ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).flatMap(([app, page]) => {
      const url = webUrl(page);
      return url ? [[app, url.href]] : [];
    }),
  );
}

/**
 * The origins the editor may frame (its CSP's frame-src): VITE_CMS_PREVIEW_ORIGINS's
 * (space-separated) and the preview pages', each an origin alone, never the editor's own.
 */
export function previewOriginsOf(
  origins: string | undefined,
  frames: Record<string, string>,
  editorOrigin?: string,
): string[] {
  const all = [...(origins ?? '').split(/\s+/), ...Object.values(frames)]
    .map(webUrl)
    .flatMap((url) => (url ? [url.origin] : []));
  return [...new Set(all)].filter((origin) => origin !== editorOrigin);
}

/**
 * The origin a preview frame at `src` runs on, if the editor may frame it sandboxed with
 * its scripts: a web address on an origin other than the editor's (a same-origin frame
 * allowed scripts and its origin could lift its own sandbox, and reach the token).
 */
export function frameOriginOf(src: string, editorOrigin: string): string | undefined {
  const url = webUrl(src);
  return url && url.origin !== editorOrigin ? url.origin : undefined;
}
