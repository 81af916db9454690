// @postgres: the skip scan over a column's index (a recursive statement), on both databases
/**
 * "Contains" among a column's few values answers the rows a plain ILIKE answers: case-insensitive,
 * the text taken literally, nothing for a text no value holds, the caller's rows only (`within`),
 * and a plain ILIKE once the column holds more values than it reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { testApp, type TestApp } from '../test/testApp.ts';
import { infraJobLog } from '../modules/infra/job/job.schema.ts';
import { operateLog } from '../modules/system/operate-log/operate-log.schema.ts';
import { containsAmongFew } from './fewValuesFilter.ts';
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
