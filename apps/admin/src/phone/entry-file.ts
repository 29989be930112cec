import { type Locale, locales } from 'shared-types';
import type { PartCollection } from '../parts/part-content';
import { languageSchema, pictureFieldOf, textFieldsOf, textProblem } from './entry-fields';

/** A content file as the editor holds it: each language's fields, or the fields alone. */
export type EntryData = Record<string, unknown>;

/** The fields of one language of the file (the file itself when it is not translated). */
export function fieldsIn(data: EntryData, collection: PartCollection, locale: Locale): EntryData {
  if (!collection.schema.translated) return data;
  return (data[locale] as EntryData | undefined) ?? {};
}

/** The file with one field of one language changed; the file given is left as it was. */
export function withText(
  data: EntryData,
  collection: PartCollection,
  locale: Locale,
  name: string,
  value: unknown,
): EntryData {
  if (!collection.schema.translated) return { ...data, [name]: value };
  return { ...data, [locale]: { ...fieldsIn(data, collection, locale), [name]: value } };
}

/**
 * The file with its picture's file name changed in every language: a picture is a fact,
 * the same on each language's page (its description is each language's own).
 */
export function withPicture(
  data: EntryData,
  collection: PartCollection,
  field: string,
  fileName: string,
): EntryData {
  const setIn = (fields: EntryData) => ({
    ...fields,
    [field]: { ...(fields[field] as EntryData | undefined), src: fileName },
  });
  if (!collection.schema.translated) return setIn(data);
  return Object.fromEntries(
    Object.entries(data).map(([locale, fields]) => [locale, setIn(fields as EntryData)]),
  );
}

/** The picture's description is a text of its own, inside the picture's group. */
export function withPictureText(
  data: EntryData,
  collection: PartCollection,
  locale: Locale,
  field: string,
  value: string,
): EntryData {
  const fields = fieldsIn(data, collection, locale);
  const picture = { ...(fields[field] as EntryData | undefined), alt: value };
  return withText(data, collection, locale, field, picture);
}

/** A text's value, '' when missing. */
export const textIn = (fields: EntryData, name: string): string => {
  const value = fields[name];
  return typeof value === 'string' ? value : '';
};

/**
 * What would stop the save, language by language ("In हिन्दी: …"): the texts this screen
 * shows, in the words the release uses. The release checks the whole file again.
 */
export function problemsIn(
  data: EntryData,
  collection: PartCollection,
  names: Readonly<Record<Locale, string>>,
): Map<string, string> {
  const problems = new Map<string, string>();
  for (const locale of collection.schema.translated ? locales : locales.slice(0, 1)) {
    const schema = languageSchema(collection.schema, locale);
    const fields = fieldsIn(data, collection, locale);
    const picture = pictureFieldOf(schema);
    const checks = [
      ...textFieldsOf(schema).map((field) => [field, textIn(fields, field.name)] as const),
      ...(picture?.alt
        ? [[picture.alt, textIn((fields[picture.name] as EntryData) ?? {}, 'alt')] as const]
        : []),
    ];
    for (const [field, value] of checks) {
      const problem = textProblem(field, value);
      const key = `${locale}:${field === picture?.alt ? `${picture.name}.alt` : field.name}`;
      if (problem)
        problems.set(
          key,
          collection.schema.translated ? `In ${names[locale]}: ${problem}` : problem,
        );
    }
  }
  return problems;
}

/** The file as the repository keeps it: two spaces, and a newline at the end. */
export const rawOf = (data: EntryData) => `${JSON.stringify(data, null, 2)}\n`;
