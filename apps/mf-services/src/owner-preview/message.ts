import {
  locales,
  OWNER_PREVIEW_MESSAGE,
  OWNER_PREVIEW_READY,
  type PreviewMessage,
  type PreviewReady,
} from 'shared-types';

/** A picture the owner chose and has not saved: an image as a data: URL, nothing else. */
const DATA_PICTURE = /^data:image\/(?:png|jpeg|webp|avif|gif|svg\+xml);base64,[A-Za-z0-9+/=]+$/;

/** An entry's slug and a collection's name, as the editor's URLs and file names hold them. */
const NAME = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/** A picture's file name in content/images/, as the editor writes it. */
const FILE_NAME = /^[^/\\]{1,200}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` as a PreviewMessage if it is one, whole: its type, a collection and slug that
 * are names, one of the site's languages, its data an object, and each unsaved picture an
 * image as a data: URL under a plain file name. Anything else is not drawn.
 */
export function previewMessageOf(value: unknown): PreviewMessage | undefined {
  if (!isRecord(value) || value.type !== OWNER_PREVIEW_MESSAGE) return undefined;
  const { collection, slug, locale, data, pictures } = value;
  if (typeof collection !== 'string' || !NAME.test(collection)) return undefined;
  if (typeof slug !== 'string' || !NAME.test(slug)) return undefined;
  if (typeof locale !== 'string' || !(locales as readonly string[]).includes(locale)) {
    return undefined;
  }
  if (!isRecord(data) || !isRecord(pictures)) return undefined;
  const checked: Record<string, string> = {};
  for (const [name, url] of Object.entries(pictures)) {
    if (!FILE_NAME.test(name) || typeof url !== 'string' || !DATA_PICTURE.test(url)) {
      return undefined;
    }
    checked[name] = url;
  }
  return {
    type: OWNER_PREVIEW_MESSAGE,
    collection,
    slug,
    locale: locale as PreviewMessage['locale'],
    data,
    pictures: checked,
  };
}

/**
 * The message an event carries, if it came from the editor's windows (`editor`: the window
 * that framed this page, and the editor's page above it: Decap draws its preview in a
 * frame of its own, and its code posts from its page) and is a PreviewMessage; any other
 * window's (a page this one opened, another frame) is ignored, whatever it says. Only the
 * editor's origin may be an ancestor of this page (its frame-ancestors).
 */
export function acceptedMessage(
  event: Pick<MessageEvent, 'source' | 'data'>,
  editor: readonly Window[],
): PreviewMessage | undefined {
  if (event.source === null || !editor.some((window) => window === event.source)) {
    return undefined;
  }
  return previewMessageOf(event.data);
}

export const READY: PreviewReady = { type: OWNER_PREVIEW_READY };
