/**
 * 配置管理 over HTTP: the seeded keys, CRUD, the unique and immutable key, filters, export, the
 * refusals (built-in rows, unusable values, other tenants), get-value-by-key for every kind of
 * caller, and the product reading the values it owns (captcha switch, login limits).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ConfigKeys, ConfigType, Permissions, authApi, configApi, type BodyOf, type Config, type QueryOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { readXlsx } from '../../../platform/excel.ts';
import { createUser, grantTenantAdmin } from '../../system/role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let plain: Session;
let other: Session;
/** Menu names tenant 121's administrator sees from the demo package, before this test grants it the screen. */
let packageMenus: string[];
const menuNames = async (as: Session) => {
  const info = await t.callOk(authApi.getPermissionInfo, { as });
  return { menus: info.menus.flatMap((m) => [m.name, ...(m.children ?? []).map((c) => `${m.name}/${c.name}`)]), permissions: info.permissions };
};
beforeAll(async () => {
  // Not the defaults, so the test sees the environment become the seeded values.
  t = await testApp({ loginMaxFailuresPerUser: 4, loginLockMinutes: 20 });
  [admin, plain, other] = await Promise.all([t.login(), t.loginPlain(), t.login('admin110', 'admin123', 121)]);
  packageMenus = (await menuNames(other)).menus;
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.infra.config));
});
afterAll(() => t.close());

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now() % 100000}${n++}`;
type CreateBody = BodyOf<typeof configApi.create>;
const fields = (key: string, more: Partial<CreateBody> = {}): CreateBody => ({ category: 'test', name: `名称${key}`, key, value: 'v1', visible: true, ...more });
const create = (body: CreateBody, as = admin) => t.call(configApi.create, { body, as });
const update = (body: BodyOf<typeof configApi.update>, as = admin) => t.call(configApi.update, { body, as });
const remove = (id: number, as = admin) => t.call(configApi.delete, { query: { id }, as });
const get = (id: number, as = admin) => t.call(configApi.get, { query: { id }, as });
const page = (query: QueryOf<typeof configApi.page> = {}, as = admin) => t.call(configApi.page, { query: { pageSize: 100, ...query }, as });
const valueOf = (key: string, as: Session = admin) => t.call(configApi.getValueByKey, { query: { key }, as });
const rowOf = async (key: string): Promise<Config> => (await page({ key })).data.list.find((c) => c.key === key)!;
const NOT_EXISTS = { code: 1001000001, data: null, msg: '参数配置不存在' };

describe('the seeded keys', () => {
  it('lists the keys the product reads as built-in, with the environment’s values, and the reference’s addresses', async () => {
    const rows = (await page({ type: ConfigType.SYSTEM })).data.list;
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey[ConfigKeys.INIT_PASSWORD]).toMatchObject({ value: '123456', visible: true, category: 'biz', name: '用户管理-账号初始密码' });
    expect(byKey[ConfigKeys.CAPTCHA_ENABLED]).toMatchObject({ value: 'false', visible: true });
    expect(byKey[ConfigKeys.LOGIN_MAX_FAILURES_PER_USER]).toMatchObject({ value: '4', visible: false });
    expect(byKey[ConfigKeys.LOGIN_MAX_FAILURES_PER_IP]).toMatchObject({ value: '30' });
    expect(byKey[ConfigKeys.LOGIN_MAX_FAILURES_PER_ACCOUNT]).toMatchObject({ value: '50' });
    expect(byKey[ConfigKeys.LOGIN_LOCK_MINUTES]).toMatchObject({ value: '20' });
    expect(byKey[ConfigKeys.REGISTER_ENABLED]).toMatchObject({ value: 'false', visible: true });
    expect(byKey[ConfigKeys.REGISTER_ROLE_CODE]).toMatchObject({ value: 'common', visible: false });
    expect(byKey[ConfigKeys.BPM_FORBID_STARTER_APPROVAL]).toMatchObject({ value: 'true', visible: false, category: 'bpm' });
    expect(byKey[ConfigKeys.OPERATE_LOG_RETAIN_DAYS]).toMatchObject({ value: '365', category: 'log' });
    expect(byKey[ConfigKeys.LOGIN_LOG_RETAIN_DAYS]).toMatchObject({ value: '180' });
    expect(byKey[ConfigKeys.JOB_LOG_RETAIN_DAYS]).toMatchObject({ value: '14' });
    expect(byKey[ConfigKeys.API_ACCESS_LOG_RETAIN_DAYS]).toMatchObject({ value: '14', category: 'log' });
    expect(byKey[ConfigKeys.API_ERROR_LOG_RETAIN_DAYS]).toMatchObject({ value: '30', category: 'log' });
    // 12, the API logs' two retention keys and the file feature's upload limit.
    expect(rows).toHaveLength(15);
    const urls = (await page({ key: 'url.' })).data.list;
    expect(urls.map((r) => r.key).sort()).toEqual(['url.druid', 'url.skywalking', 'url.spring-boot-admin', 'url.swagger']);
    expect(urls.every((r) => r.type === ConfigType.CUSTOM && r.value === '' && r.category === 'url')).toBe(true);
  });
});

describe('configuration rows', () => {
  it('creates a custom row, reads, updates and deletes it', async () => {
    const key = uniq('biz.test.');
    const { data: id } = await create(fields(key, { remark: '说明' }));
    expect((await get(id)).data).toMatchObject({ id, key, value: 'v1', type: ConfigType.CUSTOM, visible: true, remark: '说明', category: 'test' });
    expect((await update({ id, category: 'biz', name: '改名', value: 'v2', visible: false })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ key, category: 'biz', name: '改名', value: 'v2', visible: false, remark: '说明' });
    expect((await remove(id)).code).toBe(0);
    expect(await get(id)).toEqual(NOT_EXISTS);
    expect(await remove(id)).toEqual(NOT_EXISTS);
    expect(await update({ id, category: 'biz', name: '改名', value: 'v2', visible: false })).toEqual(NOT_EXISTS);
  });

  it('keeps the key it was created with: an update naming another key leaves it', async () => {
    const key = uniq('fixed.');
    const { data: id } = await create(fields(key));
    const res = await t.api({ method: 'PUT', path: configApi.update.path, token: admin.accessToken, tenantId: 1, body: { id, ...fields(`${key}.moved`, { value: 'v2' }) } });
    expect(res.code).toBe(0);
    expect((await get(id)).data).toMatchObject({ key, value: 'v2' });
  });

  it('refuses a key that is already used', async () => {
    const key = uniq('dup.');
    await create(fields(key));
    expect(await create(fields(key, { name: '另一个' }))).toEqual({ code: 1001000002, data: null, msg: '参数配置 key 重复' });
    expect(await create(fields(ConfigKeys.CAPTCHA_ENABLED, { value: 'true' }))).toMatchObject({ code: 1001000002 });
  });

  it('never deletes a built-in row', async () => {
    const row = await rowOf(ConfigKeys.INIT_PASSWORD);
    expect(await remove(row.id)).toEqual({ code: 1001000003, data: null, msg: '不能删除类型为系统内置的参数配置' });
    expect((await get(row.id)).code).toBe(0);
  });

  it('refuses a value the product cannot use for a key it reads, and keeps the old one', async () => {
    const lock = await rowOf(ConfigKeys.LOGIN_LOCK_MINUTES);
    for (const value of ['abc', '0', '1.5', '-3', '']) {
      expect(await update({ ...lock, value })).toEqual({ code: 1001000005, data: null, msg: '参数【sys.login.lock-minutes】的值不正确：须为 1 到 1000000 的整数' });
    }
    const captcha = await rowOf(ConfigKeys.CAPTCHA_ENABLED);
    expect((await update({ ...captcha, value: 'yes' })).msg).toBe('参数【yudao.captcha.enable】的值不正确：须为 true 或 false');
    const password = await rowOf(ConfigKeys.INIT_PASSWORD);
    expect((await update({ ...password, value: '123' })).msg).toBe('参数【sys.user.init-password】的值不正确：用户密码长度必须介于 6 和 32 之间');
    const register = await rowOf(ConfigKeys.REGISTER_ENABLED);
    expect((await update({ ...register, value: '1' })).msg).toBe('参数【sys.account.registerUser】的值不正确：须为 true 或 false');
    const role = await rowOf(ConfigKeys.REGISTER_ROLE_CODE);
    expect((await update({ ...role, value: 'super_admin' })).msg).toBe('参数【sys.account.registerRoleCode】的值不正确：不能是管理员角色');
    expect((await update({ ...role, value: 'tenant_admin' })).msg).toBe('参数【sys.account.registerRoleCode】的值不正确：不能是管理员角色');
    expect((await update({ ...role, value: '普通' })).msg).toBe('参数【sys.account.registerRoleCode】的值不正确：须为角色标识（字母开头，最长 100 位）');
    expect((await get(role.id)).data.value).toBe('common');
    expect((await get(lock.id)).data.value).toBe('20');
    // Checked on create too, before the key's uniqueness.
    expect((await create(fields(ConfigKeys.LOGIN_LOCK_MINUTES, { value: 'abc' }))).code).toBe(1001000005);
  });

  it('says what is missing or too long, in Chinese', async () => {
    const res = await t.api({ method: 'POST', path: configApi.create.path, token: admin.accessToken, tenantId: 1, body: { category: 'x', key: 'k', value: 'v', visible: true } });
    expect(res).toMatchObject({ code: 400, msg: expect.stringContaining('参数名称') });
    expect((await create(fields('k'.repeat(101)))).code).toBe(400);
    expect((await create(fields(uniq('long.'), { value: 'v'.repeat(501) }))).code).toBe(400);
  });

  it('filters by name, key, type and creation time', async () => {
    const tag = uniq('筛选');
    const key = uniq('filter.');
    const a = (await create(fields(`${key}.a`, { name: `${tag}甲` }))).data;
    const b = (await create(fields(`${key}.b`, { name: `${tag}乙` }))).data;
    expect((await page({ name: tag })).data.list.map((c) => c.id)).toEqual([b, a]);
    expect((await page({ name: `${tag}甲` })).data.list.map((c) => c.id)).toEqual([a]);
    expect((await page({ key: `${key}.b` })).data.list.map((c) => c.id)).toEqual([b]);
    expect((await page({ key, type: ConfigType.SYSTEM })).data.total).toBe(0);
    expect((await page({ key, type: ConfigType.CUSTOM })).data.total).toBe(2);
    expect((await page({ key, createTime: ['2000-01-01 00:00:00', '2001-01-01 00:00:00'] })).data.total).toBe(0);
    expect((await page({ key, createTime: ['2000-01-01 00:00:00', '2099-01-01 00:00:00'] })).data.total).toBe(2);
  });

  it('exports the filtered rows with the type and visibility by label', async () => {
    const key = uniq('export.');
    await create(fields(key, { name: '导出项', value: '导出值', visible: false, remark: '导出备注' }));
    const res = await t.download(configApi.export, { query: { key }, as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('参数配置.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows.map((r) => r.values)).toEqual([
      expect.objectContaining({ 参数键名: key, 参数分类: 'test', 参数名称: '导出项', 参数键值: '导出值', 系统内置: '自定义', 是否可见: '否', 备注: '导出备注' }),
    ]);
  });
});

describe('GET /infra/config/get-value-by-key', () => {
  it('answers any signed-in user of any tenant a visible value, and null for an unknown key', async () => {
    const key = uniq('visible.');
    await create(fields(key, { value: '可见值' }));
    for (const as of [admin, plain, other]) expect(await valueOf(key, as)).toEqual({ code: 0, data: '可见值', msg: '' });
    expect(await valueOf(uniq('nothing.'), plain)).toEqual({ code: 0, data: null, msg: '' });
  });

  it('refuses an invisible value to everyone but the system tenant’s holders of the query permission', async () => {
    const key = uniq('secret.');
    await create(fields(key, { value: '秘密', visible: false }));
    const refused = { code: 1001000004, data: null, msg: '获取参数配置失败，原因：不允许获取不可见配置' };
    expect(await valueOf(key, plain)).toEqual(refused);
    // Tenant 121's administrator holds infra:config:query in its own tenant: not a platform administrator.
    expect(await valueOf(key, other)).toEqual(refused);
    expect((await valueOf(key, admin)).data).toBe('秘密');
  });

  it('follows every write at once', async () => {
    const key = uniq('follow.');
    const { data: id } = await create(fields(key, { value: '一' }));
    expect((await valueOf(key, plain)).data).toBe('一');
    await update({ id, ...fields(key, { value: '二' }) });
    expect((await valueOf(key, plain)).data).toBe('二');
    await update({ id, ...fields(key, { value: '二', visible: false }) });
    expect((await valueOf(key, plain)).code).toBe(1001000004);
    await remove(id);
    expect((await valueOf(key, plain)).data).toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await t.call(configApi.getValueByKey, { query: { key: ConfigKeys.INIT_PASSWORD } })).code).toBe(401);
  });
});

describe('another tenant and users without the permission', () => {
  it('may neither read nor change the platform’s configuration', async () => {
    const refused = { code: 403, data: null, msg: '只有系统租户的用户可以进行该操作' };
    const { data: id } = await create(fields(uniq('platform.')));
    expect(await page({}, other)).toEqual(refused);
    expect(await get(id, other)).toEqual(refused);
    expect(await create(fields(uniq('tenant.')), other)).toEqual(refused);
    expect(await update({ id, ...fields('x', { value: '抢改' }) }, other)).toEqual(refused);
    expect(await remove(id, other)).toEqual(refused);
    expect((await t.download(configApi.export, { as: other })).json()).toEqual(refused);
    expect((await get(id)).data.value).toBe('v1');
  });

  it('answers 403 to a user without the permission', async () => {
    expect((await page({}, plain)).code).toBe(403);
    expect((await t.download(configApi.export, { as: plain })).json()).toMatchObject({ code: 403 });
  });

  it('shows 基础设施 → 配置管理 to the super administrator, not through the demo tenant package', async () => {
    const mine = await menuNames(admin);
    expect(mine.menus).toContain('基础设施/配置管理');
    expect(mine.permissions).toEqual(expect.arrayContaining(Object.values(Permissions.infra.config)));
    expect(packageMenus).toContain('系统管理');
    expect(packageMenus).not.toContain('基础设施');
  });
});

describe('values the product reads', () => {
  /** An address no other run shares. */
  const address = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.9`;
  const login = async (username: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `${API_BASE}/system/auth/login`,
        headers: { 'tenant-id': '1', 'content-type': 'application/json' },
        payload: JSON.stringify({ username, password }),
        remoteAddress: address,
      })
    ).json<{ code: number; msg: string }>();

  it('check-use-captcha answers the switch, and the login then needs the captcha', async () => {
    const row = await rowOf(ConfigKeys.CAPTCHA_ENABLED);
    expect((await t.call(authApi.checkUseCaptcha, { query: { username: 'admin' } })).data).toBe(false);
    await update({ ...row, value: 'true' });
    expect((await t.call(authApi.checkUseCaptcha, { query: { username: 'admin' } })).data).toBe(true);
    expect((await t.call(authApi.login, { body: { username: 'admin', password: 'admin123' }, tenantId: 1 })).code).toBe(1002000004);
    await update({ ...row, value: 'false' });
    expect((await t.call(authApi.checkUseCaptcha, { query: { username: 'admin' } })).data).toBe(false);
  });

  it('the login throttle takes a changed limit at the next attempt', async () => {
    const { username, password } = await createUser(t, admin);
    const limit = await rowOf(ConfigKeys.LOGIN_MAX_FAILURES_PER_USER);
    await update({ ...limit, value: '2' });
    try {
      expect((await login(username, 'wrong-guess')).code).toBe(1002000000);
      expect((await login(username, 'wrong-guess')).code).toBe(1002000000);
      const locked = await login(username, password);
      expect(locked.code).toBe(1002000010);
      // The window is the configured 20 minutes.
      expect(locked.msg).toBe('登录失败次数过多，请 20 分钟后再试');
      // Raised again, the same address may try once more.
      await update({ ...limit, value: '3' });
      expect((await login(username, password)).code).toBe(0);
    } finally {
      await update({ ...limit, value: '4' });
    }
  });
});
