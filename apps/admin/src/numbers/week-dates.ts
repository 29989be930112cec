/** Month names as the owner reads them beside a day: '16 Nov'. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A day ('2025-11-16', or an ISO time starting with it) as '16 Nov'. Read from the text
 * itself, not through Date: the backend's days are UTC, and the browser's time zone must
 * not move one to the day before.
 */
export function dayMonth(isoDay: string): string {
  const [, month, day] = isoDay.slice(0, 10).split('-').map(Number);
  const name = month ? MONTHS[month - 1] : undefined;
  return name && day ? `${day} ${name}` : isoDay;
}
