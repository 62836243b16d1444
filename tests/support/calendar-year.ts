/**
 * A year at least two years ahead whose calendar is `year`'s: the same weekday on every date,
 * so the same Sundays on which clocks change (the US and the EU name those by weekday). Tests
 * written for one year's dates keep their meaning, and stay ahead of the real clock, whose
 * background worker would otherwise act on their calls as they fall due.
 */
export function yearLike(year: number, now = new Date()): number {
  const isLeap = (y: number) => new Date(Date.UTC(y, 1, 29)).getUTCMonth() === 1;
  const firstWeekday = (y: number) => new Date(Date.UTC(y, 0, 1)).getUTCDay();
  for (let candidate = now.getUTCFullYear() + 2; ; candidate++) {
    if (isLeap(candidate) === isLeap(year) && firstWeekday(candidate) === firstWeekday(year)) return candidate;
  }
}
