/**
 * 数据库监控: what the database says about itself. On PostgreSQL: version, size, connections by
 * state, the buffer cache's hit ratio, commits and rollbacks, deadlocks, the largest tables and,
 * when pg_stat_statements is installed, the slowest statements. On the embedded PGlite (one
 * process, no server statistics): version, size, tables and the data directory; `server` is null.
 */
import { sql } from 'drizzle-orm';
import type { DbMonitor } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows?: Row[] }).rows ?? [];
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** The driver behind the Drizzle handle: PGlite's client has `waitReady`, node-postgres's pool does not. */
function clientOf(db: Db): { kind: 'pglite' | 'postgres'; dataDir: string | null } {
  const client = (db as unknown as { $client?: { waitReady?: unknown; dataDir?: string } }).$client;
  if (client && 'waitReady' in client) return { kind: 'pglite', dataDir: client.dataDir ?? null };
  return { kind: 'postgres', dataDir: null };
}

export class DbMonitorService {
  constructor(private readonly db: Db) {}

  private async query(q: ReturnType<typeof sql>): Promise<Row[]> {
    return rowsOf(await this.db.execute(q));
  }

  async get(): Promise<DbMonitor> {
    const { kind, dataDir } = clientOf(this.db);
    const [[head], tables, [count]] = await Promise.all([
      this.query(sql`SELECT version() AS version, current_database() AS name, pg_database_size(current_database()) AS bytes`),
      this.query(sql`
        SELECT relname AS name, pg_total_relation_size(relid) AS bytes, n_live_tup AS rows
        FROM pg_stat_user_tables ORDER BY pg_total_relation_size(relid) DESC, relname LIMIT 10`),
      this.query(sql`SELECT count(*) AS n FROM pg_stat_user_tables`),
    ]);
    const base = {
      kind,
      version: String(head?.version ?? ''),
      databaseName: String(head?.name ?? ''),
      databaseBytes: num(head?.bytes),
      dataDir: kind === 'pglite' ? (dataDir ? `${dataDir}` : null) : null,
      tableCount: num(count?.n),
      largestTables: tables.map((t) => ({ name: String(t.name), totalBytes: num(t.bytes), rows: num(t.rows) })),
    };
    if (kind === 'pglite') return { ...base, server: null, statements: { installed: false, slowest: [] } };
    return { ...base, server: await this.serverStats(), statements: await this.statements() };
  }

  private async serverStats(): Promise<NonNullable<DbMonitor['server']>> {
    const [connections, [stats], [max]] = await Promise.all([
      this.query(sql`
        SELECT coalesce(state, 'background') AS state, count(*) AS n
        FROM pg_stat_activity WHERE datname = current_database() GROUP BY 1 ORDER BY 2 DESC, 1`),
      this.query(sql`
        SELECT blks_hit, blks_read, xact_commit, xact_rollback, deadlocks,
               extract(epoch FROM now() - pg_postmaster_start_time())::bigint AS uptime
        FROM pg_stat_database WHERE datname = current_database()`),
      this.query(sql`SELECT current_setting('max_connections') AS n`),
    ]);
    const hit = num(stats?.blks_hit);
    const read = num(stats?.blks_read);
    return {
      connections: connections.map((c) => ({ state: String(c.state), count: num(c.n) })),
      maxConnections: num(max?.n),
      cacheHitRatio: hit + read > 0 ? Math.round((hit / (hit + read)) * 10000) / 10000 : null,
      commits: num(stats?.xact_commit),
      rollbacks: num(stats?.xact_rollback),
      deadlocks: num(stats?.deadlocks),
      uptimeSeconds: num(stats?.uptime),
    };
  }

  private async statements(): Promise<DbMonitor['statements']> {
    const [ext] = await this.query(sql`SELECT 1 AS present FROM pg_extension WHERE extname = 'pg_stat_statements'`);
    if (!ext) return { installed: false, slowest: [] };
    try {
      const rows = await this.query(sql`
        SELECT s.query, s.calls, s.total_exec_time AS total, s.mean_exec_time AS mean, s.rows
        FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
        WHERE d.datname = current_database() ORDER BY s.mean_exec_time DESC LIMIT 10`);
      const r2 = (v: unknown) => Math.round(num(v) * 100) / 100;
      return {
        installed: true,
        slowest: rows.map((s) => ({ query: String(s.query).slice(0, 2000), calls: num(s.calls), totalMs: r2(s.total), meanMs: r2(s.mean), rows: num(s.rows) })),
      };
    } catch {
      // Installed in the database but not preloaded (shared_preload_libraries): no statistics to read.
      return { installed: false, slowest: [] };
    }
  }
}
