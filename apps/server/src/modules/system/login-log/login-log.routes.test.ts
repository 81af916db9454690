import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, authApi, loginLogApi } from '@tenon/contracts';
import ExcelJS from 'exceljs';
import { readXlsx } from '../../../platform/excel.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { download, grantTenantAdmin } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
/** The demo tenant 121's administrator, given the login-log permissions for the isolation test. */
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.system.loginLog));
  // One failure and one success per tenant, then the sessions the tests use.
  await attempt('admin', 'wrong-password');
  await attempt('nobody', 'whatever');
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type LoginLogResp = { id: number; logType: number; username: string; result: number; userIp: string; userAgent: string; createTime: number };

const attempt = (username: string, password: string, tenantId = 1) =>
  t.api({ method: 'POST', path: '/system/auth/login', body: { username, password }, tenantId, headers: { 'user-agent': 'login-log-test' } });
const page = (query: Record<string, string | number> = {}, s = admin) =>
  t.call(loginLogApi.page, { query: { pageSize: 100, ...query }, as: s });

describe('GET /system/login-log/page', () => {
  it('lists the tenant’s attempts newest first, successes and failures alike', async () => {
    const { list, total } = (await page()).data;
    expect(total).toBe(list.length);
    expect(list.map((l) => l.id)).toEqual([...list.map((l) => l.id)].sort((a, b) => b - a));
    expect(list[0]).toMatchObject({ logType: 100, username: 'admin', result: 0 });
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'admin', result: 10, userAgent: 'login-log-test', userIp: '127.0.0.1' }),
        expect.objectContaining({ username: 'nobody', result: 10 }),
      ]),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((l) => l.username !== 'admin110')).toBe(true);
  });

  it('filters by outcome, username (contains), address and time', async () => {
    const ok = (await page({ status: 'true' })).data.list;
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.every((l) => l.result === 0)).toBe(true);
    const failed = (await page({ status: 'false' })).data.list;
    expect(failed.map((l) => l.username).sort()).toEqual(['admin', 'nobody']);
    expect((await page({ username: 'obod' })).data.list.map((l) => l.username)).toEqual(['nobody']);
    expect((await page({ userIp: '127.0.0' })).data.total).toBe((await page()).data.total);
    expect((await page({ userIp: '10.9.9' })).data.total).toBe(0);
    expect((await page({ 'createTime[0]': '2099-01-01 00:00:00', 'createTime[1]': '2099-12-31 23:59:59' })).data.total).toBe(0);
    expect((await page({ 'createTime[0]': '2000-01-01 00:00:00', 'createTime[1]': '2098-12-31 23:59:59' })).data.total).toBe((await page()).data.total);
  });

  it('shows a logout too', async () => {
    const s = await t.login('test', 'test123');
    await t.call(authApi.logout, { as: s });
    expect((await page({ username: 'test' })).data.list[0]).toMatchObject({ logType: 200, username: 'test', result: 0 });
  });

  it('shows another tenant only its own attempts', async () => {
    const theirs = (await page({}, other)).data.list;
    expect(theirs.length).toBeGreaterThan(0);
    expect(new Set(theirs.map((l) => l.username))).toEqual(new Set(['admin110']));
  });

  it('answers 403 to a user without the permission', async () => {
    expect((await page({}, await t.login('test', 'test123'))).code).toBe(403);
  });
});

describe('GET /system/login-log/export', () => {
  it('answers 登录日志.xlsx with the filtered attempts, type and result by their dictionary labels', async () => {
    const res = await t.download(loginLogApi.export, { query: { username: 'nobody' }, as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('登录日志.xlsx'));
    const rows = (await readXlsx(res.rawPayload)).map((r) => r.values);
    expect(rows).toEqual([
      expect.objectContaining({ 操作类型: '使用账号登录', 用户名称: 'nobody', 登录地址: '127.0.0.1', 浏览器: 'login-log-test', 登录结果: '账号或密码不正确' }),
    ]);
    expect(rows[0]!.登录日期).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const successes = (await readXlsx((await t.download(loginLogApi.export, { query: { status: true }, as: admin })).rawPayload)).map((r) => r.values);
    expect(new Set(successes.map((r) => r.登录结果))).toEqual(new Set(['成功']));
  });
});

describe('formulas typed into the login form', () => {
  it('reach the export as text a spreadsheet will not run, and read back as typed', async () => {
    const typed = ["=cmd|'/C calc'!A0", '=HYPERLINK("//e.t")', '+1+1', '-2+3', '@SUM(A1)'];
    for (const username of typed) await attempt(username, 'whatever');
    const res = await t.download(loginLogApi.export, { query: { status: false }, as: admin });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).indexOf('用户名称');
    const cells: unknown[] = [];
    sheet.eachRow((row, n) => n > 1 && cells.push(row.getCell(header).value));
    for (const username of typed) expect(cells).toContain(`'${username}`);
    expect(cells.some((c) => typeof c === 'object' && c !== null && 'formula' in c)).toBe(false);
    expect(cells.filter((c) => typeof c === 'string' && /^[=+\-@\t\r]/.test(c))).toEqual([]);
    const read = (await readXlsx(res.rawPayload)).map((r) => r.values.用户名称);
    for (const username of typed) expect(read).toContain(username);
  });
});
