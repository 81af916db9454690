/**
 * PGlite set up once the way Drizzle reads its answers, so that no query carries its own type
 * parsers.
 *
 * Drizzle's PGlite driver hands PGlite a `parsers` option with every statement (timestamps,
 * dates, intervals and their arrays, and numeric[], left as the text the database sent, which
 * Drizzle's columns then map). PGlite merges a query's parsers into its own table, a few hundred
 * types with the array types, by copying the table on every call: about 130 µs a statement, more
 * than PGlite takes to run a `select 1` (measured: docs/performance-hot-paths.md). The same parsers are set on
 * the client once here, and the per-query copy is dropped before it reaches PGlite; what a query
 * answers is unchanged.
 */
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/** The types Drizzle's PGlite driver asks to receive as text (drizzle-orm/pglite/session.js). */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231 /* numeric[] */, 1115 /* timestamp[] */, 1185 /* timestamptz[] */, 1187 /* interval[] */, 1182 /* date[] */];
const asText = (value: string) => value;

type Query = PGlite['query'];
type QueryOptions = Parameters<Query>[2];

function withoutParsers(query: Query): Query {
  return ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, options?.parsers ? { ...options, parsers: undefined } : options)) as Query;
}

/** Call once the client is ready: its array types' parsers are made while it opens. */
export function parseAsDrizzleReads(client: PGlite): void {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  client.query = withoutParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => fn(Object.create(tx, { query: { value: withoutParsers(tx.query.bind(tx) as Query) } }) as Transaction))) as PGlite['transaction'];
}
