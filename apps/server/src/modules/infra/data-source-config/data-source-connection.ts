/**
 * A connection to an administrator's PostgreSQL: the host resolved and checked by the outbound
 * policy at every connection, and the socket opened to the address just checked (a name
 * re-pointed after the save reaches nothing refused; docs/security.md); the name kept for TLS.
 * Short timeouts, every transaction read-only, and the client always ended.
 */
import net from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { ErrorCodes } from '@tenon/contracts';
import { ServiceError, serviceError } from '../../../platform/errors.ts';
import { OutboundRefused, normalHost, type OutboundPolicy } from '../../../platform/outbound-policy.ts';
import type { SqlRunner } from './catalogue-queries.ts';
import { parseDataSourceUrl } from './data-source-url.ts';

const CONNECT_TIMEOUT_MS = 5_000;
const STATEMENT_TIMEOUT_MS = 10_000;

export interface DataSourceLogin {
  url: string;
  username: string;
  /** Plain text (opened from its seal), empty for none. */
  password: string;
}

/**
 * Runs `work` on a fresh read-only connection to `login`'s database and ends it. A URL we cannot
 * use or a host the policy refuses is DATA_SOURCE_CONFIG_URL_INVALID with the reason; any failure
 * to connect (unknown host, refused, timeout, bad password, no such database) is
 * DATA_SOURCE_CONFIG_NOT_OK, the reference's fixed words: nothing the far end says is shown.
 */
export async function withDataSource<T>(outbound: Pick<OutboundPolicy, 'resolve'>, login: DataSourceLogin, work: (run: SqlRunner) => Promise<T>): Promise<T> {
  const target = parseDataSourceUrl(login.url);
  if ('problem' in target) throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_URL_INVALID, target.problem);
  let address: string | undefined;
  try {
    [address] = await outbound.resolve(target.host);
  } catch (err) {
    if (err instanceof OutboundRefused) throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_URL_INVALID, `不允许连接：${err.message}`);
    throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_NOT_OK);
  }
  if (!address) throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_NOT_OK);
  const name = normalHost(target.host);
  const client = new pg.Client({
    host: address,
    port: target.port,
    database: target.database,
    user: login.username,
    password: login.password,
    ssl: target.ssl === 'disable' ? false : { servername: net.isIP(name) ? undefined : name, rejectUnauthorized: target.ssl === 'verify-full' },
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS,
    options: `-c default_transaction_read_only=on -c statement_timeout=${STATEMENT_TIMEOUT_MS}`,
    application_name: 'tenon-data-source',
  });
  // A connection dropped by the far end must not surface as an uncaught error.
  client.on('error', () => {});
  try {
    try {
      await client.connect();
    } catch {
      throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_NOT_OK);
    }
    const db = drizzle({ client });
    return await work((query) => db.execute(query));
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_NOT_OK);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Whether `login` can be connected to: a trivial read, refused in the words above. */
export async function checkDataSource(outbound: Pick<OutboundPolicy, 'resolve'>, login: DataSourceLogin): Promise<void> {
  await withDataSource(outbound, login, async (run) => {
    await run(sql`SELECT 1`);
  });
}
