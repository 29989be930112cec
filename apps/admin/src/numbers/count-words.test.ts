import { describe, expect, it } from 'vitest';
import { changeWords, comparedWithLastWeek, countWords, thisWeekWords } from './count-words';

const counts = (visits: number, calls: number, whatsapp: number, enquiries: number) => ({
  visits,
  calls,
  whatsapp,
  enquiries,
});

describe("the owner's numbers in words", () => {
  it('says this week so far, each count named', () => {
    expect(thisWeekWords(counts(40, 3, 12, 0))).toBe(
      'This week so far: 40 visits, 3 calls, 12 WhatsApp chats, 0 enquiries.',
    );
    expect(thisWeekWords(counts(1, 1, 1, 1))).toBe(
      'This week so far: 1 visit, 1 call, 1 WhatsApp chat, 1 enquiry.',
    );
  });

  it('writes a large number as the owner does', () => {
    expect(countWords('visits', 123456)).toBe('1,23,456 visits');
  });

  it('compares with last week, calls first', () => {
    expect(comparedWithLastWeek(counts(40, 5, 2, 2), counts(52, 2, 2, 1))).toBe(
      '3 more calls than last week, 12 fewer visits, the same number of WhatsApp chats and 1 more enquiry.',
    );
    expect(comparedWithLastWeek(counts(10, 4, 0, 0), counts(9, 4, 1, 3))).toBe(
      'The same number of calls as last week, 1 more visit, 1 fewer WhatsApp chat and 3 fewer enquiries.',
    );
  });

  it('says a change as more, fewer or the same', () => {
    expect(changeWords('calls', 5, 4)).toBe('1 more call');
    expect(changeWords('enquiries', 0, 2)).toBe('2 fewer enquiries');
    expect(changeWords('whatsapp', 3, 3)).toBe('the same number of WhatsApp chats');
  });
});
