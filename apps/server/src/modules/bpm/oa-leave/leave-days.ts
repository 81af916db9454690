/**
 * The leave's `day`: how many calendar dates lie between its start and its end, read in the
 * product's time zone (the wall clock the person chose the times on). Mon 09:00 → Wed 18:00 is
 * 2; a leave that starts and ends on the same date is 0, which create refuses with
 * "请假天数必须>=1" — the reference counts whole days the same way and has no part-day leave.
 */
const DAY_MS = 86_400_000;

export function leaveDays(startTime: number, endTime: number, timeZone: string): number {
  const dateOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const utcMidnight = (ms: number) => Date.parse(`${dateOf.format(ms)}T00:00:00Z`);
  return Math.round((utcMidnight(endTime) - utcMidnight(startTime)) / DAY_MS);
}
