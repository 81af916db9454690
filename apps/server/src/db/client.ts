/**
 * Opens the database: embedded PGlite in `DATA_DIR` by default, PostgreSQL when a URL is given.
 * Everything above this file sees one Drizzle `Db` type and the same SQL dialect, so the two
 * differ only in the driver chosen here and in the migrator that matches it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './pglite-lock.ts';
import type { PgliteSession } from './pgliteSession.ts';

/**
 * No schema is handed to Drizzle: queries name their tables (the areas own them, in their
 * `*.schema.ts` files), and the relational `db.query` API is not used.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, which `openDatabase({ image })` opens again. */
  dump?(): Promise<Blob>;
  /** PGlite on its own thread: settles if that thread stops unasked (the server then exits, main.ts). */
  failed?: Promise<Error>;
  /**
   * A statement as the tables' owner, outside any transaction: VACUUM and ANALYZE (tableUpkeep.ts).
   * On PostgreSQL the pool's role (row-level security) may not maintain the tables; the URL's user does.
   */
  maintain(text: string): Promise<Array<Record<string, unknown>>>;
  /**
   * PostgreSQL only: hears of each idle pooled connection lost (the database restarted, an
   * administrator ended it); the pool opens another when next needed. Unheard, node-postgres'
   * pool raises the loss as an error event, which ends the process.
   */
  onConnectionLost?(listener: (err: Error) => void): void;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: start from this `dump()` instead of an empty database (the tests' seeded image). */
  image?: Blob;
  /** PostgreSQL only: row-level security (`DB_RLS`, on unless false): the pool runs as the policies' role. */
  rls?: boolean;
  /** PostgreSQL only: name the statements sent again and again, so each connection parses them once (`DB_PREPARED_STATEMENTS`). */
  preparedStatements?: boolean;
  /** Called with every statement Drizzle sends: the statement-count tests. */
  onStatement?: (sql: string) => void;
  /** PGlite only: on a thread of its own (`PGLITE_THREAD`, the default; pgliteSession.ts), or in this thread. */
  pgliteThread?: boolean;
}): Promise<Database> {
  const logger = opts.onStatement && { logQuery: (sql: string) => opts.onStatement!(sql) };
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { TenantPool } = await import('./tenantPool.ts');
    const { namingClient } = await import('./preparedStatements.ts');
    // Migrations run as the URL's user (the tables' owner); the server's pool, with row-level
    // security on, as the application role the policies bind (tenantPool.ts, docs/security.md).
    const owner = new pg.Client({ connectionString: opts.databaseUrl });
    await owner.connect();
    try {
      await migrate(drizzle({ client: owner }) as never, { migrationsFolder });
    } finally {
      await owner.end();
    }
    const poolConfig = { connectionString: opts.databaseUrl, max: 10, Client: opts.preparedStatements === false ? undefined : namingClient() };
    const pool = opts.rls === false ? new pg.Pool(poolConfig) : new TenantPool(poolConfig);
    const db = drizzle({ client: pool, logger }) as unknown as Db;
    // One connection as the URL's user, opened when first needed and let go when idle.
    const owners = new pg.Pool({ connectionString: opts.databaseUrl, max: 1, idleTimeoutMillis: 10_000 });
    const lost = new Set<(err: Error) => void>();
    for (const p of [pool, owners]) p.on('error', (err) => lost.forEach((listener) => listener(err)));
    return {
      db,
      kind: 'postgres',
      close: () => Promise.all([pool.end(), owners.end()]).then(() => undefined),
      maintain: async (text) => (await owners.query(text)).rows,
      onConnectionLost: (listener) => lost.add(listener),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { openPgliteSession } = await import('./pgliteSession.ts');
  let dir: string | undefined;
  let unlock = () => {};
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(opts.dataDir);
  }
  // No dataDir means an in-memory database (tests). An in-memory database is a test's (a few MB
  // of rows): PostgreSQL's default 128 MB of shared buffers took a third of its start (some
  // 0.45 s a file) to set up, for pages it never needs.
  const sharedBuffers = dir ? undefined : '32MB';
  let client: PgliteSession;
  let db: Db;
  try {
    client = await openPgliteSession({ thread: opts.pgliteThread ?? true, dataDir: dir, image: opts.image, sharedBuffers });
    db = drizzle({ client: client as never, logger }) as unknown as Db;
    await migrate(db as never, { migrationsFolder });
  } catch (e) {
    unlock();
    throw e;
  }
  return {
    db,
    kind: 'pglite',
    close: () => client.close().finally(unlock),
    dump: () => client.dumpDataDir(),
    failed: client.failed,
    maintain: async (text) => ((await db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows,
  };
}
