// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageCounts } from './owner-numbers';
import { PagesTable } from './pages-table';

afterEach(cleanup);

const page = (
  path: string,
  lang: PageCounts['lang'],
  visits: number,
  calls: number,
): PageCounts => ({ path, lang, visits, calls, whatsapp: 1, enquiries: 0 });

/** Not in the order the owner reads them. */
const PAGES = [
  page('/contact', 'en', 80, 1),
  page('/service/ac', 'hi', 20, 6),
  page('/', 'en', 300, 6),
  page('/about', 'en', 50, 0),
];

describe('which pages bring the most calls', () => {
  it('lists the pages by calls, then visits, named in words, with their language', () => {
    const names = { '/service/ac': 'AC Repair & Service' };
    render(<PagesTable pages={PAGES} since="2026-11-09" names={names} />);
    expect(screen.getByRole('heading', { name: 'Which pages bring the most calls' })).toBeTruthy();
    expect(screen.getByText('The last 14 days, since 9 Nov.')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    const read = rows.map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
    );
    expect(read).toEqual([
      ['Landing page', 'English', '300', '6', '1', '0'],
      ['AC Repair & Service', 'Hindi', '20', '6', '1', '0'],
      ['Contact page', 'English', '80', '1', '1', '0'],
      ['About page', 'English', '50', '0', '1', '0'],
    ]);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Page', 'Language', 'Visits', 'Calls', 'WhatsApp', 'Enquiries']);
  });

  it('says so when no page has been visited yet', () => {
    render(<PagesTable pages={[]} since="2026-11-09" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/No visits have been counted/)).toBeTruthy();
  });
});
