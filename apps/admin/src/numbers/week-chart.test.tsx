// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WeekCounts } from './owner-numbers';
import { WeekChart } from './week-chart';

afterEach(cleanup);

/** Eight Mondays, oldest first: the last is this week. */
const MONDAYS = [
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
];
const LABELS = ['28 Sep', '5 Oct', '12 Oct', '19 Oct', '26 Oct', '2 Nov', '9 Nov', '16 Nov'];
const WEEKS: WeekCounts[] = MONDAYS.map((start, index) => ({
  start,
  visits: 100 + index * 10,
  calls: index,
  whatsapp: 2,
  enquiries: index % 2,
}));

/** Each text as read, its lines (a label's day and month) joined by a space. */
const textsIn = (element: Element) =>
  [...element.querySelectorAll('text')].map((text) => {
    const lines = [...text.querySelectorAll('tspan')].map((line) => line.textContent);
    return lines.length > 0 ? lines.join(' ') : text.textContent;
  });

describe('the week-by-week chart', () => {
  it('draws one group per week, oldest first, each labelled with its Monday', () => {
    const { container } = render(<WeekChart weeks={WEEKS} />);
    const groups = [...container.querySelectorAll('svg g[data-week]')];
    expect(groups.map((group) => group.getAttribute('data-week'))).toEqual(MONDAYS);
    groups.forEach((group, index) => {
      expect(textsIn(group)).toContain(LABELS[index]);
      // A bar for each of visits, calls, WhatsApp chats and enquiries.
      expect(group.querySelectorAll('rect')).toHaveLength(4);
    });
    // This week is not over: it says so.
    expect(textsIn(groups[7] as Element)).toContain('so far');
    expect(textsIn(groups[6] as Element)).not.toContain('so far');
  });

  it('shows each figure above its bar, each count on its own scale', () => {
    const { container } = render(<WeekChart weeks={WEEKS} />);
    const last = container.querySelector('g[data-week="2026-11-16"]') as Element;
    expect(textsIn(last)).toEqual(expect.arrayContaining(['170', '7', '2', '1']));
    // The best week of calls (7) is as tall as the best week of visits (170).
    const heights = [...last.querySelectorAll('rect')].map((bar) => bar.getAttribute('height'));
    expect(heights[0]).toBe(heights[1]);
  });

  it('tells a screen reader what it shows, and names each colour in a legend', () => {
    render(<WeekChart weeks={WEEKS} />);
    const chart = screen.getByRole('img', { name: /week by week, for the last 8 weeks/i });
    expect(chart.querySelector('desc')?.textContent).toContain(
      'Week of 16 Nov (so far): 170 visits, 7 calls, 2 WhatsApp chats, 1 enquiry.',
    );
    expect(screen.getByRole('heading', { name: 'Week by week' })).toBeTruthy();
    const legend = screen.getByRole('list', { name: 'What the bars count' });
    expect([...legend.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Visits',
      'Calls',
      'WhatsApp chats',
      'Enquiries',
    ]);
  });
});
