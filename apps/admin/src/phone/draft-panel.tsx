import type { DraftState } from '../drafts/draft-states';
import { waitWords } from '../drafts/draft-states';
import buttonStyles from './buttons.module.css';
import styles from './draft-panel.module.css';

/** What the owner reads when the entry has no draft, and after publishing. */
export const PANEL_WORDS = {
  noDraft:
    'No change waiting. What you save is checked first, and goes live only when you publish.',
  published: 'Published: your change is live.',
  blocked: 'Cannot be published',
} as const;

interface Props {
  draft: DraftState | undefined;
  /** The page on the live site, once published. */
  livePage: string | undefined;
  /** The preview's address of this page (the state names the preview's home page). */
  previewPage: (previewUrl: string) => string;
  publishing: boolean;
  onPublish: () => void;
}

/**
 * Where the entry's draft stands, in the owner's words (the same the full editor shows),
 * with the one thing to do next: wait, open the preview, publish, or see it live.
 */
export function DraftPanel({ draft, livePage, previewPage, publishing, onPublish }: Props) {
  if (!draft) {
    return (
      <section className={styles.panel} aria-label="Your change" aria-live="polite">
        <p className={styles.stage} data-stage={livePage ? 'live' : 'none'}>
          {livePage ? PANEL_WORDS.published : PANEL_WORDS.noDraft}
        </p>
        {livePage && (
          <a className={buttonStyles.button} href={livePage} target="_blank" rel="noreferrer">
            See it on your website
          </a>
        )}
      </section>
    );
  }
  const blocked = draft.stage === 'blocked';
  return (
    <section className={styles.panel} aria-label="Your change" aria-live="polite">
      <p className={styles.stage} data-stage={draft.stage}>
        {blocked ? PANEL_WORDS.blocked : draft.words}
        {draft.secondsLeft ? ` · ${waitWords(draft.secondsLeft)} more` : ''}
      </p>
      {blocked && <p className={styles.why}>{draft.words}</p>}
      <div className={styles.actions}>
        {draft.previewUrl && (
          <a
            className={buttonStyles.secondary}
            href={previewPage(draft.previewUrl)}
            target="_blank"
            rel="noreferrer"
          >
            Open the preview
          </a>
        )}
        <button
          type="button"
          className={buttonStyles.button}
          disabled={draft.stage !== 'ready' || publishing}
          onClick={onPublish}
        >
          {publishing ? 'Publishing…' : 'Publish'}
        </button>
      </div>
    </section>
  );
}
