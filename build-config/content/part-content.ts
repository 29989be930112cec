// What a part lets the owner edit, as data for the editor: each collection with its schema
// as JSON Schema (zod's toJSONSchema, with our metadata). Written by the part's build into
// its dist/ as content-collections.json; the release engine checks it (release/gate/
// part-content.mjs) and gives the editor every live part's, as admin/parts.json, so no
// part's code runs on the editor's origin. The shape is admin/src/parts/part-content.ts's
// PartContent, less `previewFrame`, which the engine sets.
import { z } from 'zod';
import type { ContentCollection, ContentCollections } from './collections.ts';

/** The file a part's build writes beside its other outputs. */
export const PART_CONTENT_FILE = 'content-collections.json';

/** A JSON Schema node, as zod writes it. */
export type JsonSchema = Record<string, unknown>;

export interface EmittedCollection {
  kind: 'folder' | 'file';
  name: string;
  label: string;
  page?: string;
  schema: JsonSchema;
  folder?: string;
  labelSingular?: string;
  identifierField?: string;
  file?: string;
}

export interface EmittedPartContent {
  app: string;
  mediaFolder: string;
  collections: EmittedCollection[];
}

/**
 * A collection's schema as JSON Schema. A rule JSON Schema cannot hold (a refine, a
 * superRefine across languages) is left out of it and stays with the build and the
 * release; a type it cannot describe at all fails the build.
 */
export const jsonSchemaOf = (collection: ContentCollection) =>
  z.toJSONSchema(collection.schema, { unrepresentable: 'throw' }) as JsonSchema;

function collectionOf(collection: ContentCollection): EmittedCollection {
  const common = {
    kind: collection.kind,
    name: collection.name,
    label: collection.label,
    ...(collection.page === undefined ? {} : { page: collection.page }),
    schema: jsonSchemaOf(collection),
  };
  return collection.kind === 'folder'
    ? {
        ...common,
        folder: collection.folder,
        labelSingular: collection.labelSingular,
        identifierField: collection.identifierField,
      }
    : { ...common, file: collection.file };
}

/** A part's content collections as the data the editor reads. */
export function partContentOf(content: ContentCollections): EmittedPartContent {
  return {
    app: content.app,
    mediaFolder: content.mediaFolder,
    collections: content.collections.map(collectionOf),
  };
}
