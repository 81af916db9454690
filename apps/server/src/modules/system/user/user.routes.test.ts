// @postgres: the contains filters with % taken literally (pg_trgm, ilike); post ids (jsonb)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Permissions, authApi, userApi, type BodyOf } from '@tenon/contracts';
import { accessToken, refreshToken } from '../auth/auth.schema.ts';
import { dept } from '../dept/dept.schema.ts';
import { userRole } from '../permission/permission.schema.ts';
import { post } from '../post/post.schema.ts';
import { tenant } from '../tenant/tenant.schema.ts';
import { user } from './user.schema.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { createUser, grantTenantAdmin, uniq } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
/** The demo tenant 121's administrator, given the user permissions for the isolation tests. */
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.system.user));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type UserResp = {
  id: number;
  username: string;
  nickname: string;
  deptId: number | null;
  postIds: number[];
  email: string;
  mobile: string;
  sex: number;
  status: number;
  dept: { id: number; name: string } | null;
};
const as = (s: Session) => ({ token: s.accessToken, tenantId: s.tenantId });
const create = (body: BodyOf<typeof userApi.create>, s = admin) => t.call(userApi.create, { body, as: s });
const get = (id: number, s = admin) => t.call(userApi.get, { query: { id }, as: s });
const page = (query: Record<string, string | number>, s = admin) =>
  t.call(userApi.page, { query: { pageSize: 100, ...query }, as: s });
const base = () => {
  const username = uniq('u');
  return { username, nickname: '张三', password: 'secret123' };
};
const whoAmI = (s: Session) => t.call(authApi.getPermissionInfo, { as: s });

describe('POST /system/user/create', () => {
  it('creates a user with a hashed password that logs in, and never answers the password', async () => {
    const body = { ...base(), deptId: 103, postIds: [1, 2], email: `${uniq('m')}@x.cn`, mobile: '13911110001', sex: 2, remark: '新同事' };
    const res = await create(body);
    expect(res.code).toBe(0);
    const got = await get(res.data);
    expect(got.data).toMatchObject({ id: res.data, username: body.username, nickname: '张三', deptId: 103, postIds: [1, 2], sex: 2, status: 0, dept: { id: 103, name: '研发部门' } });
    expect(JSON.stringify(got)).not.toMatch(/password|secret123|argon2/);
    const [row] = await t.db.select().from(user).where(eq(user.id, res.data));
    expect(row!.password).toMatch(/^\$argon2id\$/);
    expect((await t.login(body.username, 'secret123')).userId).toBe(res.data);
  });

  it('refuses a username, mobile or email already used in the tenant', async () => {
    const first = { ...base(), mobile: '13911110002', email: `${uniq('m')}@x.cn` };
    expect((await create(first)).code).toBe(0);
    expect(await create({ ...base(), username: first.username })).toEqual({ code: 1002003000, data: null, msg: '用户账号已经存在' });
    expect(await create({ ...base(), mobile: first.mobile })).toEqual({ code: 1002003001, data: null, msg: '手机号已经存在' });
    // The +86 prefix the contract accepts is the same number.
    expect((await create({ ...base(), mobile: `+86${first.mobile}` })).msg).toBe('手机号已经存在');
    expect(await create({ ...base(), email: first.email })).toEqual({ code: 1002003002, data: null, msg: '邮箱已经存在' });
    // Empty mobile and email are not values: any number of users may leave them out.
    expect((await create({ ...base(), mobile: '', email: '' })).code).toBe(0);
    expect((await create({ ...base(), mobile: '', email: '' })).code).toBe(0);
  });

  it('keeps usernames, mobiles and emails per tenant: the same values are free in another tenant', async () => {
    const body = { ...base(), mobile: '13911110003' };
    expect((await create(body)).code).toBe(0);
    expect((await create(body, other)).code).toBe(0);
  });

  it('stores a +86 mobile as its 11 digits', async () => {
    const id = (await create({ ...base(), mobile: '+8613911110004' })).data;
    expect((await get(id)).data.mobile).toBe('13911110004');
  });

  it("requires the department and posts to be the tenant's own and enabled", async () => {
    // 110 and post 5 belong to tenant 121.
    expect(await create({ ...base(), deptId: 110 })).toEqual({ code: 1002004002, data: null, msg: '当前部门不存在' });
    expect((await create({ ...base(), deptId: 99_999 })).msg).toBe('当前部门不存在');
    expect(await create({ ...base(), postIds: [1, 5] })).toEqual({ code: 1002005000, data: null, msg: '当前岗位不存在' });
    const [closed] = await t.db.insert(dept).values({ tenantId: 1, name: '已撤销部门', parentId: 100, status: 1 }).returning();
    expect((await create({ ...base(), deptId: closed!.id })).code).toBe(1002004006);
    const [closedPost] = await t.db.insert(post).values({ tenantId: 1, code: uniq('p'), name: '停用岗位', status: 1 }).returning();
    expect((await create({ ...base(), postIds: [closedPost!.id] })).msg).toBe('岗位(停用岗位) 不处于开启状态，不允许选择');
  });

  it("stops at the tenant's account quota", async () => {
    const [row] = await t.db.select().from(tenant).where(eq(tenant.id, 121));
    const users = await t.db.select({ id: user.id }).from(user).where(eq(user.tenantId, 121));
    await t.db.update(tenant).set({ accountCount: users.length + 1 }).where(eq(tenant.id, 121));
    try {
      expect((await create(base(), other)).code).toBe(0);
      expect(await create(base(), other)).toEqual({ code: 1002003008, data: null, msg: `创建用户失败，原因：超过租户最大租户配额(${users.length + 1})！` });
    } finally {
      await t.db.update(tenant).set({ accountCount: row!.accountCount }).where(eq(tenant.id, 121));
    }
  });

  it('refuses malformed fields with the field named', async () => {
    expect(await create({ ...base(), username: 'a b' })).toEqual({ code: 400, data: null, msg: '用户账号格式不正确' });
    expect((await create({ ...base(), password: '123' })).msg).toBe('密码长度不能少于 6 个字符');
    expect((await create({ ...base(), nickname: '   ' })).msg).toBe('用户昵称不能为空');
    expect((await create({ ...base(), mobile: '12345' })).msg).toBe('手机号码格式不正确');
  });
});

describe('PUT /system/user/update', () => {
  it('changes the given fields, keeps the ones left out, and may keep its own mobile', async () => {
    const b = { ...base(), mobile: '13911110010', deptId: 104, sex: 1 };
    const id = (await create(b)).data;
    const res = await t.call(userApi.update, { body: { id, username: b.username, nickname: '李四', mobile: b.mobile }, as: admin });
    expect(res).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(id)).data).toMatchObject({ nickname: '李四', mobile: b.mobile, deptId: 104, sex: 1 });
    const cleared = await t.call(userApi.update, { body: { id, username: b.username, nickname: '李四', deptId: null }, as: admin });
    expect(cleared.code).toBe(0);
    expect((await get(id)).data).toMatchObject({ deptId: null, dept: null });
  });

  it("refuses another user's mobile and username", async () => {
    const a = { ...base(), mobile: '13911110011' };
    await create(a);
    const b = base();
    const id = (await create(b)).data;
    // Raw: these bodies may leave out the username the contract's body type requires.
    const upd = (body: object) => t.api({ method: userApi.update.method, path: userApi.update.path, body: { id, nickname: 'x', ...body }, token: admin.accessToken });
    expect((await upd({ username: b.username, mobile: a.mobile })).msg).toBe('手机号已经存在');
    expect((await upd({ username: a.username })).msg).toBe('用户账号已经存在');
  });
});

describe("another tenant's users do not exist", () => {
  it('answers 用户不存在 to get, update, delete, status and password calls, and changes nothing', async () => {
    const victim = await createUser(t, admin, { deptId: 103 });
    const calls = [
      { path: '/system/user/get', query: { id: victim.id } },
      { method: 'PUT' as const, path: '/system/user/update', body: { id: victim.id, username: victim.username, nickname: '被改了' } },
      { method: 'DELETE' as const, path: '/system/user/delete', query: { id: victim.id } },
      { method: 'PUT' as const, path: '/system/user/update-status', body: { id: victim.id, status: 1 } },
      { method: 'PUT' as const, path: '/system/user/update-password', body: { id: victim.id, password: 'hacked123' } },
    ];
    for (const c of calls) expect(await t.api({ ...c, ...as(other) }), c.path).toEqual({ code: 1002003003, data: null, msg: '用户不存在' });
    expect((await get(victim.id)).data).toMatchObject({ nickname: expect.stringContaining('昵称'), status: 0 });
    expect((await t.login(victim.username, victim.password)).userId).toBe(victim.id);
    // And the other way round: the system tenant's administrator cannot reach tenant 121's admin.
    expect((await get(110)).msg).toBe('用户不存在');
  });

  it("lists only the caller's tenant", async () => {
    const mine = await page({}, other);
    expect(mine.data.list.length).toBeGreaterThan(0);
    const ids = new Set((await t.db.select({ id: user.id }).from(user).where(eq(user.tenantId, 121))).map((u) => u.id));
    expect(mine.data.list.every((u) => ids.has(u.id))).toBe(true);
    const simple = await t.call(userApi.listAllSimple, { as: other });
    expect(simple.data.length).toBeGreaterThan(0);
    expect(simple.data.every((u) => ids.has(u.id))).toBe(true);
  });
});

describe('DELETE /system/user/delete', () => {
  it("removes the user, their roles and every one of their sessions at once", async () => {
    const u = await createUser(t, admin, { roleIds: [2] });
    const [s1, s2] = [await t.login(u.username, u.password), await t.login(u.username, u.password)];
    expect((await whoAmI(s1)).code).toBe(0);
    expect(await t.call(userApi.delete, { query: { id: u.id }, as: admin })).toEqual({ code: 0, data: true, msg: '' });
    expect((await whoAmI(s1)).code).toBe(401);
    expect((await whoAmI(s2)).code).toBe(401);
    const refreshed = await t.call(authApi.refreshToken, { query: { refreshToken: s2.refreshToken } });
    expect(refreshed.msg).toBe('无效的刷新令牌');
    expect(await t.db.select().from(userRole).where(eq(userRole.userId, u.id))).toEqual([]);
    expect(await t.db.select().from(accessToken).where(eq(accessToken.userId, u.id))).toEqual([]);
    expect(await t.db.select().from(refreshToken).where(eq(refreshToken.userId, u.id))).toEqual([]);
    expect((await get(u.id)).msg).toBe('用户不存在');
  });

  it('refuses to delete the signed-in user', async () => {
    expect(await t.call(userApi.delete, { query: { id: admin.userId }, as: admin })).toEqual({
      code: 1002003011,
      data: null,
      msg: '不能删除当前登录的用户',
    });
  });
});

describe('PUT /system/user/update-status', () => {
  it('signs a disabled user out at once and keeps them out until enabled again', async () => {
    const u = await createUser(t, admin);
    const s = await t.login(u.username, u.password);
    const setStatus = (status: number) => t.call(userApi.updateStatus, { body: { id: u.id, status }, as: admin });
    expect((await setStatus(1)).data).toBe(true);
    expect((await whoAmI(s)).code).toBe(401);
    expect((await t.call(authApi.login, { body: { username: u.username, password: u.password } })).msg).toBe('登录失败，账号被禁用');
    expect((await get(u.id)).data.status).toBe(1);
    await setStatus(0);
    expect((await t.login(u.username, u.password)).userId).toBe(u.id);
  });

  it('refuses to disable the signed-in user', async () => {
    const res = await t.call(userApi.updateStatus, { body: { id: admin.userId, status: 1 }, as: admin });
    expect(res).toEqual({ code: 1002003012, data: null, msg: '不能停用当前登录的用户' });
  });
});

describe('PUT /system/user/update-password', () => {
  it("sets a new password and ends the user's sessions", async () => {
    const u = await createUser(t, admin);
    const s = await t.login(u.username, u.password);
    expect((await t.call(userApi.updatePassword, { body: { id: u.id, password: 'newpass456' }, as: admin })).data).toBe(true);
    expect((await whoAmI(s)).code).toBe(401);
    expect((await t.call(authApi.login, { body: { username: u.username, password: u.password } })).code).toBe(1002000000);
    expect((await t.login(u.username, 'newpass456')).userId).toBe(u.id);
  });

  it("keeps the caller's own session when they reset their own password", async () => {
    const me = await t.login();
    const elsewhere = await t.login();
    expect((await t.call(userApi.updatePassword, { body: { id: me.userId, password: 'admin123' }, as: me })).data).toBe(true);
    expect((await whoAmI(me)).code).toBe(0);
    expect((await whoAmI(elsewhere)).code).toBe(401);
    admin = await t.login();
  });
});

describe('GET /system/user/page', () => {
  it('filters by username and mobile (contains), status, department with its children, and creation time', async () => {
    const tag = uniq('pg');
    const a = (await create({ ...base(), username: `${tag}a`, mobile: '13922220001', deptId: 103 })).data;
    const b = (await create({ ...base(), username: `${tag}b`, mobile: '13922220002', deptId: 108 })).data;
    const c = (await create({ ...base(), username: `${tag}c`, deptId: 101 })).data;
    await t.call(userApi.updateStatus, { body: { id: c, status: 1 }, as: admin });
    const ids = async (q: Record<string, string | number>) => (await page({ username: tag, ...q })).data.list.map((u) => u.id).sort((x, y) => x - y);
    expect(await ids({})).toEqual([a, b, c]);
    expect(await ids({ username: `${tag}B`.toUpperCase() })).toEqual([b]);
    expect(await ids({ mobile: '1392222000' })).toEqual([a, b]);
    expect(await ids({ status: 1 })).toEqual([c]);
    // 101 深圳总公司 holds 103 研发部门; 102 长沙分公司 holds 108.
    expect(await ids({ deptId: 101 })).toEqual([a, c]);
    expect(await ids({ deptId: 102 })).toEqual([b]);
    expect(await ids({ deptId: 100 })).toEqual([a, b, c]);
    expect(await ids({ 'createTime[0]': '2099-01-01 00:00:00', 'createTime[1]': '2099-12-31 23:59:59' })).toEqual([]);
    expect(await ids({ 'createTime[0]': '2000-01-01 00:00:00', 'createTime[1]': '2098-12-31 23:59:59' })).toEqual([a, b, c]);
  });

  it('lists a creation-time range newest created first', async () => {
    const tag = uniq('ct');
    const a = (await create({ ...base(), username: `${tag}a` })).data;
    const b = (await create({ ...base(), username: `${tag}b` })).data;
    const c = (await create({ ...base(), username: `${tag}c` })).data;
    // An account whose creation time is older than its id says (copied in from an older system).
    await t.db.update(user).set({ createTime: Date.now() - 3_600_000 }).where(eq(user.id, c));
    const order = async (q: Record<string, string>) => (await page({ username: tag, ...q })).data.list.map((u) => u.id);
    const range = { 'createTime[0]': '2000-01-01 00:00:00', 'createTime[1]': '2098-12-31 23:59:59' };
    expect(await order({})).toEqual([c, b, a]);
    expect(await order(range)).toEqual([b, a, c]);
    // Without a search too: the whole range, newest created first.
    const times = (await t.call(userApi.page, { query: { pageSize: 100, ...range }, as: admin })).data.list.map((u) => u.createTime);
    expect(times.length).toBeGreaterThan(3);
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('answers newest first with each department by name, pages and counts, and takes % literally', async () => {
    const res = await page({ pageNo: 1, pageSize: 2 });
    expect(res.data.list).toHaveLength(2);
    expect(res.data.total).toBeGreaterThan(2);
    expect(res.data.list[0]!.id).toBeGreaterThan(res.data.list[1]!.id);
    const adminRow = (await page({ username: 'admin' })).data.list.find((u) => u.id === 1);
    expect(adminRow?.dept).toEqual({ id: 103, name: '研发部门' });
    expect(JSON.stringify(res.data)).not.toContain('password');
    expect((await page({ username: '%' })).data.total).toBe(0);
  });
});

describe('GET /system/user/list-all-simple', () => {
  it('lists enabled users only, with id, nickname and department', async () => {
    const u = await createUser(t, admin, { deptId: 104 });
    await t.call(userApi.updateStatus, { body: { id: u.id, status: 1 }, as: admin });
    const res = await t.call(userApi.listAllSimple, { as: admin });
    expect(res.data.find((x) => x.id === 1)).toEqual({ id: 1, nickname: '系统管理员', deptId: 103 });
    expect(res.data.some((x) => x.id === u.id)).toBe(false);
  });
});

describe('permissions', () => {
  it('refuses user calls to a user without the permission', async () => {
    const plain = await t.loginPlain();
    expect((await page({}, plain)).code).toBe(403);
    expect((await create(base(), plain)).code).toBe(403);
  });
});
