/**
 * Table statistics and vacuuming where nothing else does them: autovacuum's job, done by the
 * server on the embedded database (PGlite has no autovacuum) and on a PostgreSQL whose autovacuum
 * is off.
 *
 * Without statistics the planner guesses, and a table that was never analyzed makes it guess
 * badly. Seen on the approvals bench (docs/performance.md): to find a task by its id within its
 * tenant, it scanned the tenant's whole to-do index instead of the primary key, 2,800 rows read
 * for one. Without vacuuming, the visibility map is never set, so the index-only counts of the big
 * lists read the table after all, and dead rows are never reclaimed.
 *
 * A table is maintained (`VACUUM (ANALYZE)`) when it has rows and has never been analyzed, or
 * when its size has moved by a fifth (at least 8 pages, 64 KB) since it last was. The planner
 * scales an analyzed table's row count by its current size, so this is enough to keep its
 * estimates. VACUUM skips the pages it has already marked all-visible, so each pass costs about
 * what the table has grown by.
 */
import type { Database } from './client.ts';

export interface UpkeepLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Tables that need statistics now, by the rule above. */
const DUE = `
  SELECT c.relname AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  CROSS JOIN LATERAL (SELECT pg_relation_size(c.oid) / current_setting('block_size')::int AS pages) s
  WHERE n.nspname = 'public' AND c.relkind = 'r' AND s.pages > 0
    AND (c.reltuples < 0 OR c.relpages = 0 OR abs(s.pages - c.relpages) >= greatest(8, c.relpages / 5))
  ORDER BY c.relname`;

/** One pass: the due tables vacuumed and analyzed, one at a time. Returns their names. */
export async function upkeepPass(database: Pick<Database, 'maintain'>): Promise<string[]> {
  const due = (await database.maintain(DUE)).map((r) => String(r.name));
  // Names come from the catalogue and are quoted: a table's name never reaches SQL unquoted.
  for (const name of due) await database.maintain(`VACUUM (ANALYZE) "${name.replaceAll('"', '""')}"`);
  return due;
}

/**
 * Runs `upkeepPass` every `intervalMs` where the database needs it (PGlite always; PostgreSQL
 * when its autovacuum is off, with a warning). Returns how to stop it (waits for a pass under way).
 */
export async function startTableUpkeep(database: Database, opts: { intervalMs: number; log: UpkeepLog }): Promise<() => Promise<void>> {
  if (opts.intervalMs <= 0) return async () => {};
  if (database.kind === 'postgres') {
    const [setting] = await database.maintain(`SELECT current_setting('autovacuum') AS on`);
    if (setting?.on === 'on') return async () => {};
    opts.log.warn({}, 'PostgreSQL autovacuum is off: this server vacuums and analyzes grown tables itself (DB_UPKEEP_SECONDS)');
  }
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A pass still under way (a large table's first vacuum) is not doubled.
    running ??= upkeepPass(database)
      .catch((err: unknown) => opts.log.error({ err }, 'table upkeep failed'))
      .finally(() => (running = undefined));
  }, opts.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
