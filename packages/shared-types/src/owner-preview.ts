import type { Locale } from './locale';

/**
 * The owner's preview while typing: the editor (admin/, on its own origin) posts the entry
 * to a part's preview page, a sandboxed frame on the part's own origin, which draws it with
 * the part's own components. No part's code runs on the editor's origin, where the owner's
 * Git token is kept; the editor's data crosses as a message alone, checked on arrival.
 */
export const OWNER_PREVIEW_MESSAGE = 'jac:owner-preview';
export const OWNER_PREVIEW_READY = 'jac:owner-preview-ready';

/** The page a part's release ships for it, beside its index.html. */
export const OWNER_PREVIEW_PAGE = 'owner-preview.html';

/**
 * What the editor posts to a part's preview frame at each keystroke: the entry as the
 * owner has it now. The frame sends nothing back but `PreviewReady` once it listens.
 */
export interface PreviewMessage {
  type: typeof OWNER_PREVIEW_MESSAGE;
  /** The collection's name ('services') and the entry's slug ('ac'). */
  collection: string;
  slug: string;
  locale: Locale;
  /** The entry's data in that language, as the form holds it (possibly half filled). */
  data: unknown;
  /** Pictures the owner chose and has not saved yet: file name → data: URL. */
  pictures: Record<string, string>;
}

export interface PreviewReady {
  type: typeof OWNER_PREVIEW_READY;
}
