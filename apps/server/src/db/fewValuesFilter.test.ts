// @postgres: the skip scan over a column's index (a recursive statement), and the address list's triggers (row-level security on PostgreSQL), on both databases
/**
 * "Contains" among a column's few values answers the rows a plain ILIKE answers: case-insensitive,
 * the text taken literally, nothing for a text no value holds, the caller's rows only (`within`),
 * and a plain ILIKE once the column holds more values than it reads. The same for values listed in
 * a table of their own (访问日志's addresses), which its triggers keep: an address comes with its
 * first row and goes with its last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { testApp, type TestApp } from '../test/testApp.ts';
import { infraJobLog } from '../modules/infra/job/job.schema.ts';
import { operateLog } from '../modules/system/operate-log/operate-log.schema.ts';
import { apiAccessLog, apiAccessLogUrl } from '../modules/infra/api-log/api-log.schema.ts';
import { acrossTenants, withinTenant } from './tenantContext.ts';
import { containsAmongFew, containsAmongListed } from './fewValuesFilter.ts';
import { containsText } from './textFilter.ts';

let t: TestApp;
const HANDLERS = ['fewAlphaHandler', 'fewBetaHandler', 'fewGammaJob', 'few100%Handler', 'few_underscoreJob'];

beforeAll(async () => {
  t = await testApp();
  await t.db.insert(infraJobLog).values(
    HANDLERS.flatMap((handlerName, i) => Array.from({ length: 3 + i }, () => ({ jobId: 8800 + i, handlerName, executeIndex: 1, beginTime: Date.now(), status: 1 }))),
  );
  await t.db.execute(sql`
    INSERT INTO system_operate_log (tenant_id, user_id, user_type, user_nickname, module, name, type, request_method, request_url, start_time, duration, result_code)
    VALUES (1, 1, 2, 'few', '少数模块甲', 'few', 1, 'POST', '/few', now(), 1, 0),
           (121, 1, 2, 'few', '少数模块乙', 'few', 1, 'POST', '/few', now(), 1, 0)`);
}, 60_000);
afterAll(() => t.close());

/** The job log's ids under a condition, among this test's rows. */
const idsWhere = async (condition: SQL | undefined) =>
  (await t.db.select({ id: infraJobLog.id }).from(infraJobLog).where(and(like(infraJobLog.handlerName, 'few%'), condition)).orderBy(infraJobLog.id)).map((r) => r.id);

describe('contains among few values', () => {
  it.each(['handler', 'HANDLER', 'fewG', '100%', '_under', 'few', 'nothing like it'])('finds what ILIKE finds for %j', async (text) => {
    const few = await containsAmongFew(t.db, infraJobLog.handlerName, text);
    expect(await idsWhere(few)).toEqual(await idsWhere(containsText(infraJobLog.handlerName, text)));
  });

  it('names the matching values as an equality, and answers none for a text no value holds', async () => {
    const condition = await containsAmongFew(t.db, infraJobLog.handlerName, '100%');
    expect(new PgDialect().sqlToQuery(condition!).params).toEqual(['few100%Handler']);
    expect(await idsWhere(condition)).toHaveLength(6);
    expect(await idsWhere(await containsAmongFew(t.db, infraJobLog.handlerName, '100_'))).toEqual([]);
    expect(await containsAmongFew(t.db, infraJobLog.handlerName, '   ')).toBeUndefined();
  });

  it('reads only the values of the rows it is given (a tenant’s modules)', async () => {
    const modules = async (tenantId: number) => {
      const within = eq(operateLog.tenantId, tenantId);
      const condition = await containsAmongFew(t.db, operateLog.module, '少数模块', { within });
      return (await t.db.select({ module: operateLog.module }).from(operateLog).where(and(within, condition))).map((r) => r.module);
    };
    expect(await modules(1)).toEqual(['少数模块甲']);
    expect(await modules(121)).toEqual(['少数模块乙']);
  });

  it('falls back to a plain ILIKE when the column holds more values than it reads', async () => {
    const few = await containsAmongFew(t.db, infraJobLog.handlerName, 'Handler', { maxValues: 2 });
    expect(new PgDialect().sqlToQuery(few!).sql).toMatch(/ILIKE/);
    expect(await idsWhere(few)).toEqual(await idsWhere(containsText(infraJobLog.handlerName, 'Handler')));
    expect(await idsWhere(few)).toHaveLength(3 + 4 + 6);
  });
});

describe('contains among listed values (访问日志’s addresses)', () => {
  const ADDRESSES = ['/listed/alpha/page', '/listed/ALPHA/get', '/listed/beta/100%', '/listed/under_score'];
  const row = (requestUrl: string, tenantId = 1) => ({
    tenantId, applicationName: 'listed-test', requestUrl, beginTime: Date.now(), endTime: Date.now(), duration: 1,
  });
  const addressIds = async (condition: SQL | undefined) =>
    acrossTenants(async () =>
      (await t.db.select({ id: apiAccessLog.id }).from(apiAccessLog).where(and(like(apiAccessLog.requestUrl, '/listed/%'), condition)).orderBy(apiAccessLog.id)).map((r) => r.id),
    );
  const listed = async () => (await t.db.select().from(apiAccessLogUrl).where(like(apiAccessLogUrl.requestUrl, '/listed/%'))).map((r) => r.requestUrl).sort();
  const search = (text: string, maxValues?: number) => containsAmongListed(t.db, apiAccessLog.requestUrl, apiAccessLogUrl.requestUrl, text, { maxValues });

  beforeAll(() => acrossTenants(() => t.db.insert(apiAccessLog).values(ADDRESSES.flatMap((a, i) => Array.from({ length: 1 + i }, () => row(a))))));

  it('lists each address once, with its first row', async () => {
    expect(await listed()).toEqual([...ADDRESSES].sort());
  });

  it.each(['alpha', 'ALPHA/', '100%', '_score', '/listed/', 'nothing like it'])('finds what ILIKE finds for %j', async (text) => {
    const condition = await search(text);
    expect(await addressIds(condition)).toEqual(await addressIds(containsText(apiAccessLog.requestUrl, text)));
  });

  it('names the matching addresses as an equality, and falls back to ILIKE past the values it reads', async () => {
    expect(new PgDialect().sqlToQuery((await search('beta'))!).params).toEqual(['/listed/beta/100%']);
    const many = await search('/listed/', 2);
    expect(new PgDialect().sqlToQuery(many!).sql).toMatch(/ILIKE/);
    expect(await addressIds(many)).toHaveLength(1 + 2 + 3 + 4);
  });

  it('drops an address with its last row, and only then', async () => {
    const address = '/listed/goes/away';
    await acrossTenants(() => t.db.insert(apiAccessLog).values([row(address, 1), row(address, 121)]));
    expect(await listed()).toContain(address);
    // One tenant's rows go, through the server's own pool (a tenant removed; on PostgreSQL its
    // row-level policy hides the other tenant's rows from the trigger's check unless that runs as
    // the tables' owner); the other's still have the address.
    const serverDb = t.app.database.db;
    await withinTenant(1, () => serverDb.delete(apiAccessLog).where(and(eq(apiAccessLog.requestUrl, address), eq(apiAccessLog.tenantId, 1))));
    expect(await listed()).toContain(address);
    expect(await addressIds(await search('goes/away'))).toHaveLength(1);
    await acrossTenants(() => t.db.delete(apiAccessLog).where(eq(apiAccessLog.requestUrl, address)));
    expect(await listed()).not.toContain(address);
    expect(await addressIds(await search('goes/away'))).toEqual([]);
  });
});
