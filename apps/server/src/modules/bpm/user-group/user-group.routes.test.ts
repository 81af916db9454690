import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, userGroupApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.bpm.userGroup));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type Group = { id: number; name: string; description: string; memberUserIds: number[]; status: number; createTime: number };

const create = (body: BodyOf<typeof userGroupApi.create>, s = admin) => t.call(userGroupApi.create, { body, as: s });
const update = (body: BodyOf<typeof userGroupApi.update>, s = admin) => t.call(userGroupApi.update, { body, as: s });
// Raw calls for bodies the contract's types forbid on purpose (missing, mistyped or undeclared fields).
const rawCreate = (body: object) => t.api({ method: userGroupApi.create.method, path: userGroupApi.create.path, body, token: admin.accessToken });
const remove = (id: number, s = admin) => t.call(userGroupApi.delete, { query: { id }, as: s });
const get = (id: number, s = admin) => t.call(userGroupApi.get, { query: { id }, as: s });
const page = (query: Record<string, string | number> = {}, s = admin) =>
  t.call(userGroupApi.page, { query: { pageSize: 100, ...query }, as: s });
const newGroup = (extra: Record<string, unknown> = {}, s = admin) =>
  t.callOk(userGroupApi.create, { body: { name: uniq('组'), memberUserIds: [], status: 0, ...extra }, as: s });

describe('creating, reading and updating user groups', () => {
  it('creates a group of the tenant’s users, answered by get, and updates it', async () => {
    const name = uniq('审批组');
    const res = await create({ name, description: '财务审批', memberUserIds: [1, 101], status: 0 });
    expect(res.code, res.msg).toBe(0);
    expect((await get(res.data)).data).toEqual({ id: res.data, name, description: '财务审批', memberUserIds: [1, 101], status: 0, createTime: expect.any(Number) });
    expect(await update({ id: res.data, name, memberUserIds: [101], status: 1 })).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(res.data)).data).toMatchObject({ memberUserIds: [101], status: 1, description: '财务审批' });
  });

  it('refuses members that are not users of the tenant, naming the first', async () => {
    expect(await create({ name: uniq('g'), memberUserIds: [1, 999_999], status: 0 })).toEqual({
      code: 1009011002,
      data: null,
      msg: '成员用户(999999)不存在',
    });
    // Tenant 121's administrator is not a user of tenant 1.
    expect((await create({ name: uniq('g'), memberUserIds: [other.userId], status: 0 })).msg).toBe(`成员用户(${other.userId})不存在`);
    const id = await newGroup();
    expect((await update({ id, name: uniq('g'), memberUserIds: [other.userId], status: 0 })).code).toBe(1009011002);
    expect((await create({ name: uniq('g'), memberUserIds: [other.userId], status: 0 }, other)).code).toBe(0);
  });

  it('keeps names unique within the tenant and validates the body', async () => {
    const name = uniq('同名组');
    const id = await newGroup({ name });
    expect(await create({ name, memberUserIds: [], status: 0 })).toEqual({ code: 1009011003, data: null, msg: '已经存在该名字的用户组' });
    expect((await update({ id, name, memberUserIds: [1], status: 0 })).code).toBe(0);
    expect((await create({ name, memberUserIds: [], status: 0 }, other)).code).toBe(0);
    expect(await rawCreate({ memberUserIds: [], status: 0 })).toEqual({ code: 400, data: null, msg: '组名不能为空' });
    expect((await rawCreate({ name: 'x', status: 0 })).msg).toBe('成员不能为空');
    expect((await create({ name: 'x', memberUserIds: [1, 1], status: 0 })).code).toBe(400);
    expect((await create({ name: 'x', memberUserIds: [], status: 2 })).msg).toBe('状态不能大于 1');
  });

  it('answers 用户组不存在 for an unknown id, and deletes a group', async () => {
    const notFound = { code: 1009011000, data: null, msg: '用户组不存在' };
    expect(await get(999_999)).toEqual(notFound);
    expect(await update({ id: 999_999, name: 'x', memberUserIds: [], status: 0 })).toEqual(notFound);
    const id = await newGroup();
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' });
    expect(await remove(id)).toEqual(notFound);
  });
});

describe('GET /bpm/user-group/page and list-all-simple', () => {
  it('pages newest first with name, status and creation-time filters', async () => {
    const a = await newGroup({ name: uniq('筛选_组甲') });
    const b = await newGroup({ name: uniq('筛选_组乙'), status: 1 });
    expect((await page({ name: '筛选_' })).data.list.map((g) => g.id)).toEqual([b, a]);
    expect((await page({ name: '筛选_', status: 1 })).data.list.map((g) => g.id)).toEqual([b]);
    expect((await page({ name: '筛选%' })).data.total).toBe(0);
    const range = (from: string, to: string) => page({ name: '筛选_', 'createTime[0]': from, 'createTime[1]': to });
    expect((await range('2000-01-01 00:00:00', '2000-01-02 00:00:00')).data.total).toBe(0);
    expect((await range('2000-01-01 00:00:00', '2999-01-01 00:00:00')).data.total).toBe(2);
    expect((await page({ 'createTime[0]': 'yesterday' })).code).toBe(400);
  });

  it('lists the tenant’s enabled groups as id and name', async () => {
    const on = await newGroup();
    const off = await newGroup({ status: 1 });
    const theirs = await newGroup({}, other);
    const res = await t.call(userGroupApi.listAllSimple, { as: admin });
    const ids = res.data.map((g) => g.id);
    expect(ids).toContain(on);
    expect(ids).not.toContain(off);
    expect(ids).not.toContain(theirs);
  });
});

describe('another tenant', () => {
  it('sees only its own groups, and tenant 1’s ids do not exist for it', async () => {
    const id = await newGroup({ memberUserIds: [1] });
    const notFound = { code: 1009011000, data: null, msg: '用户组不存在' };
    expect(await get(id, other)).toEqual(notFound);
    expect(await update({ id, name: '抢走', memberUserIds: [], status: 0 }, other)).toEqual(notFound);
    expect(await remove(id, other)).toEqual(notFound);
    expect((await page({}, other)).data.list.map((g) => g.id)).not.toContain(id);
    expect((await get(id)).data.memberUserIds).toEqual([1]);
  });

  it('refuses a user without the permission', async () => {
    expect((await page({}, await t.loginPlain())).code).toBe(403);
  });
});
