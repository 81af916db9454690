/**
 * Which statements are kept prepared, shared by both databases' paths (preparedStatements.ts for
 * PostgreSQL, pglite-open.mjs for PGlite). Plain JavaScript so that PGlite's worker loads it.
 *
 * A prepared statement is also planned once: after five runs PostgreSQL (and PGlite) may keep one
 * generic plan for every parameter value. That is right for a write or a lookup by key, and wrong
 * for a list: the best plan for a page or a search depends on the values (a rare result code, a
 * last-week range, a long or a two-letter "contains"). Measured at a million rows, 访问日志
 * "took at least 990 ms" answered 15 req/s on its generic plan against 336 planned each run
 * (bench/lists.bench.ts, docs/performance.md). So a page (`limit`) or a pattern search
 * (`like`, `ilike`) is planned for each run's own parameters, as before.
 */
const PLANNED_EACH_RUN = /\b(limit|i?like)\b/i;

/** True for a statement text that is sent unprepared, planned for its own parameters each run. */
export function plannedEachRun(text) {
  return PLANNED_EACH_RUN.test(text);
}
