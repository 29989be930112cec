import type { ContentCollection, ContentCollections } from 'build-config/content/collections';
import { schemaProblems } from 'build-config/content/schema-problems';
import { defaultLocale, locales } from '../../../shared-types/src/locale.ts';
import { isTranslated } from './decap-config';

/** An entry as Decap hands it to a preSave listener (its Immutable map, as plain data). */
export interface SavedEntry {
  /** The collection's name: a folder collection's, or a file collection's. */
  collection: string;
  /** The fields in the default language, or the whole file when it is not translated. */
  data: unknown;
  /** Every other language's fields (i18n single_file). */
  i18n?: Record<string, { data?: unknown } | undefined>;
}

/** The file Decap will write for `entry`: each language's fields under its code. */
function fileOf(entry: SavedEntry, collection: ContentCollection): unknown {
  if (!isTranslated(collection)) return entry.data;
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      locale === defaultLocale ? entry.data : (entry.i18n?.[locale]?.data ?? {}),
    ]),
  );
}

/**
 * What the release would refuse in `entry`, every language checked (Decap itself checks
 * only the default one: its issue #5112), in the words the build and the release use;
 * empty when it may be saved.
 */
export function problemsBeforeSave(
  parts: readonly ContentCollections[],
  entry: SavedEntry,
): string[] {
  const collection = parts
    .flatMap((part) => part.collections)
    .find((item) => item.name === entry.collection);
  return collection ? schemaProblems(collection.schema, fileOf(entry, collection)) : [];
}

/** What the editor says when it refuses to save: each problem on a line of its own. */
export const notSavedMessage = (problems: readonly string[]) =>
  `Not saved. Please fix: ${problems.join('; ')}`;
