// @postgres: data scopes: the department tree in a recursive query
/**
 * Data scope on users: a viewer holding `system:user:query` through a role of each data-scope
 * type sees exactly the users of the departments that type allows, in the page, the simple
 * list and the export, and users outside it do not exist for get, update and delete.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, permissionApi, userApi } from '@tenon/contracts';
import { readXlsx } from '../../../platform/excel.ts';
import { testApp, type ApiCall, type Session, type TestApp } from '../../../test/testApp.ts';
import { createRole, createUser, download, signedInWith } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
/** Fixture users by where they sit: 103 研发 and 104 市场 under 101 深圳; 108 under 102 长沙; none. */
const fx: Record<'rd' | 'mkt' | 'cs' | 'none', { id: number; username: string }> = {} as never;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  fx.rd = await createUser(t, admin, { deptId: 103 });
  fx.mkt = await createUser(t, admin, { deptId: 104 });
  fx.cs = await createUser(t, admin, { deptId: 108 });
  fx.none = await createUser(t, admin, { deptId: null });
});
afterAll(() => t.close());

const P = Permissions.system.user;
const as = (s: Session) => ({ token: s.accessToken, tenantId: s.tenantId });

/** Which fixture users (and the viewer, as `me`) the viewer's page shows. */
async function seen(viewer: { id: number; session: Session }) {
  const res = await t.call(userApi.page, { query: { pageSize: 100 }, as: viewer.session });
  expect(res.code).toBe(0);
  const ids = new Set(res.data.list.map((u) => u.id));
  const names = (Object.keys(fx) as Array<keyof typeof fx>).filter((k) => ids.has(fx[k].id));
  return ids.has(viewer.id) ? [...names, 'me'] : names;
}

describe('the user page under each data scope', () => {
  it('1 all: every user', async () => {
    const v = await signedInWith(t, admin, { permissions: [P.query], dataScope: 1, deptId: 105 });
    expect(await seen(v)).toEqual(['rd', 'mkt', 'cs', 'none', 'me']);
  });

  it('2 chosen departments: those departments and the viewer’s own (not their children)', async () => {
    const v = await signedInWith(t, admin, { permissions: [P.query], dataScope: 2, dataScopeDeptIds: [104, 102], deptId: 105 });
    expect(await seen(v)).toEqual(['mkt', 'me']);
  });

  it('3 own department: the viewer and its colleagues', async () => {
    const v = await signedInWith(t, admin, { permissions: [P.query], dataScope: 3, deptId: 103 });
    expect(await seen(v)).toEqual(['rd', 'me']);
  });

  it('4 own department and below: the whole subtree', async () => {
    const v = await signedInWith(t, admin, { permissions: [P.query], dataScope: 4, deptId: 101 });
    expect(await seen(v)).toEqual(['rd', 'mkt', 'me']);
  });

  it('5 self only: the viewer alone', async () => {
    const v = await signedInWith(t, admin, { permissions: [P.query], dataScope: 5, deptId: 103 });
    expect(await seen(v)).toEqual(['me']);
  });

  it('two roles: the union, the widest wins', async () => {
    const v = await signedInWith(t, admin, { permissions: [P.query], dataScope: 5, deptId: 103 });
    const second = await createRole(t, admin, { permissions: [], dataScope: 2, dataScopeDeptIds: [108] });
    await t.call(permissionApi.assignUserRole, { body: { userId: v.id, roleIds: [v.roleId, second] }, as: admin });
    // Self only, plus department 108 and (with chosen departments) the viewer's own 103.
    expect(await seen(v)).toEqual(['rd', 'cs', 'me']);
  });

  it('the department filter narrows within the scope, never widens it', async () => {
    const v = await signedInWith(t, admin, { permissions: [P.query], dataScope: 3, deptId: 103 });
    const res = await t.call(userApi.page, { query: { deptId: 100, pageSize: 100 }, as: v.session });
    expect(res.data.list.map((u) => u.id)).toEqual(expect.arrayContaining([fx.rd.id, v.id, 1]));
    expect(new Set(res.data.list.map((u) => u.deptId))).toEqual(new Set([103]));
  });
});

describe('users outside the data scope do not exist', () => {
  it('for get, update, status, password, delete and role assignment', async () => {
    const v = await signedInWith(t, admin, { permissions: [...Object.values(P), Permissions.system.permission.assignUserRole], dataScope: 3, deptId: 103 });
    const target = fx.cs;
    const calls: ApiCall[] = [
      { path: '/system/user/get', query: { id: target.id } },
      { method: 'PUT', path: '/system/user/update', body: { id: target.id, username: target.username, nickname: 'x' } },
      { method: 'PUT', path: '/system/user/update-status', body: { id: target.id, status: 1 } },
      { method: 'PUT', path: '/system/user/update-password', body: { id: target.id, password: 'hacked123' } },
      { method: 'DELETE', path: '/system/user/delete', query: { id: target.id } },
      { path: '/system/permission/list-user-roles', query: { userId: target.id } },
      { method: 'POST', path: '/system/permission/assign-user-role', body: { userId: target.id, roleIds: [] } },
    ];
    for (const c of calls) expect((await t.api({ ...c, ...as(v.session) })).msg, c.path).toBe('用户不存在');
    // Within the scope the same calls work.
    expect((await t.call(userApi.get, { query: { id: fx.rd.id }, as: v.session })).code).toBe(0);
  });

  it('in the simple list and the export', async () => {
    const v = await signedInWith(t, admin, { permissions: [P.query, P.export], dataScope: 4, deptId: 101 });
    const simple = await t.call(userApi.listAllSimple, { as: v.session });
    const simpleIds = simple.data.map((u) => u.id);
    expect(simpleIds).toEqual(expect.arrayContaining([fx.rd.id, fx.mkt.id, v.id]));
    expect(simpleIds).not.toContain(fx.cs.id);
    expect(simpleIds).not.toContain(fx.none.id);

    // The simple list offers enabled users only; the page and the export show disabled ones too.
    const paged = await t.call(userApi.page, { query: { pageNo: 1, pageSize: 100 }, as: v.session });
    const pagedIds = paged.data.list.map((u) => u.id);
    expect(pagedIds).toEqual(expect.arrayContaining(simpleIds));
    const res = await t.download(userApi.export, { as: v.session });
    const rows = await readXlsx(res.rawPayload);
    const exported = rows.map((r) => Number(r.values['用户编号']));
    expect(exported.sort()).toEqual([...pagedIds].sort());
  });
});
