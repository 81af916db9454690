/**
 * PGlite in the server's thread without the type parsers Drizzle's PGlite driver sends with every
 * statement (timestamps, dates, intervals and their arrays, and numeric[], as text): PGlite merges
 * a query's parsers by copying its whole parser table, about 130 µs a statement (measured:
 * docs/performance-hot-paths.md). `openPglite` (pglite-open.mjs) sets the same parsers on the
 * client once, so what a query answers is unchanged.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';

type Query = PGlite['query'];
type QueryOptions = Parameters<Query>[2];

function withoutParsers(query: Query): Query {
  return ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, options?.parsers ? { ...options, parsers: undefined } : options)) as Query;
}

/** The client, its queries and its transactions' queries dropping the per-statement parsers. */
export function withoutDrizzleParsers(client: PGlite): PGlite {
  client.query = withoutParsers(client.query.bind(client));
  const transaction = client.transaction.bind(client);
  client.transaction = ((fn: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => fn(Object.create(tx, { query: { value: withoutParsers(tx.query.bind(tx) as Query) } }) as Transaction))) as PGlite['transaction'];
  return client;
}
