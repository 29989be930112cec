/// <reference types="vite/client" />

/**
 * The Git host the editor signs in to on the live site (docs/going-live.md, "Signing in
 * for real").
 */
interface ImportMetaEnv {
  readonly VITE_CMS_BACKEND?: string;
  readonly VITE_CMS_REPO?: string;
  readonly VITE_CMS_BRANCH?: string;
  readonly VITE_CMS_AUTH_URL?: string;
  readonly VITE_CMS_APP_ID?: string;
  readonly VITE_CMS_API_ORIGIN?: string;
  /** The live site's address, for the link from a published page to it. */
  readonly VITE_CMS_SITE_URL?: string;
  /**
   * Each part's preview page, on the part's own origin: a JSON object, part folder → its
   * address (src/previews/preview-frames.ts), read by the build for its CSP's frame-src;
   * the page that draws an entry is read at run time from /parts.json.
   */
  readonly VITE_CMS_PREVIEW_FRAMES?: string;
  /** The parts' origins (space-separated), which the editor's CSP lets it frame. */
  readonly VITE_CMS_PREVIEW_ORIGINS?: string;
}

/** Decap's English phrases (a dependency of decap-cms-app), which the owner's words override. */
declare module 'decap-cms-locales/dist/esm/en/index.js' {
  const en: { [key: string]: unknown };
  export default en;
}

/** Decap's error for a backend's refusal (a dependency of decap-cms-app). */
declare module 'decap-cms-lib-util/dist/esm/APIError.js' {
  export default class APIError extends Error {
    constructor(message: string, status: number | null, api: string, meta?: object);
  }
}
