// What a part lets the owner edit, as data for the editor: each collection with its schema
// as JSON Schema (zod's toJSONSchema, with our metadata). Written by the part's build into
// its dist/ (content-plugin.ts); the release engine checks it (platform/release/gate/
// part-content.mjs) and gives the editor every live part's, as admin/parts.json, so no
// part's code runs on the editor's origin. The file's name and shape are shared-types'
// (part-content.ts): PartContent, less `previewFrame`, which the engine sets.
import { z } from 'zod';
import type {
  JsonSchema,
  PartCollection,
  PartContentFile,
} from '../../shared-types/src/part-content.ts';
import type { ContentCollection, ContentCollections } from './collections.ts';

/**
 * A collection's schema as JSON Schema. A rule JSON Schema cannot hold (a refine, a
 * superRefine across languages) is left out of it and stays with the build and the
 * release; a type it cannot describe at all fails the build.
 */
export const jsonSchemaOf = (collection: ContentCollection) =>
  z.toJSONSchema(collection.schema, { unrepresentable: 'throw' }) as JsonSchema;

function collectionOf(collection: ContentCollection): PartCollection {
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
export function partContentOf(content: ContentCollections): PartContentFile {
  return {
    app: content.app,
    mediaFolder: content.mediaFolder,
    collections: content.collections.map(collectionOf),
  };
}
