import { z } from 'zod';
import { type Locale, locales } from '../../shared-types/src/locale.ts';
import { iconNames } from '../../shared-ui/src/icon-names.ts';

// The kinds of field the owner edits, each with its label, limit and message in one place.
// The label and hint travel as JSON Schema metadata to the editor, which builds its form
// from them; the message is what both the editor and the release say when a rule fails.

interface TextOptions {
  /** Longest sensible value: a limit keeps a page's layout whole. */
  max: number;
  /** One line or a paragraph: the editor's input follows it. */
  multiline?: boolean;
  hint?: string;
}

/** Text the owner must fill in: empty or blank is refused, naming the field. */
export function text(label: string, { max, multiline = false, hint }: TextOptions) {
  return z
    .string({ error: `${label} is missing` })
    .regex(/\S/, { error: `${label} cannot be empty` })
    .max(max, { error: `${label} is longer than ${max} characters` })
    .meta({
      title: label,
      description: hint,
      widget: multiline ? 'text' : 'string',
      // The editor checks blank and length in one pattern, and says this when it fails.
      patternError: `${label} cannot be empty or longer than ${max} characters`,
    });
}

/** A bullet list of short texts, with a sensible number of bullets. */
export function bullets(label: string, item: string, { min, max }: { min: number; max: number }) {
  return z
    .array(text(item, { max: 160 }))
    .min(min, { error: `${label} needs at least ${min}` })
    .max(max, { error: `${label} has more than ${max}` })
    .meta({ title: label });
}

/** A picture from the part's image folder, with the words a screen reader says for it. */
export function image(label: string) {
  return z
    .strictObject({
      src: z
        .string({ error: `${label}: choose a picture` })
        // Each letter in either case, not the `i` flag: the editor reads the rule as JSON
        // Schema, whose pattern has no flags.
        .regex(
          /\.(?:[Ss][Vv][Gg]|[Pp][Nn][Gg]|[Jj][Pp][Ee]?[Gg]|[Ww][Ee][Bb][Pp]|[Aa][Vv][Ii][Ff])$/,
          {
            error: `${label}: use an SVG, PNG, JPEG, WebP or AVIF picture`,
          },
        )
        .meta({
          title: 'Picture',
          widget: 'image',
          patternError: `${label}: use an SVG, PNG, JPEG, WebP or AVIF picture`,
        }),
      alt: text(`${label}: description`, {
        max: 160,
        hint: 'What the picture shows, for visitors who cannot see it',
      }),
    })
    .meta({ title: label });
}

/** A position in a list: whole numbers from 1. */
export function position(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(1, { error: `${label} starts at 1` })
    .max(99, { error: `${label} is at most 99` })
    .meta({ title: label });
}

/**
 * Text of a set form (a phone number, a time): one pattern, and one message when it fails.
 * A fact, not words: the same in every language, typed once in English (the editor copies it).
 */
export function formatted(label: string, pattern: RegExp, message: string, hint?: string) {
  return z
    .string({ error: `${label} is missing` })
    .regex(pattern, { error: `${label}: ${message}` })
    .meta({
      title: label,
      description: hint,
      widget: 'string',
      patternError: `${label}: ${message}`,
      fact: true,
    });
}

/** One of the site's icons (shared-ui's iconNames), for a card or a badge. */
export function iconChoice(label = 'Icon') {
  return z
    .enum(iconNames, { error: `${label}: choose one of the listed icons` })
    .meta({ title: label });
}

/**
 * A text with `{name}` placeholders the site fills in (a year, the business name): each
 * language words it its own way, but must keep every placeholder.
 */
export function template(label: string, placeholders: readonly string[], options: TextOptions) {
  const needed = placeholders.map((name) => `{${name}}`);
  const field = text(label, {
    ...options,
    hint: [
      options.hint,
      `Keep ${needed.join(', ')}: the site fills ${needed.length > 1 ? 'them' : 'it'} in`,
    ]
      .filter(Boolean)
      .join('. '),
  });
  // refine() returns a new schema without the metadata the editor's form is built from.
  return field
    .refine((value) => needed.every((placeholder) => value.includes(placeholder)), {
      error: `${label} must keep ${needed.join(', ')}`,
    })
    .meta(field.meta() ?? {});
}

/**
 * A content file written in every language of the site: `{ "en": {...}, "hi": {...} }`,
 * the shape the editor's i18n writes (Decap's single_file structure). Each language must
 * be whole: a text with no translation fails the build and the release, naming its key.
 */
export function translated<Schema extends z.ZodType>(schema: Schema) {
  return z
    .strictObject(
      Object.fromEntries(locales.map((locale) => [locale, schema])) as Record<Locale, Schema>,
    )
    .meta({ translated: true });
}
