/**
 * An activity's state is never stored (contracts' `activityStatus`): closed is the stored
 * `status` 1, the rest follows from the clock. The page filter by state says the same in SQL, so
 * a list filtered by 进行中 shows exactly the rows that answer 进行中.
 */
import { and, eq, gt, lt, lte, gte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ActivityStatus, CommonStatus } from '@tenon/contracts';

interface ActivityColumns {
  status: PgColumn;
  startTime: PgColumn;
  endTime: PgColumn;
}

/** The rows whose state at `now` is `state` (one of ActivityStatus); undefined filters nothing. */
export function activityStateWhere(table: ActivityColumns, state: number | undefined, now: number): SQL | undefined {
  if (state === undefined) return undefined;
  const open = eq(table.status, CommonStatus.ENABLE);
  switch (state) {
    case ActivityStatus.CLOSE:
      return eq(table.status, CommonStatus.DISABLE);
    case ActivityStatus.WAIT:
      return and(open, gt(table.startTime, now));
    case ActivityStatus.RUN:
      return and(open, lte(table.startTime, now), gte(table.endTime, now));
    case ActivityStatus.END:
      return and(open, lt(table.endTime, now));
    default:
      return undefined;
  }
}

/** Open rows whose window meets [start, end]: what a new or changed activity must not share SKUs (or products) with. */
export function overlapsWindow(table: ActivityColumns, start: number, end: number): SQL {
  return and(eq(table.status, CommonStatus.ENABLE), lte(table.startTime, end), gte(table.endTime, start))!;
}
