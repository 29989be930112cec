import { useEffect, useState } from 'react';
import { type DraftState, draftOf, entryOf, waitWords } from './draft-states';
import styles from './draft-status.module.css';
import { usePolledStates } from './use-polled-states';

/** How often the state is asked again while the owner looks: the drafts change by the second. */
const POLL_MS = 1500;

/**
 * Every draft's state, or undefined when it cannot be told (drafts/draft-states.ts): from
 * this machine's backend, or the Git host's commit statuses (git-host/).
 */
export type DraftStates = () => Promise<DraftState[] | undefined>;

/** The event that has the state asked again at once (a draft was published). */
export const DRAFTS_CHANGED = 'jac:drafts-changed';

/** The address the editor shows, as it changes. */
function useHash(): string {
  const [hash, setHash] = useState(window.location.hash);
  useEffect(() => {
    const changed = () => setHash(window.location.hash);
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return hash;
}

/**
 * Every draft's state, asked again every `everyMs` (sooner, every POLL_MS, while it is
 * unknown: the owner has just signed in); undefined while unknown.
 */
function useDraftStates(states: DraftStates, everyMs: number): DraftState[] | undefined {
  const { states: known, refresh } = usePolledStates(states, everyMs, POLL_MS);
  useEffect(() => {
    addEventListener(DRAFTS_CHANGED, refresh);
    return () => removeEventListener(DRAFTS_CHANGED, refresh);
  }, [refresh]);
  return known;
}

/** One draft's stage, with how long it should take more, or why it cannot go live. */
function DraftLine({ draft }: { draft: DraftState }) {
  const blocked = draft.stage === 'blocked';
  return (
    <>
      <p className={styles.stage} data-stage={draft.stage}>
        {blocked ? 'Cannot be published' : draft.words}
        {draft.secondsLeft ? ` · ${waitWords(draft.secondsLeft)} more` : ''}
      </p>
      {blocked && <p className={styles.words}>{draft.words}</p>}
      {draft.previewUrl && (
        <a className={styles.link} href={draft.previewUrl} target="_blank" rel="noreferrer">
          Open the preview
        </a>
      )}
    </>
  );
}

/**
 * Where the owner's drafts stand, beside Decap's screens: on an entry's page, that
 * entry's draft; on the board, every draft. Decap has no place for it on either
 * (docs/decisions/018-the-editor-speaks-to-the-owner.md), so it is drawn beside them.
 */
export function DraftStatus({
  states: askStates,
  labels,
  everyMs = POLL_MS,
}: {
  states: DraftStates;
  /** Each collection's name as the owner reads it. */
  labels: Readonly<Record<string, string>>;
  /** How often to ask again once known: a Git host's API counts each question. */
  everyMs?: number;
}) {
  const hash = useHash();
  const states = useDraftStates(askStates, everyMs);
  if (!states) return null;
  const entry = entryOf(hash);
  if (entry) {
    const draft = draftOf(states, entry.collection, entry.slug);
    if (!draft) return null;
    return (
      <aside className={styles.panel} aria-label="Your change" aria-live="polite">
        <DraftLine draft={draft} />
      </aside>
    );
  }
  if (!hash.startsWith('#/workflow') || states.length === 0) return null;
  return (
    <aside className={styles.panel} aria-label="Your changes" aria-live="polite">
      <h2 className={styles.heading}>Where your changes stand</h2>
      <ul className={styles.list}>
        {states.map((draft) => (
          <li key={`${draft.collection}/${draft.slug}`}>
            <a
              className={styles.entry}
              href={`#/collections/${draft.collection}/entries/${draft.slug}`}
            >
              {labels[draft.collection] ?? draft.collection}: {draft.slug}
            </a>
            <DraftLine draft={draft} />
          </li>
        ))}
      </ul>
    </aside>
  );
}
