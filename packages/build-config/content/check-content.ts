import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import type { ContentCollection, ContentCollections } from './collections.ts';
import { schemaProblems } from './schema-problems.ts';

export { schemaProblems };

/** A file name an entry may have: its URL segment, so lower-case words joined by '-'. */
export const ENTRY_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Every content file of a collection, relative to the app folder. */
export function filesOf(collection: ContentCollection, appDir: string): string[] {
  if (collection.kind === 'file') return [collection.file];
  const folder = join(appDir, collection.folder);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => `${collection.folder}/${file}`);
}

/** The images a file names, by the convention that an image is `{ src, alt }`. */
function imagesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.src === 'string' && 'alt' in record ? [record.src] : [];
  return [...own, ...Object.values(record).flatMap(imagesIn)];
}

function problemsOfFile(
  file: string,
  schema: z.ZodType,
  appDir: string,
  mediaFolder: string,
): string[] {
  const where = `${basename(appDir)}/${file}`;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(join(appDir, file), 'utf8'));
  } catch (error) {
    return [`${where}: not valid JSON (${(error as Error).message})`];
  }
  const problems = schemaProblems(schema, data).map((problem) => `${where}: ${problem}`);
  for (const image of imagesIn(data)) {
    if (!existsSync(join(appDir, mediaFolder, image))) {
      problems.push(`${where}: image "${image}" is not in ${basename(appDir)}/${mediaFolder}`);
    }
  }
  const name = basename(file, '.json');
  if (!ENTRY_NAME.test(name)) {
    problems.push(`${where}: the file name is the page's address: use lower-case words and "-"`);
  }
  return problems;
}

/**
 * Every problem with an app's content, each naming the file, the field and the reason;
 * empty when all is valid. The build fails on any, and the release refuses with the same
 * lines.
 */
export function contentProblems(content: ContentCollections, appDir: string): string[] {
  return content.collections.flatMap((collection) =>
    filesOf(collection, appDir).flatMap((file) =>
      problemsOfFile(file, collection.schema, appDir, content.mediaFolder),
    ),
  );
}

export function describeProblems(problems: readonly string[]): string {
  return `the content is not valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`;
}
