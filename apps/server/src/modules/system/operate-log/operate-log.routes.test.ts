// @postgres: time ranges as wall-clock time in the product's time zone
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, formApi, modelApi, operateLogApi, postApi, tenantApi, userGroupApi } from '@tenon/contracts';
import { readXlsx } from '../../../platform/excel.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { download, grantTenantAdmin, uniq } from '../role/testing/rbac.fixtures.ts';
import { loadConfig } from '../../../config.ts';
import { dateTimeText } from '../../../platform/export-cells.ts';

let t: TestApp;
let admin: Session;
/** The demo tenant 121's administrator, given the operate-log and post permissions. */
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(Permissions.system.operateLog), ...Object.values(Permissions.system.post)]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type OperateLogResp = {
  id: number;
  traceId: string;
  userId: number;
  userNickname: string;
  module: string;
  name: string;
  type: number;
  content: string;
  requestMethod: string;
  requestUrl: string;
  userIp: string;
  userAgent: string;
  startTime: number;
  duration: number;
  resultCode: number;
  resultMsg: string;
};

const as = (s: Session) => ({ token: s.accessToken, tenantId: s.tenantId });
const createPost = (code: string, s = admin) =>
  t.api<number>({ method: 'POST', path: '/system/post/create', body: { code, name: `岗位${code}`, sort: 1, status: 0 }, headers: { 'user-agent': 'operate-log-test' }, ...as(s) });
/** The page as the screen reads it: a write's row is there as soon as its answer arrived. */
const page = (query: Record<string, string | number> = {}, s = admin) =>
  t.call(operateLogApi.page, { query: { pageSize: 100, ...query }, as: s });

describe('what a write call records', () => {
  it('a successful create: module, action, type, user, address, agent, duration and result', async () => {
    const code = uniq('op');
    const before = Date.now();
    expect((await createPost(code)).code).toBe(0);
    const [row] = (await page()).data.list;
    expect(row).toMatchObject({
      module: '岗位管理',
      name: '创建岗位',
      type: 2,
      userId: 1,
      userNickname: '系统管理员',
      requestMethod: 'POST',
      requestUrl: '/tri-real-api/admin-api/system/post/create',
      userIp: '127.0.0.1',
      userAgent: 'operate-log-test',
      resultCode: 0,
      resultMsg: '',
    });
    expect(row!.content).toContain(`"code":"${code}"`);
    expect(row!.duration).toBeGreaterThanOrEqual(0);
    expect(row!.startTime).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.startTime).toBeLessThanOrEqual(Date.now());
    // The request's trace id (platform/trace-id.ts): 32 hex characters.
    expect(row!.traceId).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a failing write records its error code and message', async () => {
    const code = uniq('op');
    await createPost(code);
    expect((await createPost(code)).code).toBe(1002005003);
    const [row] = (await page()).data.list;
    expect(row).toMatchObject({ module: '岗位管理', type: 2, resultCode: 1002005003, resultMsg: '已经存在该标识的岗位' });
  });

  it('never records a password', async () => {
    const password = 'Very$ecret-42';
    await t.callOk(tenantApi.create, { body: { name: uniq('租户'), contactName: '李雷', status: 0, packageId: 111, expireTime: Date.now() + 86_400_000, accountCount: 5, username: uniq('boss'), password }, as: admin });
    const [row] = (await page({ module: '租户管理' })).data.list;
    expect(row).toMatchObject({ name: '创建租户及其管理员账号', type: 2 });
    expect(row!.content).toContain('"password":"******"');
    expect(row!.content).not.toContain(password);
  });

  it('files each write under the module of its endpoint group, the BPM area too', async () => {
    await t.callOk(userGroupApi.create, { body: { name: uniq('组'), memberUserIds: [1], status: 0 }, as: admin });
    await t.callOk(formApi.create, { body: { name: uniq('表单'), status: 0, conf: '{}', fields: [] }, as: admin });
    await t.callOk(modelApi.create, { body: { key: uniq('k_'), name: '记模块名' }, as: admin });
    const modules = (await page()).data.list.slice(0, 3).map((row) => row.module);
    expect(modules).toEqual(['流程模型', '流程表单', '用户分组']);
  });

  it('reads are not recorded; updates, deletes and exports are, by their type', async () => {
    const { total } = (await page()).data;
    await page();
    expect((await page()).data.total).toBe(total);
    const id = (await createPost(uniq('op'))).data;
    await t.call(postApi.delete, { query: { id }, as: admin });
    await t.download(postApi.export, { as: admin });
    const [exported, deleted] = (await page()).data.list;
    expect(deleted).toMatchObject({ name: '删除岗位', type: 4, resultCode: 0 });
    expect(exported).toMatchObject({ name: '导出岗位', type: 5, requestMethod: 'GET' });
  });
});

describe('GET /system/operate-log/page', () => {
  it('filters by outcome, type, module, operator and time; newest first', async () => {
    const all = (await page()).data.list;
    expect(all.length).toBeGreaterThan(1);
    const times = all.map((l) => l.startTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const failed = (await page({ success: 'false' })).data.list;
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((l) => l.resultCode !== 0)).toBe(true);
    const succeeded = (await page({ success: 'true' })).data.list;
    expect(succeeded.length).toBeGreaterThan(0);
    expect(succeeded.every((l) => l.resultCode === 0)).toBe(true);
    expect(failed.length + succeeded.length).toBe(all.length);
    const deletes = (await page({ type: 4 })).data.list;
    expect(deletes.length).toBeGreaterThan(0);
    expect(deletes.every((l) => l.type === 4)).toBe(true);
    expect(new Set((await page({ module: '岗位' })).data.list.map((l) => l.module))).toEqual(new Set(['岗位管理']));
    expect((await page({ userNickname: '管理员' })).data.total).toBe(all.length);
    expect((await page({ userNickname: '没有这个人' })).data.total).toBe(0);
    expect((await page({ 'startTime[0]': '2099-01-01 00:00:00', 'startTime[1]': '2099-12-31 23:59:59' })).data.total).toBe(0);
  });

  it('reads the time range as wall-clock time in the product time zone', async () => {
    const code = uniq('op');
    await createPost(code);
    const at = (offsetMs: number) => dateTimeText(new Date(Date.now() + offsetMs), loadConfig({ NODE_ENV: 'test' }).timeZone);
    const codesIn = async (from: string, to: string) =>
      (await page({ module: '岗位管理', 'startTime[0]': from, 'startTime[1]': to })).data.list.map((l) => l.content);
    expect((await codesIn(at(-60_000), at(60_000))).filter((c) => c.includes(code))).toHaveLength(1);
    expect((await codesIn(at(-7_200_000), at(-3_600_000))).filter((c) => c.includes(code))).toHaveLength(0);
  });

  it('shows another tenant only its own operations', async () => {
    await createPost(uniq('op'), other);
    const theirs = (await page({}, other)).data.list;
    expect(theirs.length).toBeGreaterThan(0);
    expect(new Set(theirs.map((l) => l.userId))).toEqual(new Set([110]));
  });

  it('answers 403 to a user without the permission', async () => {
    expect((await page({}, await t.login('test', 'test123'))).code).toBe(403);
  });
});

describe('GET /system/operate-log/export', () => {
  it('answers 操作日志.xlsx with the filtered operations, the type by its dictionary label', async () => {
    const res = await t.download(operateLogApi.export, { query: { success: false }, as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('操作日志.xlsx'));
    const rows = (await readXlsx(res.rawPayload)).map((r) => r.values);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ 操作模块: '岗位管理', 操作名: '创建岗位', 操作类型: '新增', 操作人: '系统管理员', 操作结果: '失败', 结果码: '1002005003' });
    expect(rows[0]!.操作时间).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
