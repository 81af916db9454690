import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCodes, Permissions, errorCodeApi, type BodyOf, type QueryOf } from '@tenon/contracts';
import { readXlsx } from '../../../platform/excel.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../role/testing/rbac.fixtures.ts';
import { errorCode } from './error-code.schema.ts';
import { syncErrorCodes } from './error-code.sync.ts';

let t: TestApp;
let admin: Session;
/** Tenant 121's administrator, given every error-code permission: still refused, the table is global. */
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.system.errorCode));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

const BAD_CREDENTIALS = ErrorCodes.AUTH_LOGIN_BAD_CREDENTIALS;
const create = (body: BodyOf<typeof errorCodeApi.create>, as = admin) => t.call(errorCodeApi.create, { body, as });
const update = (body: BodyOf<typeof errorCodeApi.update>, as = admin) => t.call(errorCodeApi.update, { body, as });
const remove = (id: number, as = admin) => t.call(errorCodeApi.delete, { query: { id }, as });
const get = (id: number, as = admin) => t.call(errorCodeApi.get, { query: { id }, as });
const page = (query: QueryOf<typeof errorCodeApi.page> = {}, as = admin) => t.call(errorCodeApi.page, { query: { pageSize: 100, ...query }, as });
const rowOf = async (code: number) => (await page({ code })).data.list[0]!;
const wrongPassword = (app: TestApp['api'] = t.api) =>
  app({ method: 'POST', path: '/system/auth/login', body: { username: 'admin', password: 'wrong-password' } });
let nextCode = 1_999_000_000 + (Date.now() % 100_000) * 10;

describe('the catalogue synced at start', () => {
  it('holds every module code of the catalogue as type 1 (自动生成)', async () => {
    const row = await rowOf(BAD_CREDENTIALS.code);
    expect(row).toMatchObject({ type: 1, applicationName: 'tenon-server', code: 1002000000, message: '登录失败，账号密码不正确' });
    expect((await page({ code: ErrorCodes.ERROR_CODE_DUPLICATE.code })).data.list[0]!.message).toBe('已经存在编码为【{}】的错误码');
    // The global codes (400, 401…) are shared by several messages and are not rows.
    expect((await page({ code: 400 })).data.total).toBe(0);
  });

  it('updates a type 1 row the release changed, restores a deleted one, and never touches a type 2 row', async () => {
    const disabled = await rowOf(ErrorCodes.AUTH_LOGIN_USER_DISABLED.code);
    await t.db.update(errorCode).set({ message: '旧版本的提示' }).where(eq(errorCode.id, disabled.id));
    const tenant = await rowOf(ErrorCodes.TENANT_NOT_EXISTS.code);
    expect((await remove(tenant.id)).data).toBe(true);
    const userMissing = await rowOf(ErrorCodes.USER_NOT_EXISTS.code);
    expect((await update({ ...userMissing, message: '查无此人' })).code).toBe(0);

    await syncErrorCodes(t.db);
    expect((await get(disabled.id)).data).toMatchObject({ type: 1, message: '登录失败，账号被禁用' });
    expect(await rowOf(ErrorCodes.TENANT_NOT_EXISTS.code)).toMatchObject({ type: 1, message: '租户不存在' });
    expect((await get(userMissing.id)).data).toMatchObject({ type: 2, message: '查无此人' });
    // Restore for the other tests.
    expect((await update({ ...userMissing, message: ErrorCodes.USER_NOT_EXISTS.msg })).code).toBe(0);
  });
});

describe('an edited message is what the API answers', () => {
  it('answers a wrong password with the edited text, and with the catalogue’s again once it is restored', async () => {
    const row = await rowOf(BAD_CREDENTIALS.code);
    expect(await wrongPassword()).toEqual({ code: 1002000000, data: null, msg: '登录失败，账号密码不正确' });
    expect((await update({ id: row.id, applicationName: row.applicationName, code: row.code, message: '用户名或密码错误，请重试', memo: '产品要求' })).code).toBe(0);
    expect((await get(row.id)).data).toMatchObject({ type: 2, message: '用户名或密码错误，请重试', memo: '产品要求' });
    expect(await wrongPassword()).toEqual({ code: 1002000000, data: null, msg: '用户名或密码错误，请重试' });
    expect((await update({ ...row, message: BAD_CREDENTIALS.msg })).code).toBe(0);
    expect((await wrongPassword()).msg).toBe('登录失败，账号密码不正确');
  });

  it('fills the edited message’s {} with the error’s own arguments', async () => {
    const row = await rowOf(ErrorCodes.ERROR_CODE_DUPLICATE.code);
    await update({ ...row, message: '编码 {} 已被占用' });
    const res = await create({ applicationName: 'x', code: BAD_CREDENTIALS.code, message: 'x' });
    expect(res).toEqual({ code: 1002013001, data: null, msg: '编码 1002000000 已被占用' });
    await update({ ...row, message: ErrorCodes.ERROR_CODE_DUPLICATE.msg });
  });
});

describe('create, update, delete, get', () => {
  it('creates a manual code, keeps codes unique, and answers 错误码不存在 for an unknown id', async () => {
    const code = nextCode++;
    const id = (await create({ applicationName: 'tenon-mall', code, message: '库存不足', memo: '商城' })).data;
    expect((await get(id)).data).toMatchObject({ id, type: 2, applicationName: 'tenon-mall', code, message: '库存不足', memo: '商城' });
    expect(await create({ applicationName: 'tenon-mall', code, message: '重复' })).toEqual({ code: 1002013001, data: null, msg: `已经存在编码为【${code}】的错误码` });
    const otherId = (await create({ applicationName: 'tenon-mall', code: nextCode++, message: '另一个' })).data;
    expect((await update({ id: otherId, applicationName: 'tenon-mall', code, message: '抢编码' })).code).toBe(1002013001);
    // Left out, the memo keeps its value.
    expect((await update({ id, applicationName: 'tenon-mall', code, message: '库存不足，请稍后' })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ message: '库存不足，请稍后', memo: '商城' });
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' });
    const notFound = { code: 1002013000, data: null, msg: '错误码不存在' };
    expect(await get(id)).toEqual(notFound);
    expect(await remove(id)).toEqual(notFound);
    expect(await update({ id, applicationName: 'a', code: nextCode++, message: 'm' })).toEqual(notFound);
  });

  it('names a missing or over-long field', async () => {
    const raw = (body: object) => t.api({ method: 'POST', path: errorCodeApi.create.path, body, token: admin.accessToken });
    expect(await raw({ applicationName: 'a', code: nextCode++ })).toEqual({ code: 400, data: null, msg: '错误码错误提示不能为空' });
    expect((await raw({ applicationName: 'a', code: 1e12, message: 'm' })).code).toBe(400);
  });
});

describe('GET page and export-excel', () => {
  it('filters by type, application (contains), code and message (contains, literally)', async () => {
    const code = nextCode++;
    await create({ applicationName: 'filter-app_x', code, message: '筛选_独有提示' });
    expect((await page({ applicationName: 'filter-app_' })).data.list.map((r) => r.code)).toEqual([code]);
    expect((await page({ message: '筛选_独有' })).data.list.map((r) => r.code)).toEqual([code]);
    expect((await page({ message: '筛选%' })).data.total).toBe(0);
    expect((await page({ type: 2, code })).data.total).toBe(1);
    expect((await page({ type: 1, code })).data.total).toBe(0);
    const auto = await page({ type: 1, pageSize: 1 });
    expect(auto.data.total).toBeGreaterThan(50);
    expect(auto.data.list).toHaveLength(1);
  });

  it('exports 错误码.xlsx with the type by its label', async () => {
    const res = await t.download(errorCodeApi.export, { query: { code: ErrorCodes.TENANT_DISABLE.code }, as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('错误码.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows.map((r) => r.values)).toEqual([
      expect.objectContaining({ 类型: '自动生成', 应用名: 'tenon-server', 错误码编码: '1002015001', 错误码错误提示: '名字为【{}】的租户已被禁用' }),
    ]);
  });
});

describe('refusals', () => {
  it('refuses a user without the permission', async () => {
    const test = await t.login('test', 'test123');
    expect((await page({}, test)).code).toBe(403);
    expect((await create({ applicationName: 'a', code: nextCode++, message: 'm' }, test)).code).toBe(403);
  });

  it('refuses another tenant’s administrator even with the permissions: one message serves every tenant', async () => {
    const row = await rowOf(BAD_CREDENTIALS.code);
    const onlySystem = { code: 403, data: null, msg: '只有系统租户的用户可以进行该操作' };
    expect(await page({}, other)).toEqual(onlySystem);
    expect(await get(row.id, other)).toEqual(onlySystem);
    expect(await update({ ...row, message: '被改了' }, other)).toEqual(onlySystem);
    expect(await remove(row.id, other)).toEqual(onlySystem);
    expect(await create({ applicationName: 'a', code: nextCode++, message: 'm' }, other)).toEqual(onlySystem);
    expect((await t.download(errorCodeApi.export, { as: other })).json()).toEqual(onlySystem);
    const [stored] = await t.db.select().from(errorCode).where(eq(errorCode.id, row.id));
    expect(stored!.message).toBe('登录失败，账号密码不正确');
  });
});
