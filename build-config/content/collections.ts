import type { z } from 'zod';

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
