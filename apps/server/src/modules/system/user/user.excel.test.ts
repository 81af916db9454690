/** Export, import template and import of users, through real xlsx files read back with exceljs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { count, eq, sql } from 'drizzle-orm';
import { Permissions, authApi, userApi } from '@tenon/contracts';
import { tenant } from '../tenant/tenant.schema.ts';
import { user } from './user.schema.ts';
import { readXlsx } from '../../../platform/excel.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { createUser, download, grantTenantAdmin, uniq, upload, xlsx } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const HEADERS = ['用户名称', '用户昵称', '部门编号', '邮箱', '手机号码', '性别', '账号状态'];
type ImportResult = { createUsernames: string[]; updateUsernames: string[]; failureUsernames: Record<string, string> };
const userCount = async () => (await t.db.select({ n: count() }).from(user))[0]!.n;
const importFile = async (file: Buffer, updateSupport?: boolean) => {
  const res = await upload(t, admin, file, updateSupport === undefined ? {} : { updateSupport: String(updateSupport) });
  return res.json() as { code: number; data: ImportResult; msg: string };
};
const byUsername = async (username: string) => (await t.db.select().from(user).where(eq(user.username, username)))[0];

describe('GET /system/user/export', () => {
  it('downloads 用户数据.xlsx with the filtered users, labels instead of codes, and local times', async () => {
    const tag = uniq('ex');
    const a = await createUser(t, admin, { username: `${tag}a`, deptId: 103, mobile: '13933330001', email: `${tag}@x.cn` });
    const b = await createUser(t, admin, { username: `${tag}b` });
    await t.call(userApi.update, { body: { id: a.id, username: a.username, nickname: '导出甲', sex: 2 }, as: admin });
    await t.call(userApi.updateStatus, { body: { id: b.id, status: 1 }, as: admin });

    const res = await t.download(userApi.export, { query: { username: tag }, as: admin });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('用户数据.xlsx')}`);
    const rows = await readXlsx(res.rawPayload);
    expect(rows.map((r) => r.values['用户名称'])).toEqual([b.username, a.username]);
    const [rowB, rowA] = rows.map((r) => r.values);
    expect(rowA).toMatchObject({
      用户编号: String(a.id),
      用户昵称: '导出甲',
      部门: '研发部门',
      邮箱: `${tag}@x.cn`,
      手机号码: '13933330001',
      性别: '女',
      状态: '开启',
    });
    expect(rowA!['创建时间']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rowB).toMatchObject({ 性别: '未知', 状态: '关闭' });
    expect(rowB!['部门']).toBe('');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as never);
    expect((wb.worksheets[0]!.getRow(1).values as string[]).slice(1)).toEqual([
      '用户编号', '用户名称', '用户昵称', '部门', '邮箱', '手机号码', '性别', '状态', '最后登录IP', '最后登录时间', '创建时间',
    ]);
  });

  it('answers the JSON envelope, not a file, when the caller may not export', async () => {
    const plain = await t.login('test', 'test123');
    const res = await t.download(userApi.export, { as: plain });
    expect(res.json()).toMatchObject({ code: 403 });
  });
});

describe('an export larger than the cap', () => {
  it('is refused with the count and a hint, while a narrower filter still exports', async () => {
    const before = await userCount();
    await t.db.execute(sql`
      INSERT INTO system_users (tenant_id, username, password, nickname)
      SELECT 1, 'bulkexport' || g, '', '批量' FROM generate_series(1, 50001) g`);
    try {
      const total = (await t.db.select({ n: count() }).from(user).where(eq(user.tenantId, 1)))[0]!.n;
      const res = await t.download(userApi.export, { as: admin });
      expect(res.json()).toEqual({ code: 400, data: null, msg: `符合条件的用户有 ${total} 个，超过单次导出上限 50000 个，请缩小筛选范围后再导出` });
      const narrow = await t.download(userApi.export, { query: { username: 'bulkexport1000' }, as: admin });
      expect((await readXlsx(narrow.rawPayload)).map((r) => r.values['用户名称']).sort()).toEqual(
        ['bulkexport1000', ...Array.from({ length: 10 }, (_, i) => `bulkexport1000${i}`)].sort(),
      );
    } finally {
      await t.db.execute(sql`DELETE FROM system_users WHERE username LIKE 'bulkexport%'`);
    }
    expect(await userCount()).toBe(before);
  });
});

describe('GET /system/user/get-import-template', () => {
  it('downloads 用户导入模板.xlsx whose example row imports as it is', async () => {
    const res = await t.download(userApi.getImportTemplate, { as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('用户导入模板.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!.values)).toEqual(HEADERS);
    expect(rows[0]!.values).toMatchObject({ 用户名称: 'xiaoming', 部门编号: '103', 性别: '男', 账号状态: '开启' });

    const imported = await importFile(res.rawPayload);
    expect(imported).toEqual({ code: 0, msg: '', data: { createUsernames: ['xiaoming'], updateUsernames: [], failureUsernames: {} } });
    expect(await byUsername('xiaoming')).toMatchObject({ nickname: '小明', deptId: 103, sex: 1, status: 0, mobile: '13800138000' });
  });
});

describe('POST /system/user/import', () => {
  it('creates the good rows and reports each bad one with its reason', async () => {
    const tag = uniq('im');
    await createUser(t, admin, { mobile: '13944440000' }); // holds the mobile row 7 asks for
    const file = await xlsx(HEADERS, [
      [`${tag}a`, '导入甲', 104, `${tag}a@x.cn`, '13944440001', '女', '开启'],
      [`${tag}b`, '导入乙', '', '', '', '', '关闭'],
      ['ab', '短账号', '', '', '', '', ''],
      [`${tag}c`, '', '', '', '', '', ''],
      [`${tag}d`, '丁', 110, '', '', '', ''],
      [`${tag}e`, '戊', '', '', '13944440000', '', ''],
      [`${tag}f`, '己', '', 'not-an-email', '', '', ''],
      [`${tag}g`, '庚', '', '', '', '男女', ''],
      [`${tag}a`, '重复', '', '', '', '', ''],
      ['', '无账号', '', '', '', '', ''],
      [`${tag}h`, '辛', 'abc', '', '', '', ''],
      [`${tag}i`, '壬', '', '', '13944440001', '', ''],
    ]);
    const before = await userCount();
    const res = await importFile(file);
    expect(res.code).toBe(0);
    expect(res.data.createUsernames).toEqual([`${tag}a`, `${tag}b`]);
    expect(res.data.updateUsernames).toEqual([]);
    expect(res.data.failureUsernames).toEqual({
      ab: '用户账号格式不正确',
      [`${tag}c`]: '用户昵称不能为空',
      [`${tag}d`]: '当前部门不存在',
      [`${tag}e`]: '手机号已经存在',
      [`${tag}f`]: '邮箱格式不正确',
      [`${tag}g`]: '性别「男女」不正确，可填：男、女',
      '第 10 行': `与第 2 行的用户账号「${tag}a」重复`,
      '第 11 行': '用户账号格式不正确',
      [`${tag}h`]: '部门编号格式不正确，应为正整数',
      // The mobile was taken by row 2 of the same file.
      [`${tag}i`]: '手机号已经存在',
    });
    expect(await userCount()).toBe(before + 2);
    expect(await byUsername(`${tag}a`)).toMatchObject({ nickname: '导入甲', deptId: 104, sex: 2, status: 0, email: `${tag}a@x.cn`, tenantId: 1 });
    expect(await byUsername(`${tag}b`)).toMatchObject({ deptId: null, sex: 0, status: 1 });
  });

  it('gives imported users an unknown random password: they sign in after an administrator resets it', async () => {
    const name = uniq('pw');
    await importFile(await xlsx(HEADERS, [[name, '新人', '', '', '', '', '']]));
    const u = (await byUsername(name))!;
    expect(u.password).toMatch(/^\$argon2id\$/);
    for (const guess of ['123456', 'admin123', name]) {
      expect((await t.call(authApi.login, { body: { username: name, password: guess } })).code).toBe(1002000000);
    }
    await t.call(userApi.updatePassword, { body: { id: u.id, password: 'welcome1' }, as: admin });
    expect((await t.login(name, 'welcome1')).userId).toBe(u.id);
  });

  it('updates existing users only with updateSupport, and signs out a user the file disables', async () => {
    const existing = await createUser(t, admin, { deptId: 103 });
    const session = await t.login(existing.username, existing.password);
    const file = await xlsx(HEADERS, [[existing.username, '改名了', 105, '', '13944440099', '男', '关闭']]);

    const refused = await importFile(file, false);
    expect(refused.data).toEqual({ createUsernames: [], updateUsernames: [], failureUsernames: { [existing.username]: '用户账号已经存在' } });
    expect((await byUsername(existing.username))!.nickname).not.toBe('改名了');

    const updated = await importFile(file, true);
    expect(updated.data).toEqual({ createUsernames: [], updateUsernames: [existing.username], failureUsernames: {} });
    expect(await byUsername(existing.username)).toMatchObject({ nickname: '改名了', deptId: 105, sex: 1, status: 1, mobile: '13944440099' });
    expect((await t.call(authApi.getPermissionInfo, { as: session })).code).toBe(401);
    // The password is not part of an update: the user keeps theirs.
    await t.call(userApi.updateStatus, { body: { id: existing.id, status: 0 }, as: admin });
    expect((await t.login(existing.username, existing.password)).userId).toBe(existing.id);
  });

  it('does not let the file disable the importing user', async () => {
    const res = await importFile(await xlsx(HEADERS, [['admin', '系统管理员', 103, '', '', '男', '关闭']]), true);
    expect(res.data.failureUsernames).toEqual({ admin: '不能停用当前登录的用户' });
    expect((await byUsername('admin'))!.status).toBe(0);
  });

  it("creates users up to the tenant's quota and reports the rest", async () => {
    const [row] = await t.db.select().from(tenant).where(eq(tenant.id, 1));
    const n = (await t.db.select({ n: count() }).from(user).where(eq(user.tenantId, 1)))[0]!.n;
    await t.db.update(tenant).set({ accountCount: n + 1 }).where(eq(tenant.id, 1));
    try {
      const [a, b, c] = [uniq('q'), uniq('q'), uniq('q')];
      const res = await importFile(await xlsx(HEADERS, [a, b, c].map((u) => [u, '配额', '', '', '', '', ''])));
      expect(res.data.createUsernames).toEqual([a]);
      expect(res.data.failureUsernames).toEqual({ [b]: `创建用户失败，原因：超过租户最大租户配额(${n + 1})！`, [c]: `创建用户失败，原因：超过租户最大租户配额(${n + 1})！` });
    } finally {
      await t.db.update(tenant).set({ accountCount: row!.accountCount }).where(eq(tenant.id, 1));
    }
  });

  it("writes into the caller's tenant only: another tenant's username is free there", async () => {
    await grantTenantAdmin(t, 121, 109, [Permissions.system.user.import]);
    const other = await t.login('admin110', 'admin123', 121);
    const res = await upload(t, other, await xlsx(HEADERS, [['admin', '小租户的同名账号', '', '', '', '', '']]));
    expect((res.json() as { data: ImportResult }).data.createUsernames).toEqual(['admin']);
    const admins = await t.db.select().from(user).where(eq(user.username, 'admin'));
    expect(admins.map((u) => u.tenantId).sort()).toEqual([1, 121]);
    expect(admins.find((u) => u.tenantId === 1)!.nickname).toBe('系统管理员');
  });
});

describe('a file that cannot be imported changes nothing', () => {
  const refused = async (file: Buffer, msg: string, code = 400) => {
    const before = await userCount();
    expect(await importFile(file, true)).toEqual({ code, data: null, msg });
    expect(await userCount()).toBe(before);
  };

  it('not an xlsx', () => refused(Buffer.from('username,nickname\nzhang,张\n'), '文件不是有效的 Excel（.xlsx）文件'));

  it('an empty upload', () => refused(Buffer.alloc(0), '导入文件是空文件'));

  it('a header row without users', () => refused(xlsxSync.headerOnly, '导入用户数据不能为空！', 1002003004));

  it('no header row', () => refused(xlsxSync.noHeader, 'Excel 第一行应为表头'));

  it('not the template: the required columns are missing', () => refused(xlsxSync.otherColumns, '导入文件缺少「用户名称」「用户昵称」列，请使用导入模板'));

  it('more rows than one import takes', () => refused(xlsxSync.tooMany, '一次最多导入 5000 个用户，文件中有 5001 行'));

  it('a request that is not a file upload', async () => {
    // Raw: the import's contract takes multipart, so a JSON body does not type-check.
    const json = await t.api({ method: userApi.import.method, path: userApi.import.path, body: {}, token: admin.accessToken });
    expect(json).toEqual({ code: 400, data: null, msg: '请以 multipart/form-data 上传 Excel 文件（字段 file）' });
    const wrongField = await upload(t, admin, xlsxSync.headerOnly, {}, 'upload');
    expect(wrongField.json()).toEqual({ code: 400, data: null, msg: '请选择要导入的 Excel 文件（字段 file）' });
  });
});

/** Files built once before the malformed-file tests run. */
const xlsxSync = {} as Record<'headerOnly' | 'noHeader' | 'otherColumns' | 'tooMany', Buffer>;
beforeAll(async () => {
  xlsxSync.headerOnly = await xlsx(HEADERS, []);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('s');
  ws.getRow(3).values = ['zhangsan', '张三'];
  xlsxSync.noHeader = Buffer.from(await wb.xlsx.writeBuffer());
  xlsxSync.otherColumns = await xlsx(['姓名', '电话'], [['张三', '13800138000']]);
  xlsxSync.tooMany = await xlsx(HEADERS, Array.from({ length: 5001 }, (_, i) => [`bulk${i}`, `批量${i}`, '', '', '', '', '']));
});
