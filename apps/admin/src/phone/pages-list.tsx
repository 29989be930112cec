import { useEffect, useId, useState } from 'react';
import { defaultLocale } from 'shared-types';
import { draftOf } from '../drafts/draft-states';
import type { DraftsStore } from '../drafts/drafts-store';
import { type PartCollection, type PartContent, partPath } from '../parts/part-content';
import { fieldsIn, textIn } from './entry-file';
import fieldStyles from './fields.module.css';
import styles from './pages-list.module.css';
import screenStyles from './screen.module.css';
import { useDraftStates } from './use-draft-states';
import { entryHref } from './use-hash-route';

/** An entry in the list: its slug and the name the owner knows it by. */
interface Listed {
  slug: string;
  name: string;
}

/** What a draft's stage reads as in the list, short. */
const STAGE_BADGE = {
  preparing: 'Change being checked',
  checking: 'Change being checked',
  ready: 'Change ready to publish',
  blocked: 'Change needs a fix',
  nothing: 'Change with nothing new',
} as const;

interface Props {
  store: DraftsStore;
  part: PartContent;
  collection: PartCollection;
}

/** A folder's entries (the service pages), found by typing part of a name. */
export function PagesList({ store, part, collection }: Props) {
  const [entries, setEntries] = useState<Listed[]>();
  const [problem, setProblem] = useState<string>();
  const [query, setQuery] = useState('');
  const { states } = useDraftStates(store);
  const searchId = useId();

  useEffect(() => {
    store
      .list(collection.name, partPath(part.app, collection.folder ?? ''))
      .then((files) =>
        setEntries(
          files
            .map((file) => {
              const data = JSON.parse(file.raw) as Record<string, unknown>;
              const fields = fieldsIn(data, collection, defaultLocale);
              return {
                slug: file.slug,
                name: textIn(fields, collection.identifierField ?? '') || file.slug,
              };
            })
            .sort((a, b) => a.name.localeCompare(b.name)),
        ),
      )
      .catch((error: Error) => setProblem(error.message));
  }, [store, part, collection]);

  const shown = entries?.filter((entry) =>
    entry.name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  return (
    <section className={styles.section} aria-labelledby={`${searchId}-heading`}>
      <h2 className={screenStyles.subtitle} id={`${searchId}-heading`}>
        {collection.label}
      </h2>
      <label className={fieldStyles.label} htmlFor={searchId}>
        Find a page
      </label>
      <input
        id={searchId}
        className={fieldStyles.input}
        type="search"
        value={query}
        placeholder="For example: AC"
        onChange={(event) => setQuery(event.target.value)}
      />
      {problem && (
        <p className={screenStyles.problem} role="alert">
          The pages could not be read: {problem}
        </p>
      )}
      {!entries && !problem && <p className={screenStyles.loading}>Reading your pages…</p>}
      {shown && shown.length === 0 && <p className={fieldStyles.hint}>No page is called that.</p>}
      {/* The first screen is usable once the owner can tap a page: the bench waits for it. */}
      <ul className={styles.list} data-editor-usable={entries ? '' : undefined}>
        {shown?.map((entry) => {
          const draft = states && draftOf(states, collection.name, entry.slug);
          return (
            <li key={entry.slug}>
              <a className={styles.entry} href={entryHref(collection.name, entry.slug)}>
                <span>{entry.name}</span>
                {draft && (
                  <span className={styles.badge} data-stage={draft.stage}>
                    {STAGE_BADGE[draft.stage]}
                  </span>
                )}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
