import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, deptApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { createUser, grantTenantAdmin, signedInWith, uniq } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
/** The demo tenant 121's administrator, given the department permissions for the isolation tests. */
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.system.dept));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type DeptResp = { id: number; name: string; parentId: number; sort: number; leaderUserId: number | null; phone: string; email: string; status: number };

const create = (body: BodyOf<typeof deptApi.create>, s = admin) => t.call(deptApi.create, { body, as: s });
const update = (body: BodyOf<typeof deptApi.update>, s = admin) => t.call(deptApi.update, { body, as: s });
const remove = (id: number, s = admin) => t.call(deptApi.delete, { query: { id }, as: s });
const get = (id: number, s = admin) => t.call(deptApi.get, { query: { id }, as: s });
const list = (query: Record<string, string | number> = {}, s: Session = admin) => t.call(deptApi.list, { query, as: s });
const ids = (rows: Array<{ id: number }>) => rows.map((d) => d.id);
const newDept = (parentId: number, extra: Record<string, unknown> = {}) =>
  t.callOk(deptApi.create, { body: { name: uniq('部门'), parentId, sort: 1, status: 0, ...extra }, as: admin });

describe('creating, reading and updating departments', () => {
  it('creates a department with a leader and contacts, answered by get', async () => {
    const res = await create({ name: '产品部门', parentId: 101, sort: 6, leaderUserId: 1, phone: '13800000002', email: 'pm@tenon.local', status: 0 });
    expect(res.code).toBe(0);
    expect((await get(res.data)).data).toMatchObject({ id: res.data, name: '产品部门', parentId: 101, sort: 6, leaderUserId: 1, phone: '13800000002', email: 'pm@tenon.local', status: 0 });
  });

  it('updates it; options left out keep their value, a null leader clears it', async () => {
    const id = await newDept(100, { leaderUserId: 1, phone: '13800000003' });
    expect((await update({ id, name: '改名部门', parentId: 102, sort: 9, status: 1 })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ name: '改名部门', parentId: 102, sort: 9, status: 1, leaderUserId: 1, phone: '13800000003' });
    expect((await update({ id, name: '改名部门', parentId: 102, sort: 9, status: 1, leaderUserId: null })).code).toBe(0);
    expect((await get(id)).data.leaderUserId).toBeNull();
  });

  it('refuses malformed contacts with a sentence naming the field', async () => {
    expect(await create({ name: uniq('d'), parentId: 100, sort: 1, status: 0, phone: '12345' })).toMatchObject({ code: 400, msg: expect.stringContaining('手机号码') });
    expect(await create({ name: uniq('d'), parentId: 100, sort: 1, status: 0, email: 'nope' })).toMatchObject({ code: 400, msg: expect.stringContaining('邮箱') });
  });

  it('answers 当前部门不存在 for an unknown id', async () => {
    expect(await get(999_999)).toEqual({ code: 1002004002, data: null, msg: '当前部门不存在' });
    expect((await update({ id: 999_999, name: 'x', parentId: 0, sort: 1, status: 0 })).code).toBe(1002004002);
    expect((await remove(999_999)).code).toBe(1002004002);
  });
});

describe('the tree rules', () => {
  it('needs a parent of the same tenant', async () => {
    expect(await create({ name: uniq('d'), parentId: 999_999, sort: 1, status: 0 })).toEqual({ code: 1002004001, data: null, msg: '父级部门不存在' });
    // 110 is tenant 121's root department.
    expect((await create({ name: uniq('d'), parentId: 110, sort: 1, status: 0 })).code).toBe(1002004001);
  });

  it('refuses the department itself or one of its descendants as its parent', async () => {
    const top = await newDept(100);
    const mid = await newDept(top);
    const leaf = await newDept(mid);
    const { name } = (await get(top)).data;
    expect(await update({ id: top, name, parentId: top, sort: 1, status: 0 })).toEqual({ code: 1002004004, data: null, msg: '不能设置自己为父部门' });
    expect(await update({ id: top, name, parentId: leaf, sort: 1, status: 0 })).toEqual({ code: 1002004007, data: null, msg: '不能设置自己的子部门为父部门' });
    expect((await get(top)).data.parentId).toBe(100);
    // Moving a leaf up is fine.
    expect((await update({ id: leaf, name: (await get(leaf)).data.name, parentId: top, sort: 1, status: 0 })).code).toBe(0);
  });

  it('keeps names unique among siblings only', async () => {
    // 研发部门 sits under 101 in the seed.
    expect(await create({ name: '研发部门', parentId: 101, sort: 1, status: 0 })).toEqual({ code: 1002004000, data: null, msg: '已经存在该名字的部门' });
    expect((await create({ name: '研发部门', parentId: 102, sort: 1, status: 0 })).code).toBe(0);
    expect((await update({ id: 103, name: '研发部门', parentId: 101, sort: 1, status: 0, leaderUserId: 1 })).code).toBe(0);
    expect((await update({ id: 104, name: '研发部门', parentId: 101, sort: 2, status: 0 })).code).toBe(1002004000);
  });

  it('takes the leader among the tenant’s own users', async () => {
    // User 110 is tenant 121's administrator.
    expect(await create({ name: uniq('d'), parentId: 100, sort: 1, status: 0, leaderUserId: 110 })).toEqual({ code: 1002004008, data: null, msg: '负责人不存在' });
    expect((await create({ name: uniq('d'), parentId: 100, sort: 1, status: 0, leaderUserId: 999_999 })).code).toBe(1002004008);
    expect((await create({ name: uniq('d'), parentId: 100, sort: 1, status: 0, leaderUserId: 100 })).code).toBe(0);
  });
});

describe('DELETE /system/dept/delete', () => {
  it('refuses a department with sub-departments or with users', async () => {
    expect(await remove(101)).toEqual({ code: 1002004003, data: null, msg: '存在子部门，无法删除' });
    const staffed = await newDept(100);
    await createUser(t, admin, { deptId: staffed });
    expect(await remove(staffed)).toEqual({ code: 1002004005, data: null, msg: '部门中存在员工，无法删除' });
  });

  it('deletes an empty leaf', async () => {
    const id = await newDept(100);
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(id)).code).toBe(1002004002);
  });
});

describe('GET /system/dept/list', () => {
  it('lists the tenant’s departments flat, in sort order, filtered by name and status', async () => {
    const all = (await list()).data;
    expect(ids(all)).toEqual(expect.arrayContaining([100, 101, 102, 103, 109]));
    expect(ids(all)).not.toContain(110);
    const sorts = all.map((d) => d.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(new Set((await list({ name: '财务' })).data.map((d) => d.name))).toEqual(new Set(['财务部门']));
    const off = await newDept(100, { status: 1 });
    expect(ids((await list({ status: 1 })).data)).toContain(off);
    expect(ids((await list({ status: 0 })).data)).not.toContain(off);
  });

  it('applies the caller’s data scope', async () => {
    const chosen = await signedInWith(t, admin, { permissions: [Permissions.system.dept.query], dataScope: 2, dataScopeDeptIds: [104, 105], deptId: 103 });
    // Chosen departments always include the viewer's own (103), as the reference does.
    expect(ids((await list({}, chosen.session)).data).sort()).toEqual([103, 104, 105]);
    const below = await signedInWith(t, admin, { permissions: [Permissions.system.dept.query], dataScope: 4, deptId: 102 });
    expect(ids((await list({}, below.session)).data)).toEqual(expect.arrayContaining([102, 108, 109]));
    expect(ids((await list({}, below.session)).data)).not.toContain(101);
    const own = await signedInWith(t, admin, { permissions: [Permissions.system.dept.query], dataScope: 3, deptId: 107 });
    expect(ids((await list({}, own.session)).data)).toEqual([107]);
  });

  it('answers 403 to a user without system:dept:query', async () => {
    expect((await list({}, await t.loginPlain())).code).toBe(403);
  });
});

describe('GET /system/dept/list-all-simple', () => {
  it('lists the tenant’s enabled departments as id, name and parent', async () => {
    const off = await newDept(100, { status: 1 });
    const res = await t.call(deptApi.listAllSimple, { as: admin });
    expect(res.data.find((d) => d.id === 100)).toEqual({ id: 100, name: '榫卯科技', parentId: 0 });
    expect(ids(res.data)).not.toContain(off);
    expect(ids(res.data)).not.toContain(110);
  });
});

describe('another tenant', () => {
  it('sees only its own departments, and tenant 1’s ids do not exist for it', async () => {
    expect(ids((await list({}, other)).data)).toEqual([110]);
    const notFound = { code: 1002004002, data: null, msg: '当前部门不存在' };
    expect(await get(103, other)).toEqual(notFound);
    expect(await update({ id: 105, name: '抢走的部门', parentId: 0, sort: 1, status: 0 }, other)).toEqual(notFound);
    expect(await remove(105, other)).toEqual(notFound);
    expect((await get(105)).data.name).toBe('测试部门');
  });

  it('cannot hang its department below another tenant’s', async () => {
    expect((await update({ id: 110, name: '小租户', parentId: 100, sort: 0, status: 0 }, other)).code).toBe(1002004001);
  });
});
