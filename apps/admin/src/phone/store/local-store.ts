import { type AskBackend, draftStates } from '../../drafts/draft-states';
import type { DraftsStore, EntryRef, NewPicture, StoredFile } from '../../drafts/drafts-store';

/** The branch drafts start from and are published into. */
const MAIN = 'main';

/** A file as decap-server answers it. */
interface ServedFile {
  data: string | null;
  file: { path: string };
}

/** What decap-server says of one draft: the files it changes. */
interface ServedDraft {
  diffs?: { path: string; binary?: boolean }[];
}

const slugOf = (path: string) => path.replace(/^.*\//, '').replace(/\.json$/, '');

/**
 * The drafts on this machine: decap-server's Git mode behind platform/servers/editor/,
 * asked with the actions Decap's own proxy backend sends, so a draft saved here is the
 * draft Decap shows (the branch cms/<collection>/<slug>), and back.
 */
export function localStore(ask: AskBackend): DraftsStore {
  async function call<T>(action: string, params: object): Promise<T> {
    const response = await ask({ action, params: { branch: MAIN, ...params } });
    const body = (await response.json().catch(() => ({}))) as T & { error?: string };
    if (!response.ok) {
      throw new Error(body.error ?? `The editor's backend answered ${response.status}`);
    }
    return body;
  }

  /** The drafts that exist, as "collection/slug" keys. */
  const draftKeys = () => call<string[]>('unpublishedEntries', {});

  async function draftCopy(ref: EntryRef, path: string): Promise<string | undefined> {
    const { data } = await call<{ data?: string }>('unpublishedEntryDataFile', {
      ...ref,
      id: `${ref.collection}/${ref.slug}`,
      path,
    });
    return typeof data === 'string' ? data : undefined;
  }

  /** The pictures a draft already holds: a new save must carry them again, or they go. */
  async function draftPictures(ref: EntryRef): Promise<NewPicture[]> {
    const { diffs = [] } = await call<ServedDraft>('unpublishedEntry', ref).catch(
      () => ({}) as ServedDraft,
    );
    return Promise.all(
      diffs
        .filter((diff) => diff.binary)
        .map(async ({ path }) => {
          const file = await call<{ content: string }>('unpublishedEntryMediaFile', {
            ...ref,
            id: `${ref.collection}/${ref.slug}`,
            path,
          });
          return { path, base64: file.content };
        }),
    );
  }

  return {
    async list(collection, folder) {
      const [files, drafts] = await Promise.all([
        call<ServedFile[]>('entriesByFolder', { folder, extension: 'json', depth: 1 }),
        draftKeys(),
      ]);
      return Promise.all(
        files
          .filter((file): file is ServedFile & { data: string } => typeof file.data === 'string')
          .map(async ({ data, file }) => {
            const slug = slugOf(file.path);
            const drafted = drafts.includes(`${collection}/${slug}`);
            const raw = drafted
              ? ((await draftCopy({ collection, slug }, file.path)) ?? data)
              : data;
            return { slug, path: file.path, raw, draft: drafted };
          }),
      );
    },

    async read(ref, path): Promise<StoredFile> {
      const drafted = (await draftKeys()).includes(`${ref.collection}/${ref.slug}`);
      const raw = drafted
        ? await draftCopy(ref, path)
        : (await call<ServedFile>('getEntry', { path })).data;
      if (typeof raw !== 'string') throw new Error(`There is no page at ${path}`);
      return { slug: ref.slug, path, raw, draft: drafted };
    },

    async saveDraft(ref, file, pictures) {
      const kept = (await draftPictures(ref)).filter(
        (old) => !pictures.some((picture) => picture.path === old.path),
      );
      await call('persistEntry', {
        dataFiles: [{ slug: ref.slug, path: file.path, raw: file.raw }],
        assets: [...kept, ...pictures].map(({ path, base64 }) => ({
          path,
          content: base64,
          encoding: 'base64',
        })),
        options: {
          collectionName: ref.collection,
          commitMessage: `Update ${ref.collection} “${ref.slug}”`,
          useWorkflow: true,
          status: 'draft',
        },
      });
    },

    states: () => draftStates(ask),

    async publish(ref) {
      await call('publishUnpublishedEntry', ref);
    },
  };
}
