import { defaultLocale } from 'shared-types';
import type { AskBackend } from '../drafts/draft-states';
import { type PartContent, partPath } from '../parts/part-content';
import { fieldsIn, textIn } from '../phone/entry-file';

/** A content file of main, as the backend answers it. */
export interface PublishedFile {
  slug: string;
  raw: string;
}

/** Every file of a folder ('apps/mf-services/content/services') as main holds it. */
export type ListPublished = (folder: string) => Promise<PublishedFile[]>;

/** Each entry's page, by path, as the owner calls it: '/service/ac' → 'AC Repair & Service'. */
export type EntryPageNames = Readonly<Record<string, string>>;

const SLUG = '{{slug}}';

/** A file that is not JSON names nothing: its page keeps its readable path. */
function parsedOrEmpty(raw: string): Record<string, unknown> {
  try {
    const data: unknown = JSON.parse(raw);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The pages the parts' folder collections show (a service's '/service/{{slug}}'), named
 * as each entry's file names it in English: the names the editor lists too. Read through
 * the backend as data, since the editor's build holds no part's files; main's copy, as the
 * numbers are the live site's.
 */
export async function entryPageNames(
  parts: readonly PartContent[],
  listPublished: ListPublished,
): Promise<EntryPageNames> {
  const collections = parts.flatMap((part) =>
    part.collections
      .filter((collection) => collection.kind === 'folder' && collection.page?.includes(SLUG))
      .map((collection) => ({ part, collection })),
  );
  const named = await Promise.all(
    collections.map(async ({ part, collection }) => {
      const files = await listPublished(partPath(part.app, collection.folder ?? ''));
      return files.flatMap((file) => {
        const data = parsedOrEmpty(file.raw);
        const name = textIn(
          fieldsIn(data, collection, defaultLocale),
          collection.identifierField ?? '',
        );
        return name ? [[collection.page?.replace(SLUG, file.slug) ?? '', name] as const] : [];
      });
    }),
  );
  return Object.fromEntries(named.flat());
}

/** main's files of a folder, asked of this machine's backend as Decap's proxy backend asks. */
export const publishedThrough =
  (ask: AskBackend): ListPublished =>
  async (folder) => {
    const answer = await ask({
      action: 'entriesByFolder',
      params: { branch: 'main', folder, extension: 'json', depth: 1 },
    });
    if (!answer.ok) throw new Error(`The editor's backend answered ${answer.status}`);
    const files = (await answer.json()) as unknown;
    if (!Array.isArray(files)) return [];
    return files.flatMap((file: { data?: unknown; file?: { path?: unknown } }) =>
      typeof file?.data === 'string' && typeof file.file?.path === 'string'
        ? [{ slug: file.file.path.replace(/^.*\//, '').replace(/\.json$/, ''), raw: file.data }]
        : [],
    );
  };
