/**
 * The reference's schedules are Quartz cron expressions: six or seven fields (seconds first, an
 * optional year last), `?` for "no specific day", weekdays 1 (SUN) to 7 (SAT), `L`, `W`, `#`, and
 * steps written `0/5`. croner reads that dialect with `alternativeWeekdays` (Quartz's weekday
 * numbers) and `sloppyRanges` (`0/5`); five-field Unix expressions are refused, as Quartz does.
 * Times are read in the product's time zone, like every wall-clock time it shows.
 */
import { Cron } from 'croner';

export interface Schedule {
  /** The first fire time strictly after `after` (epoch ms), or null when there is none (a past year). */
  nextAfter(after: number): number | null;
  /** Up to `count` fire times after `after`. */
  nextRuns(count: number, after: number): number[];
}

/** The schedule of a Quartz expression, or null when it is not one. */
export function quartzSchedule(expression: string, timeZone: string): Schedule | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length < 6 || fields.length > 7) return null;
  let cron: Cron;
  try {
    cron = new Cron(fields.join(' '), { paused: true, timezone: timeZone, mode: '6-or-7-parts', alternativeWeekdays: true, sloppyRanges: true });
  } catch {
    return null;
  }
  return {
    nextAfter: (after) => cron.nextRun(new Date(after))?.getTime() ?? null,
    nextRuns: (count, after) => cron.nextRuns(count, new Date(after)).map((d) => d.getTime()),
  };
}
