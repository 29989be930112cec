import type { SchemaNode } from '../config/fields-from-schema';

/**
 * What a part of the site lets the owner edit, as data: the part's build writes it from
 * its content schema (JSON Schema, not code), the engine checks it like any other output,
 * and the editor reads it from its own origin. No part's code runs on the editor's pages.
 */
export interface PartCollection {
  kind: 'folder' | 'file';
  /** Stable name: the editor's URL and the draft's branch (cms/<name>/<slug>) use it. */
  name: string;
  /** What the owner reads. */
  label: string;
  /** The page it shows on ('/service/{{slug}}'), if it has one. */
  page?: string;
  /** The file's JSON Schema, with the metadata build-config/content/fields.ts writes. */
  schema: SchemaNode;
  /** A folder collection's folder, relative to the part's folder ('content/services'). */
  folder?: string;
  labelSingular?: string;
  identifierField?: string;
  /** A file collection's file, relative to the part's folder ('content/catalogue.json'). */
  file?: string;
}

export interface PartContent {
  /** The part's folder ('mf-services'): every path above is inside `<app>/content/`. */
  app: string;
  /** Where its pictures go, relative to the part's folder ('content/images'). */
  mediaFolder: string;
  collections: PartCollection[];
  /**
   * The page, on the part's own origin (never the editor's), that draws an entry sent to
   * it by postMessage with the part's own components: the preview while typing.
   */
  previewFrame?: string;
}
