/**
 * Several writes sent as one statement: `WITH w0 AS (<write>), w1 AS (<write>) <last write>`.
 *
 * Each statement is a round trip to the database (on PostgreSQL a send that wakes its backend and
 * an answer that wakes us; on PGlite a call across its thread), and on two cores that exchange,
 * not the database's work, is most of what a short write costs. A workflow step ends a task, ends
 * its activity, opens the next task, records the activities it passed and stores the instance's
 * state: five writes, one exchange.
 *
 * PostgreSQL runs every data-modifying part of a WITH to completion, all on one snapshot, in an
 * unspecified order, and the parts do not see each other's rows. So the writes given here must be
 * independent, which the caller vouches for:
 * - no two of them change the same row;
 * - none selects rows (its WHERE, a subquery) that another of them inserts or changes.
 * Foreign keys between them hold: the constraint checks run at the statement's end and see all of
 * its rows (a task inserted here can be the task of an activity inserted here).
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/** An insert, update or delete built but not run (a Drizzle query runs only when awaited). */
export type Write = SQLWrapper & PromiseLike<unknown>;

export async function writeTogether(q: Db | Tx, writes: readonly Write[]): Promise<void> {
  if (writes.length === 0) return;
  if (writes.length === 1) {
    await writes[0]!;
    return;
  }
  await q.execute(fusedWrites(writes));
}

/** The statement `writeTogether` sends for two writes or more (exported for its test). */
export function fusedWrites(writes: readonly Write[]): SQL {
  const parts = writes.map((w) => w.getSQL());
  const last = parts.pop()!;
  // A write's own SQL, not the write: embedded as a query, Drizzle would wrap it in parentheses,
  // which WITH … AS ( … ) does not take around an insert, update or delete.
  return sql.join([sql.raw('with '), sql.join(parts.map((p, i) => sql`${sql.raw(`w${i}`)} as (${p})`), sql.raw(', ')), sql.raw(' '), last]);
}
