import { FULL_EDITOR_PAGE, NUMBERS_PAGE } from '../config/editor-pages';
import type { DraftsStore } from '../drafts/drafts-store';
import type { PartCollection, PartContent } from '../parts/part-content';
import buttonStyles from './buttons.module.css';
import { EntryEditor } from './entry-editor';
import styles from './owner-app.module.css';
import { PagesList } from './pages-list';
import screenStyles from './screen.module.css';
import { useHashRoute } from './use-hash-route';

interface Props {
  store: DraftsStore;
  parts: readonly PartContent[];
  siteUrl: string | undefined;
}

/** Each folder of entries the owner adds to and changes most: the service pages. */
const foldersOf = (parts: readonly PartContent[]) =>
  parts.flatMap((part) =>
    part.collections
      .filter((collection) => collection.kind === 'folder')
      .map((collection) => ({ part, collection })),
  );

/**
 * The owner's editor on a phone: find a page, change its texts and photo, save a draft,
 * see where it stands, preview, publish. Everything else is the full editor's.
 */
export function OwnerApp({ store, parts, siteUrl }: Props) {
  const route = useHashRoute();
  const folders = foldersOf(parts);
  const open =
    route.screen === 'entry'
      ? folders.find(({ collection }) => collection.name === route.collection)
      : undefined;
  return (
    <div className={screenStyles.page}>
      <header className={screenStyles.header}>
        {open ? (
          <a className={screenStyles.back} href="#/">
            ‹ All pages
          </a>
        ) : (
          <h1 className={screenStyles.title}>Your website</h1>
        )}
      </header>
      <main>
        {route.screen === 'entry' && open ? (
          <EntryEditor
            store={store}
            part={open.part}
            collection={open.collection}
            slug={route.slug}
            siteUrl={siteUrl}
          />
        ) : route.screen === 'entry' ? (
          <p className={screenStyles.problem}>There is no such page. Go back to all pages.</p>
        ) : (
          folders.map(({ part, collection }: { part: PartContent; collection: PartCollection }) => (
            <PagesList key={collection.name} store={store} part={part} collection={collection} />
          ))
        )}
      </main>
      <nav className={styles.more} aria-label="More">
        <a className={buttonStyles.secondary} href={NUMBERS_PAGE}>
          Your website's numbers
        </a>
        <a className={buttonStyles.secondary} href={FULL_EDITOR_PAGE}>
          Every other page and setting (best on a computer)
        </a>
      </nav>
    </div>
  );
}
