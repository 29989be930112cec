// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEY_NEEDED } from '../config/backend-key';
import { askNumbers, type NumbersAnswer } from './numbers-api';
import { NumbersPage } from './numbers-page';
import type { OwnerNumbers, WeekCounts } from './owner-numbers';

afterEach(cleanup);

const week = (
  start: string,
  visits: number,
  calls: number,
  whatsapp: number,
  enquiries: number,
): WeekCounts => ({ start, visits, calls, whatsapp, enquiries });

const NUMBERS: OwnerNumbers = {
  weeks: [
    week('2026-11-02', 61, 1, 0, 0),
    week('2026-11-09', 52, 2, 1, 1),
    week('2026-11-16', 40, 5, 1, 2),
  ],
  pages: [
    { path: '/contact', lang: 'en', visits: 30, calls: 1, whatsapp: 0, enquiries: 3 },
    { path: '/service/ac', lang: 'en', visits: 25, calls: 6, whatsapp: 2, enquiries: 0 },
  ],
  since: '2026-11-09',
};

const answering = (answer: NumbersAnswer) => () => Promise.resolve(answer);

describe("the owner's numbers page", () => {
  it('says it is counting while the backend answers', () => {
    render(<NumbersPage ask={() => new Promise(() => undefined)} />);
    expect(screen.getByRole('status').textContent).toBe('Counting…');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How your website is doing');
    expect(screen.getByRole('link', { name: 'Back to editing' }).getAttribute('href')).toBe('/');
  });

  it('sums up this week against the last, then draws the weeks and the pages', async () => {
    const names = { '/service/ac': 'AC Repair & Service' };
    render(<NumbersPage ask={answering({ kind: 'numbers', numbers: NUMBERS, names })} />);
    expect(
      await screen.findByText(
        'This week so far: 40 visits, 5 calls, 1 WhatsApp chat, 2 enquiries.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        '3 more calls than last week, 12 fewer visits, the same number of WhatsApp chats and 1 more enquiry.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Week by week' })).toBeTruthy();
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'AC Repair & Service',
      'Contact page',
    ]);
    expect(screen.getByText(/counted without cookies/).textContent).toMatch(
      /nothing that could identify a person/,
    );
  });

  it('without the editor’s key, asks nothing and says how to open the editor', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    render(<NumbersPage ask={() => askNumbers(undefined, fetch)} />);
    expect(await screen.findByText(KEY_NEEDED.none)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the editor' }).getAttribute('href')).toBe('/');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByText(/This week so far/)).toBeNull();
  });

  it('with a key the backend refuses, says the same', async () => {
    render(<NumbersPage ask={answering({ kind: 'sign-in', why: KEY_NEEDED.old })} />);
    expect(await screen.findByText(KEY_NEEDED.old)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the editor' })).toBeTruthy();
  });

  it('says plainly when nothing is counted on this machine', async () => {
    const why = 'Visits are not being counted on this machine.';
    render(<NumbersPage ask={answering({ kind: 'not-counted', why })} />);
    expect(await screen.findByText(why)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('on any other failure, says so and tries again when asked', async () => {
    const ask = vi
      .fn<() => Promise<NumbersAnswer>>()
      .mockResolvedValueOnce({ kind: 'failed', why: 'The editor’s backend did not answer.' })
      .mockResolvedValueOnce({ kind: 'numbers', numbers: NUMBERS });
    render(<NumbersPage ask={ask} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The editor’s backend did not answer.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^This week so far: 40 visits/)).toBeTruthy();
    expect(ask).toHaveBeenCalledTimes(2);
  });
});
