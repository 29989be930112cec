import type { z } from 'zod';
import { translated } from './fields.ts';

/**
 * What a part of the site lets its owner edit: where its content files are and the schema
 * each kind must satisfy. The build validates the files against it, the release refuses
 * what fails it, and the editor at /admin generates its forms from it: one list of fields.
 */
export interface ContentCollections {
  /** The app folder's name ('mf-services'): what a change to these files releases. */
  app: string;
  /** Where uploaded images go, relative to the app folder ('content/images'). */
  mediaFolder: string;
  collections: readonly ContentCollection[];
}

export type ContentCollection = ContentFolder | ContentFile;

interface CollectionBase {
  /** Stable name: the editor's URL and the error messages use it. */
  name: string;
  /** What the owner reads in the editor's menu. */
  label: string;
  schema: z.ZodType;
  /**
   * The page it shows on ('/about'; '/service/{{slug}}' for a folder's entry): where the
   * editor's "View Preview" opens the draft's preview. None: the preview's home page.
   */
  page?: string;
}

/** One file per entry (a service page): adding one is adding a file. */
export interface ContentFolder extends CollectionBase {
  kind: 'folder';
  /** Relative to the app folder ('content/services'). */
  folder: string;
  /** One entry, for "New Service". */
  labelSingular: string;
  /** The field that names an entry in the editor's list. */
  identifierField: string;
}

/** One file holding one page's or one thing's texts. */
export interface ContentFile extends CollectionBase {
  kind: 'file';
  /** Relative to the app folder ('content/catalogue.json'). */
  file: string;
}

/** Where every part keeps the owner's pictures, relative to its folder. */
export const CONTENT_IMAGES = 'content/images';

/** A part's content: its collections, with its pictures in content/images like every part's. */
export const partContent = (
  app: string,
  collections: readonly ContentCollection[],
): ContentCollections => ({ app, mediaFolder: CONTENT_IMAGES, collections });

/**
 * A part's own words and templates (content/texts.json), in each language: every part has
 * one, under a name and a label of its own.
 */
export const textsFile = (name: string, label: string, schema: z.ZodType): ContentFile => ({
  kind: 'file',
  name,
  label,
  file: 'content/texts.json',
  schema: translated(schema),
});

/**
 * One page's or one thing's words (content/<name>.json), in each language; `page` is where
 * the editor's preview opens.
 */
export const translatedFile = (
  name: string,
  label: string,
  schema: z.ZodType,
  page?: string,
): ContentFile => ({
  kind: 'file',
  name,
  label,
  file: `content/${name}.json`,
  ...(page ? { page } : {}),
  schema: translated(schema),
});
