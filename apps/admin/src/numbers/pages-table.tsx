import { useId } from 'react';
import { numberWords } from './count-words';
import type { EntryPageNames } from './entry-names';
import type { PageCounts } from './owner-numbers';
import { languageName, pageName } from './page-names';
import styles from './pages-table.module.css';
import { dayMonth } from './week-dates';

/** What the owner reads first: the pages that bring calls, then those most visited. */
export const byCalls = (a: PageCounts, b: PageCounts): number =>
  b.calls - a.calls || b.visits - a.visits;

/** The table's counted columns, in order: each heading over its count. */
const COUNTS = [
  ['visits', 'Visits'],
  ['calls', 'Calls'],
  ['whatsapp', 'WhatsApp'],
  ['enquiries', 'Enquiries'],
] as const;

/**
 * Which pages bring the most calls over the last 14 days, each page in each language,
 * named in words ('AC Repair & Service', not '/service/ac').
 */
export function PagesTable({
  pages,
  since,
  names,
}: {
  pages: readonly PageCounts[];
  since: string;
  /** Each entry's page as its content names it (entry-names.ts). */
  names?: EntryPageNames;
}) {
  const id = useId();
  const rows = [...pages].sort(byCalls);
  return (
    <div className={styles.section}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Which pages bring the most calls
      </h2>
      <p className={styles.since}>The last 14 days, since {dayMonth(since)}.</p>
      {rows.length === 0 ? (
        <p>No visits have been counted in the last 14 days yet.</p>
      ) : (
        // Scrolls sideways on a narrow phone rather than squeeze six columns; it takes the
        // keyboard's focus, so it can be scrolled without a mouse.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrolled by keyboard once focused
        <section className={styles.scroll} aria-labelledby={`${id}-heading`} tabIndex={0}>
          <table className={styles.table} aria-labelledby={`${id}-heading`}>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Language</th>
                {COUNTS.map(([key, heading]) => (
                  <th key={key} scope="col" className={styles.number}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((page) => (
                <tr key={`${page.lang}:${page.path}`}>
                  <th scope="row" className={styles.page}>
                    {pageName(page.path, names)}
                  </th>
                  <td lang={page.lang}>{languageName(page.lang)}</td>
                  {COUNTS.map(([key]) => (
                    <td key={key} className={styles.number}>
                      {numberWords(page[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
