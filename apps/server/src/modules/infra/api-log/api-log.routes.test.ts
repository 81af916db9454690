// @postgres: the batch insert through unnest of one array per column, the conditional status update
/**
 * 访问日志 and 错误日志 over HTTP: every call of both APIs becomes a row (secrets masked, the
 * trace id the answer's X-Trace-Id carries, the envelope's outcome), the health probe does not,
 * an unexpected failure becomes an error row with its stack, the lists' filters, 处理/忽略 once,
 * the exports, and the refusals for other tenants and callers without the permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  API_BASE,
  APP_API_BASE,
  ApiErrorLogProcessStatus,
  apiAccessLogApi,
  apiErrorLogApi,
  healthApi,
  memberAuthApi,
  memberUserApi,
  notifyMessageApi,
  postApi,
  type ApiAccessLog,
} from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { readXlsx } from '../../../platform/excel.ts';

let t: TestApp;
let admin: Session;
let plain: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  [admin, plain, other] = await Promise.all([t.login(), t.loginPlain(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

/** The rows are written after the answer, in batches: let the hook run, then write what waits. */
async function settle() {
  await new Promise((r) => setTimeout(r, 20));
  await t.app.apiLogs.flush();
}

type AccessQuery = NonNullable<Parameters<typeof t.callOk<typeof apiAccessLogApi.page>>[1]>['query'];
const accessRows = async (query: AccessQuery = {}) => (await t.callOk(apiAccessLogApi.page, { query: { pageSize: 100, ...query }, as: admin })).list;

/** The access row of a call, by the trace id its answer carried. */
const byTrace = async (traceId: string): Promise<ApiAccessLog | undefined> => {
  await settle();
  return (await accessRows()).find((r) => r.traceId === traceId);
};

describe('访问日志', () => {
  it('the first start shows the demo rows', async () => {
    const { list } = await t.callOk(apiAccessLogApi.page, { query: { applicationName: 'tenon' }, as: admin });
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]).toMatchObject({ applicationName: 'tenon-server', userType: 2 });
    const errors = await t.callOk(apiErrorLogApi.page, { query: {}, as: admin });
    expect(errors.list.some((e) => e.processStatus === ApiErrorLogProcessStatus.INIT && e.exceptionStackTrace.includes('at '))).toBe(true);
  });

  it('records a call with its caller, outcome and the trace id the answer carries', async () => {
    const res = await t.download(postApi.page, { query: { pageNo: 1, pageSize: 5, name: '董事' }, as: admin });
    const traceId = String(res.headers['x-trace-id']);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    const row = await byTrace(traceId);
    expect(row).toMatchObject({
      traceId,
      userId: 1,
      userType: 2,
      applicationName: 'tenon-server',
      requestMethod: 'GET',
      requestUrl: `${API_BASE}${postApi.page.path}`,
      resultCode: 0,
      resultMsg: '',
    });
    expect(JSON.parse(row!.requestParams)).toEqual({ query: { pageNo: 1, pageSize: 5, name: '董事' } });
    expect(row!.endTime - row!.beginTime).toBe(row!.duration);
  });

  it('keeps a valid incoming X-Trace-Id and ignores anything else', async () => {
    const mine = 'abcdef0123456789abcdef0123456789';
    const kept = await t.download(postApi.page, { as: admin, headers: { 'x-trace-id': mine } });
    expect(kept.headers['x-trace-id']).toBe(mine);
    expect(await byTrace(mine)).toMatchObject({ traceId: mine });
    const ignored = await t.download(postApi.page, { as: admin, headers: { 'x-trace-id': 'a b<script>' } });
    expect(ignored.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('records awkward text exactly: quotes, backslashes, braces, commas, the word NULL, Chinese and emoji', async () => {
    // The batch binds each column as one array, whose text form quotes and escapes these.
    const awkward = `he said "hi", {a,b} \\ NULL 董事 😀`;
    const res = await t.download(postApi.page, { query: { name: awkward }, as: admin, headers: { 'user-agent': awkward } });
    const row = await byTrace(String(res.headers['x-trace-id']));
    expect(row!.userAgent).toBe(awkward);
    expect(JSON.parse(row!.requestParams).query.name).toBe(awkward);
  });

  it('masks secrets and records a refusal with the envelope’s code and message', async () => {
    const res = await t.download({ ...postApi.page, method: 'POST', path: '/system/auth/login' } as never, { body: { username: 'admin', password: 'wrong-secret-1' } as never, tenantId: 1 });
    const row = await byTrace(String(res.headers['x-trace-id']));
    expect(row).toMatchObject({ requestMethod: 'POST', userId: 0, userType: 0, resultCode: 1002000000 });
    expect(row!.resultMsg).toBe(res.json().msg);
    expect(row!.requestParams).toContain('"password":"******"');
    expect(row!.requestParams).not.toContain('wrong-secret-1');
  });

  it('records the members’ API with the member as caller', async () => {
    const login = await t.call(memberAuthApi.login, { body: { mobile: '15601691300', password: 'member123' }, tenantId: 1 });
    expect(login.code).toBe(0);
    const res = await t.download(memberUserApi.get, { as: { accessToken: login.data.accessToken }, tenantId: 1 });
    const row = await byTrace(String(res.headers['x-trace-id']));
    expect(row).toMatchObject({ userType: 1, requestUrl: `${APP_API_BASE}${memberUserApi.get.path}`, resultCode: 0 });
    expect(row!.userId).toBeGreaterThan(0);
  });

  it('does not record the health and readiness probes, nor the bell’s polled unread count', async () => {
    for (const probe of [healthApi.health, healthApi.ready]) {
      const res = await t.download(probe, { tenantId: null });
      await settle();
      expect(await byTrace(String(res.headers['x-trace-id']))).toBeUndefined();
    }
    const polled = await t.download(notifyMessageApi.getUnreadCount, { as: admin });
    expect(polled.statusCode).toBe(200);
    expect(await byTrace(String(polled.headers['x-trace-id']))).toBeUndefined();
    // The list the bell opens is asked by a person, and is recorded.
    const opened = await t.download(notifyMessageApi.getUnreadList, { as: admin });
    expect(await byTrace(String(opened.headers['x-trace-id']))).toMatchObject({ requestUrl: `${API_BASE}${notifyMessageApi.getUnreadList.path}` });
  });

  it('filters by caller, type, url, time, duration (at least) and result code', async () => {
    // A refusal (403) to filter by its result code.
    await t.call(postApi.page, { query: {}, as: plain });
    await settle();
    const rows = await accessRows({ userId: 1, userType: 2, requestUrl: '/system/post/PAGE' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userId === 1 && r.requestUrl.endsWith('/system/post/page'))).toBe(true);
    // Newest first.
    expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id)].sort((a, b) => b - a));
    const refused = await accessRows({ resultCode: 403 });
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((r) => r.resultCode === 403)).toBe(true);
    const slow = await accessRows({ duration: 1_000_000 });
    expect(slow).toEqual([]);
    const all = await accessRows({ duration: 0 });
    expect(all.length).toBeGreaterThan(0);
    expect(await accessRows({ beginTime: ['2000-01-01 00:00:00', '2000-01-02 00:00:00'] })).toEqual([]);
    expect((await accessRows({ beginTime: ['2000-01-01 00:00:00', '2999-01-01 00:00:00'] })).length).toBeGreaterThan(0);
  });

  it('lists a time range newest first by its time', async () => {
    await settle();
    const [newest, older] = await accessRows({ pageSize: 2 });
    // Two rows whose times disagree with their ids (an instance whose batch waited, a clock set back).
    await t.db.execute(sql`UPDATE infra_api_access_log SET begin_time = '2001-01-01T00:00:00Z' WHERE id = ${newest!.id}`);
    await t.db.execute(sql`UPDATE infra_api_access_log SET begin_time = '2001-06-01T00:00:00Z' WHERE id = ${older!.id}`);
    const ids = async (query: AccessQuery) => (await accessRows(query)).map((r) => r.id);
    expect(await ids({ beginTime: ['2000-01-01 00:00:00', '2002-01-01 00:00:00'] })).toEqual([older!.id, newest!.id]);
    const byId = await ids({});
    expect(byId.indexOf(newest!.id)).toBeLessThan(byId.indexOf(older!.id));
  });

  it('exports under the filters', async () => {
    const file = await t.download(apiAccessLogApi.export, { query: { requestUrl: '/system/post/page' }, as: admin });
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('API 访问日志.xlsx'));
    const sheet = await readXlsx(file.rawPayload);
    expect(sheet.length).toBeGreaterThan(0);
    expect(sheet.every((r) => r.values['请求地址'] === `${API_BASE}/system/post/page` && r.values['用户类型'] === '管理员')).toBe(true);
    expect(sheet[0]!.values).toHaveProperty('执行时长（毫秒）');
  });
});

describe('错误日志', () => {
  /** A post's insert that fails inside the database: an unexpected error, answered 500. */
  async function failingCall() {
    await t.db.execute(sql`ALTER TABLE system_post ADD CONSTRAINT tenon_test_no_post CHECK (sort < 0) NOT VALID`);
    try {
      const res = await t.download(postApi.create, { body: { code: 'boom', name: '失败的岗位', sort: 1, status: 0 }, as: admin });
      expect(res.json()).toMatchObject({ code: 500 });
      return String(res.headers['x-trace-id']);
    } finally {
      await t.db.execute(sql`ALTER TABLE system_post DROP CONSTRAINT tenon_test_no_post`);
    }
  }

  it('records an unexpected failure with its exception, root cause, stack and first frame', async () => {
    const traceId = await failingCall();
    await settle();
    const { list } = await t.callOk(apiErrorLogApi.page, { query: { requestUrl: '/system/post/create' }, as: admin });
    const row = list.find((r) => r.traceId === traceId)!;
    expect(row).toMatchObject({ userId: 1, userType: 2, requestMethod: 'POST', processStatus: ApiErrorLogProcessStatus.INIT, processTime: null, applicationName: 'tenon-server' });
    expect(row.exceptionName).not.toBe('');
    expect(row.exceptionRootCauseMessage).toContain('tenon_test_no_post');
    expect(row.exceptionStackTrace).toContain('\n    at ');
    expect(row.exceptionFileName).not.toBe('');
    expect(row.exceptionLineNumber).toBeGreaterThan(0);
    expect(JSON.parse(row.requestParams)).toMatchObject({ body: { code: 'boom' } });
    // The access log has the call too, with the envelope's 500.
    expect((await accessRows({ resultCode: 500 })).some((r) => r.traceId === traceId)).toBe(true);
  });

  it('marks a pending row 已处理 or 已忽略 once, stamped with who and when', async () => {
    const traceId = await failingCall();
    await settle();
    const rowOf = async () => (await t.callOk(apiErrorLogApi.page, { query: { pageSize: 100 }, as: admin })).list.find((r) => r.traceId === traceId)!;
    const { id } = await rowOf();
    expect(await t.call(apiErrorLogApi.updateStatus, { query: { id, processStatus: ApiErrorLogProcessStatus.DONE }, as: admin })).toMatchObject({ code: 0, data: true });
    const done = await rowOf();
    expect(done).toMatchObject({ processStatus: 1, processUserId: 1 });
    expect(done.processTime).toBeGreaterThan(Date.now() - 60_000);
    expect(await t.call(apiErrorLogApi.updateStatus, { query: { id, processStatus: ApiErrorLogProcessStatus.IGNORE }, as: admin })).toMatchObject({ code: 1001002001, msg: 'API 错误日志已处理' });
    expect(await t.call(apiErrorLogApi.updateStatus, { query: { id: 999_999, processStatus: 1 }, as: admin })).toMatchObject({ code: 1001002000, msg: 'API 错误日志不存在' });
    expect((await t.api({ method: 'PUT', path: apiErrorLogApi.updateStatus.path, query: { id, processStatus: 0 }, token: admin.accessToken })).code).toBe(400);
    const pending = await t.callOk(apiErrorLogApi.page, { query: { processStatus: 0 }, as: admin });
    expect(pending.list.every((r) => r.processStatus === 0)).toBe(true);
    expect(pending.list.some((r) => r.id === id)).toBe(false);
  });

  it('exports with the status as its label', async () => {
    const file = await t.download(apiErrorLogApi.export, { query: { processStatus: 1 }, as: admin });
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('API 错误日志.xlsx'));
    const sheet = await readXlsx(file.rawPayload);
    expect(sheet.length).toBeGreaterThan(0);
    expect(sheet.every((r) => r.values['处理状态'] === '已处理' && r.values['异常堆栈']!.includes('at '))).toBe(true);
  });
});

describe('refusals', () => {
  it('answers other tenants that these are the system tenant’s', async () => {
    const refused = { code: 403, msg: '只有系统租户的用户可以进行该操作' };
    expect(await t.call(apiAccessLogApi.page, { query: {}, as: other })).toMatchObject(refused);
    expect(await t.call(apiErrorLogApi.page, { query: {}, as: other })).toMatchObject(refused);
    expect(await t.call(apiErrorLogApi.updateStatus, { query: { id: 1, processStatus: 1 }, as: other })).toMatchObject(refused);
    expect((await t.download(apiAccessLogApi.export, { as: other })).json()).toMatchObject(refused);
  });

  it('answers 403 to a user without the permission', async () => {
    expect((await t.call(apiAccessLogApi.page, { query: {}, as: plain })).code).toBe(403);
    expect((await t.call(apiErrorLogApi.page, { query: {}, as: plain })).code).toBe(403);
    expect((await t.call(apiErrorLogApi.updateStatus, { query: { id: 1, processStatus: 1 }, as: plain })).code).toBe(403);
    expect((await t.download(apiErrorLogApi.export, { as: plain })).json()).toMatchObject({ code: 403 });
  });
});

describe('API_LOG off', () => {
  it('records no access rows; the answer still carries its trace id', async () => {
    const quiet = await testApp({ apiLog: false });
    try {
      const session = await quiet.login();
      const res = await quiet.download(postApi.page, { as: session });
      expect(res.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
      await new Promise((r) => setTimeout(r, 20));
      await quiet.app.apiLogs.flush();
      const found = await quiet.db.execute(sql`SELECT count(*)::int AS n FROM infra_api_access_log WHERE trace_id = ${String(res.headers['x-trace-id'])}`);
      expect(JSON.stringify(found)).toContain('"n":0');
    } finally {
      await quiet.close();
    }
  });
});
