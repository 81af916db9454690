/**
 * Opens the database: embedded PGlite in `DATA_DIR` by default, PostgreSQL when a URL is given.
 * Everything above this file sees one Drizzle `Db` type and the same SQL dialect, so the two
 * differ only in the driver chosen here and in the migrator that matches it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './pglite-lock.ts';

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
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /** PGlite only: start from this `dump()` instead of an empty database (the tests' seeded image). */
  image?: Blob;
  /** PostgreSQL only: row-level security (`DB_RLS`, on unless false): the pool runs as the policies' role. */
  rls?: boolean;
  /** Called with every statement Drizzle sends: the statement-count tests. */
  onStatement?: (sql: string) => void;
  /** PGlite only: run it on a thread of its own (`PGLITE_THREAD`, on unless false; pgliteThread.ts). */
  pgliteThread?: boolean;
}): Promise<Database> {
  const logger = opts.onStatement && { logQuery: (sql: string) => opts.onStatement!(sql) };
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const { TenantPool } = await import('./tenantPool.ts');
    // Migrations run as the URL's user (the tables' owner); the server's pool, with row-level
    // security on, as the application role the policies bind (tenantPool.ts, docs/security.md).
    const owner = new pg.Client({ connectionString: opts.databaseUrl });
    await owner.connect();
    try {
      await migrate(drizzle({ client: owner }) as never, { migrationsFolder });
    } finally {
      await owner.end();
    }
    const pool = opts.rls === false ? new pg.Pool({ connectionString: opts.databaseUrl, max: 10 }) : new TenantPool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle({ client: pool, logger }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
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
  let client: PgliteClient;
  let db: Db;
  try {
    client = opts.pgliteThread ? await openOnThread(dir, opts.image, sharedBuffers) : await openInProcess(dir, opts.image, sharedBuffers);
    db = drizzle({ client: client as never, logger }) as unknown as Db;
    await migrate(db as never, { migrationsFolder });
  } catch (e) {
    unlock();
    throw e;
  }
  // Uncompressed: an image is opened far more often than it is written.
  return { db, kind: 'pglite', close: () => client.close().finally(unlock), dump: () => client.dumpDataDir('none'), failed: client.failed };
}

interface PgliteClient {
  close(): Promise<void>;
  dumpDataDir(compression: 'none'): Promise<Blob>;
  failed?: Promise<Error>;
}

async function openOnThread(dataDir: string | undefined, image: Blob | undefined, sharedBuffers: string | undefined): Promise<PgliteClient> {
  const { PgliteThread } = await import('./pgliteThread.ts');
  const client = new PgliteThread({ dataDir, image: image && (await image.arrayBuffer()), sharedBuffers });
  try {
    await client.waitReady;
  } catch (e) {
    await client.close().catch(() => {});
    throw e;
  }
  return client;
}

async function openInProcess(dataDir: string | undefined, image: Blob | undefined, sharedBuffers: string | undefined): Promise<PgliteClient> {
  const { openPglite } = await import('./pglite-open.mjs');
  const { withoutDrizzleParsers } = await import('./pgliteParsers.ts');
  return withoutDrizzleParsers(await openPglite({ dataDir, image, sharedBuffers }));
}
