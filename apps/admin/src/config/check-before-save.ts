import { defaultLocale, locales } from '../../../../packages/shared-types/src/locale.ts';
import { schemaProblems } from '../parts/check-schema';
import type { PartCollection, PartContent } from '../parts/part-content';
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
function fileOf(entry: SavedEntry, collection: PartCollection): unknown {
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
 * only the default one: its issue #5112), by the collection's JSON Schema (the part's own
 * rules, as data: parts/check-schema.ts), in words as close to the build's and the
 * release's as JSON Schema allows; empty when it may be saved. The rules JSON Schema
 * cannot hold (a template's placeholders, the services' choice on the enquiry form across
 * languages) stay with the build and the release: a draft that breaks one is refused there,
 * and cannot be published.
 */
export function problemsBeforeSave(parts: readonly PartContent[], entry: SavedEntry): string[] {
  const collection = parts
    .flatMap((part) => part.collections)
    .find((item) => item.name === entry.collection);
  return collection ? schemaProblems(collection.schema, fileOf(entry, collection)) : [];
}

/** What the editor says when it refuses to save: each problem on a line of its own. */
export const notSavedMessage = (problems: readonly string[]) =>
  `Not saved. Please fix: ${problems.join('; ')}`;
