// @postgres: the skip scan over a column's index (a recursive statement), and the address and operator lists' triggers (row-level security on PostgreSQL), on both databases
/**
 * "Contains" among a column's few values answers the rows a plain ILIKE answers: case-insensitive,
 * the text taken literally, nothing for a text no value holds, the caller's rows only (`within`),
 * and a plain ILIKE once the column holds more values than it reads. The same for values listed in
 * a table of their own (访问日志's addresses, 操作日志's operators per tenant), which its triggers
 * keep: a value comes with its first row and goes with its last.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { testApp, type TestApp } from '../test/testApp.ts';
import { infraJobLog } from '../modules/infra/job/job.schema.ts';
import { operateLog, operateLogOperator } from '../modules/system/operate-log/operate-log.schema.ts';
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

describe('contains among listed values (操作日志’s operators, per tenant)', () => {
  const NAMES = ['列名甲', '列名乙', 'LISTED_op', '列名100%'];
  const row = (userNickname: string, tenantId: number) => ({
    tenantId, userId: 1, userNickname, module: '列名', name: 'listed', type: 1, requestMethod: 'POST', requestUrl: '/listed', startTime: Date.now(), duration: 1, resultCode: 0,
  });
  /** The tenant's rows of this test under a condition, as the page reads them (its tenant only). */
  const operatorIds = async (tenantId: number, condition: SQL | undefined) =>
    (await t.db.select({ id: operateLog.id }).from(operateLog).where(and(eq(operateLog.tenantId, tenantId), eq(operateLog.module, '列名'), condition)).orderBy(operateLog.id)).map((r) => r.id);
  const listed = async (tenantId: number) =>
    (await t.db.select().from(operateLogOperator).where(eq(operateLogOperator.tenantId, tenantId))).map((r) => r.userNickname).filter((n) => /列名|LISTED/.test(n)).sort();
  const search = (tenantId: number, text: string, maxValues?: number) =>
    containsAmongListed(t.db, operateLog.userNickname, operateLogOperator.userNickname, text, { within: eq(operateLogOperator.tenantId, tenantId), maxValues });

  // Written through the server's own pool, in each row's tenant, as the operate-log writer does: on
  // PostgreSQL the triggers run under the list's row-level policy, in that tenant.
  beforeAll(async () => {
    const serverDb = t.app.database.db;
    await withinTenant(1, () => serverDb.insert(operateLog).values(NAMES.flatMap((n, i) => Array.from({ length: 1 + i }, () => row(n, 1)))));
    await withinTenant(121, () => serverDb.insert(operateLog).values([row('列名甲', 121), row('列名丙', 121)]));
  });

  it('lists each tenant’s operators once, with their first row', async () => {
    expect(await listed(1)).toEqual([...NAMES].sort());
    expect(await listed(121)).toEqual(['列名丙', '列名甲']);
  });

  it.each(['列名', '甲', 'listed', '100%', '_op', 'nothing like it'])('finds what ILIKE finds for %j, in the tenant’s rows', async (text) => {
    for (const tenantId of [1, 121]) {
      expect(await operatorIds(tenantId, await search(tenantId, text))).toEqual(await operatorIds(tenantId, containsText(operateLog.userNickname, text)));
    }
  });

  it('names only the tenant’s own operators, and falls back to ILIKE past the values it reads', async () => {
    expect(new PgDialect().sqlToQuery((await search(1, '列名'))!).params.sort()).toEqual(['列名100%', '列名乙', '列名甲']);
    expect(new PgDialect().sqlToQuery((await search(121, '列名'))!).params.sort()).toEqual(['列名丙', '列名甲']);
    const many = await search(1, '列名', 2);
    expect(new PgDialect().sqlToQuery(many!).sql).toMatch(/ILIKE/);
    expect(await operatorIds(1, many)).toHaveLength(1 + 2 + 4);
  });

  it('drops an operator with the tenant’s last row that names them, and only then', async () => {
    const serverDb = t.app.database.db;
    await withinTenant(121, () => serverDb.delete(operateLog).where(and(eq(operateLog.userNickname, '列名甲'), eq(operateLog.tenantId, 121))));
    expect(await listed(121)).toEqual(['列名丙']);
    expect(await listed(1)).toContain('列名甲');
    expect(await operatorIds(1, await search(1, '列名甲'))).toHaveLength(1);
    await withinTenant(1, () => serverDb.delete(operateLog).where(and(eq(operateLog.userNickname, '列名乙'), eq(operateLog.tenantId, 1))));
    expect(await listed(1)).not.toContain('列名乙');
    expect(await operatorIds(1, await search(1, '列名乙'))).toEqual([]);
  });
});
