import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { comparedWithLastWeek, thisWeekWords } from './count-words';
import styles from './numbers.module.css';
import { NO_ANSWER, type NumbersAnswer } from './numbers-api';
import type { WeekCounts } from './owner-numbers';
import { PagesTable } from './pages-table';
import { WeekChart } from './week-chart';

/** Where the editor is: this page's origin's own page. */
const EDITOR_PAGE = '/';

/**
 * The answer to the newest question (undefined while it is asked), and a way to ask
 * again. An older answer landing last is dropped: "Try again" shows what it found.
 */
function useAnswer(ask: () => Promise<NumbersAnswer>) {
  const [answer, setAnswer] = useState<NumbersAnswer>();
  const asked = useRef(0);
  const askAgain = useCallback(() => {
    const question = ++asked.current;
    setAnswer(undefined);
    void ask()
      .catch((): NumbersAnswer => ({ kind: 'failed', why: NO_ANSWER }))
      .then((found) => {
        if (question === asked.current) setAnswer(found);
      });
  }, [ask]);
  useEffect(askAgain, [askAgain]);
  return [answer, askAgain] as const;
}

/** The headline: this week so far, and how it compares with the whole of last week. */
function ThisWeek({ weeks }: { weeks: readonly WeekCounts[] }) {
  const thisWeek = weeks.at(-1);
  const lastWeek = weeks.at(-2);
  if (!thisWeek) return null;
  return (
    <section className={styles.summary} aria-label="This week">
      <p className={styles.headline}>{thisWeekWords(thisWeek)}</p>
      {lastWeek && <p className={styles.comparison}>{comparedWithLastWeek(thisWeek, lastWeek)}</p>}
    </section>
  );
}

/** What the page shows for an answer: the numbers, or why not and what to do. */
function Answer({ answer, askAgain }: { answer: NumbersAnswer; askAgain: () => void }) {
  const id = useId();
  switch (answer.kind) {
    case 'numbers':
      return (
        <>
          <ThisWeek weeks={answer.numbers.weeks} />
          <WeekChart weeks={answer.numbers.weeks} />
          <PagesTable
            pages={answer.numbers.pages}
            since={answer.numbers.since}
            {...(answer.names ? { names: answer.names } : {})}
          />
        </>
      );
    case 'sign-in':
      return (
        <section className={styles.notice} aria-labelledby={`${id}-sign-in`}>
          <h2 id={`${id}-sign-in`} className={styles.noticeHeading}>
            Open the editor first
          </h2>
          <p>{answer.why}</p>
          <p>
            <a className={styles.link} href={EDITOR_PAGE}>
              Open the editor
            </a>
            , then come back to this page.
          </p>
        </section>
      );
    case 'not-counted':
      return <p className={styles.notice}>{answer.why}</p>;
    case 'failed':
      return (
        <div className={styles.notice} role="alert">
          <p>{answer.why}</p>
          <button className={styles.again} type="button" onClick={askAgain}>
            Try again
          </button>
        </div>
      );
  }
}

/**
 * How the owner's website is doing, in the owner's words: this week against the last,
 * eight weeks side by side, and which pages bring the calls. `ask` asks the editor's
 * backend (numbers-api.ts); a test gives its own.
 */
export function NumbersPage({ ask }: { ask: () => Promise<NumbersAnswer> }) {
  const [answer, askAgain] = useAnswer(ask);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <a className={styles.link} href={EDITOR_PAGE}>
          Back to editing
        </a>
        <h1 className={styles.title}>How your website is doing</h1>
      </header>
      {answer ? (
        <Answer answer={answer} askAgain={askAgain} />
      ) : (
        <p className={styles.status} role="status">
          Counting…
        </p>
      )}
      <p className={styles.privacy}>
        Visitors are counted without cookies, and nothing that could identify a person is kept.
      </p>
    </main>
  );
}
