/**
 * Opens the embedded database as the server uses it, in the server's thread (client.ts) or on a
 * thread of its own (pglite-worker.mjs). Plain JavaScript so that the worker loads it without a
 * TypeScript loader.
 */
import { PGlite, types } from '@electric-sql/pglite';
// pg_trgm backs the list screens' "contains" searches (migration 0003), as on PostgreSQL.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The types Drizzle's PGlite driver asks to receive as text (drizzle-orm/pglite/session.js), set
 * on the client once. Drizzle also sends them as a `parsers` option with every statement, and
 * PGlite copies its whole parser table (a few hundred types) to merge them: about 130 µs a
 * statement, more than a `select 1` costs PGlite itself (docs/performance.md). In the server's
 * thread that option is dropped before it reaches PGlite (pgliteParsers.ts); the thread's client
 * never sends it.
 */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231 /* numeric[] */, 1115 /* timestamp[] */, 1185 /* timestamptz[] */, 1187 /* interval[] */, 1182 /* date[] */];
const asText = (value) => value;

export async function openPglite({ dataDir, image, sharedBuffers }) {
  const startParams = sharedBuffers ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] : undefined;
  const client = new PGlite({ dataDir, loadDataDir: image, extensions: { pg_trgm }, startParams });
  await client.waitReady;
  // Set once ready: the array types' parsers are made while it opens.
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  return client;
}
