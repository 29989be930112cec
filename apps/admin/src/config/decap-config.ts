import { defaultLocale, locales } from '../../../../packages/shared-types/src/locale.ts';
import { type PartCollection, type PartContent, partPath } from '../parts/part-content';
import { type DecapField, fieldsOf } from './fields-from-schema';

/**
 * Where the editor saves: the local Git backend on loopback, or the real one
 * (docs/going-live.md, "Signing in for real").
 */
export interface BackendChoice {
  /** The Git host the owner signs in to, or (`proxy`) decap-server on this machine. */
  backend: {
    name: string;
    repo?: string;
    branch?: string;
    proxy_url?: string;
    base_url?: string;
    app_id?: string;
    auth_type?: string;
  };
}

/** A collection's fields, from its JSON Schema as the part's build wrote it (admin/parts.json). */
function fieldsOfSchema(collection: PartCollection): DecapField[] {
  return fieldsOf(collection.schema);
}

/**
 * A collection written in every language (build-config's translated()) is edited side by
 * side, English on the left; Decap writes both into the one file, `{ "en": …, "hi": … }`.
 */
export const isTranslated = (collection: PartCollection) => collection.schema.translated === true;

const i18nOf = (collection: PartCollection) => (isTranslated(collection) ? { i18n: true } : {});

/** Decap's preview_path: the page's path without its leading slash ('' is the home page). */
const previewPathOf = (collection: PartCollection) =>
  collection.page === undefined ? {} : { preview_path: collection.page.replace(/^\//, '') };

/** One part's collections, with paths from the repository's root. */
function collectionsOf({ app, mediaFolder, collections }: PartContent) {
  // Pictures are stored by file name alone ("ac.svg"), as the part's build resolves them.
  const media = { media_folder: `/${partPath(app, mediaFolder)}`, public_folder: '' };
  return collections.map((collection) =>
    collection.kind === 'folder'
      ? {
          name: collection.name,
          label: collection.label,
          label_singular: collection.labelSingular,
          folder: partPath(app, collection.folder ?? ''),
          extension: 'json',
          format: 'json',
          create: true,
          // The file name is the page's address: removing one is a developer's change.
          delete: false,
          identifier_field: collection.identifierField,
          slug: '{{slug}}',
          ...previewPathOf(collection),
          ...i18nOf(collection),
          ...media,
          fields: fieldsOfSchema(collection),
        }
      : {
          name: collection.name,
          label: collection.label,
          ...i18nOf(collection),
          ...media,
          files: [
            {
              name: collection.name,
              label: collection.label,
              file: partPath(app, collection.file ?? ''),
              format: 'json',
              ...previewPathOf(collection),
              // Decap drops the fields' i18n unless the file says it too.
              ...i18nOf(collection),
              fields: fieldsOfSchema(collection),
            },
          ],
        },
  );
}

/**
 * A part's collections, or none when its schema cannot be made into fields (a list without
 * the shape of its items): one part's mistake leaves the others' pages to edit. The gate
 * checks each file's shape; this holds what it does not know of Decap's fields.
 */
function collectionsOrNone(part: PartContent) {
  try {
    return collectionsOf(part);
  } catch (error) {
    console.warn(`The editor leaves out ${part.app}'s pages: ${(error as Error).message}`);
    return [];
  }
}

/** The editor's whole configuration: every part's content, generated from its schemas. */
export function decapConfig(parts: readonly PartContent[], choice: BackendChoice) {
  const config = {
    load_config_file: false,
    backend: choice.backend,
    media_folder: partPath(parts[0]?.app ?? 'shell', 'content/images'),
    // A save is a draft (a branch) that CI previews and smoke-tests; publishing merges it
    // and promotes that previewed release (docs/owner.md).
    publish_mode: 'editorial_workflow',
    // Every content file holds each language (Decap's only structure for single files).
    i18n: { structure: 'single_file', locales: [...locales], default_locale: defaultLocale },
    collections: parts.flatMap(collectionsOrNone),
  };
  // Decap's own validation rejects keys present with an undefined value.
  return JSON.parse(JSON.stringify(config)) as typeof config;
}
