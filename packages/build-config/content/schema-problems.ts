// What a content schema refuses, in words: shared by the build, the release (through
// check-content.ts, which reads the files) and the owner's editor, which checks an entry
// before it saves it. No Node module here: the editor runs in the browser.
import type { z } from 'zod';
import { type Locale, localeEnglishNames } from '../../shared-types/src/locale.ts';

/** "highlights[1].title" from the path zod reports. */
function fieldName(path: readonly PropertyKey[]): string {
  return (
    path
      .map((key, index) =>
        typeof key === 'number' ? `[${key}]` : `${index ? '.' : ''}${String(key)}`,
      )
      .join('') || '(the whole file)'
  );
}

/** A field a language lacks is a translation not written yet: say so, with the field's own message. */
function explain(issue: z.core.$ZodIssue): string {
  const [locale] = issue.path;
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  if (missing && typeof locale === 'string' && locale in localeEnglishNames) {
    return `no ${localeEnglishNames[locale as Locale]} translation (${issue.message})`;
  }
  return issue.message;
}

/** What `schema` refuses in `data`, one line per field ("highlights[1].title: …"); none when valid. */
export function schemaProblems(schema: z.ZodType, data: unknown): string[] {
  const parsed = schema.safeParse(data, { reportInput: true });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${fieldName(issue.path)}: ${explain(issue)}`);
}
