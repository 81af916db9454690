// @postgres: a pooled connection ended under the server (a restart of PostgreSQL, an administrator's pg_terminate_backend)
/**
 * The server outlives the loss of its idle database connections: node-postgres' pool reports each
 * as an error event, which ends a process nobody listens for it in. The loss is logged, and the
 * next request is answered on a new connection. PGlite has no connections to lose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp, type TestApp } from '../test/testApp.ts';

const onPostgres = !!process.env.TEST_DATABASE_URL;
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  if (onPostgres) t = await testApp({ logLevel: 'warn' }, { logStream: { write: (l) => void lines.push(l) } });
});
afterAll(() => t?.close());

describe.runIf(onPostgres)('a lost database connection', () => {
  it('is logged, and the next request is answered on a new one', async () => {
    const admin = await t.login();
    const listUsers = () => t.api<{ total: number }>({ path: '/system/user/page', query: { pageNo: 1, pageSize: 10 }, token: admin.accessToken });
    expect((await listUsers()).code).toBe(0);

    // Every other backend of the test's database: the server's pool, idle between requests.
    const ended = (await t.db.execute(
      sql`SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    )) as unknown as { rows: Array<{ ended: boolean }> };
    const count = ended.rows.filter((r) => r.ended).length;
    expect(count).toBeGreaterThan(0);
    // Each loss heard (a request sent before its notice is read fails, as one in flight would).
    await expect.poll(() => lines.filter((l) => l.includes('a pooled database connection was lost')).length, { timeout: 5_000 }).toBe(count);

    const after = await listUsers();
    expect(after.code).toBe(0);
    expect(after.data.total).toBeGreaterThan(0);
  });
});
