/**
 * Protected accounts (user-protection.ts): a caller with every user permission but without
 * `super_admin` cannot change, disable, delete, reset or reassign a super administrator, nor
 * the tenant's own administrator; the super administrator (or that tenant administrator) can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Permissions, SUPER_ADMIN_ROLE, authApi, permissionApi, userApi } from '@tenon/contracts';
import { role } from '../role/role.schema.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { createUser, grantTenantAdmin, signedInWith, upload, xlsx } from '../role/testing/rbac.fixtures.ts';
import { DataScopeType } from '../permission/data-scope.ts';

const HEADERS = ['用户名称', '用户昵称', '部门编号', '邮箱', '手机号码', '性别', '账号状态'];
const SUPER_REFUSED = { code: 1002003013, data: null, msg: '超级管理员账号只能由超级管理员修改、停用、删除、重置密码或分配角色' };
const TENANT_ADMIN_REFUSED = { code: 1002003014, data: null, msg: '租户管理员账号只能由其本人或超级管理员修改、停用、删除、重置密码或分配角色' };
/** Everything a user manager may be given, with data scope "all": only the rule stands in the way. */
const MANAGER = {
  permissions: [...Object.values(Permissions.system.user), Permissions.system.permission.assignUserRole],
  dataScope: DataScopeType.ALL,
};

let t: TestApp;
let admin: Session;
let tenantAdmin: Session;
let superRoleId: number;
/** A role of tenant 1 that the manager may hand out: what an assign-user-role call adds. */
let plainRoleId: number;
let manager: Awaited<ReturnType<typeof signedInWith>>;
/** Tenant 121's manager, created by its administrator admin110 (user 110, the tenant's contact user). */
let tenantManager: Awaited<ReturnType<typeof signedInWith>>;

beforeAll(async () => {
  t = await testApp();
  [admin, tenantAdmin] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
  [{ id: superRoleId }] = await t.db.select({ id: role.id }).from(role).where(and(eq(role.tenantId, 1), eq(role.code, SUPER_ADMIN_ROLE)));
  manager = await signedInWith(t, admin, MANAGER);
  plainRoleId = manager.roleId;
  await grantTenantAdmin(t, 121, 109, [
    ...MANAGER.permissions,
    ...Object.values(Permissions.system.role),
    Permissions.system.permission.assignRoleMenu,
    Permissions.system.permission.assignRoleDataScope,
  ]);
  tenantManager = await signedInWith(t, tenantAdmin, MANAGER);
});
afterAll(() => t.close());

type Target = { id: number; username: string; password: string };
const get = (id: number, s: Session) => t.call(userApi.get, { query: { id }, as: s });
const rolesOf = (userId: number, s: Session) => t.callOk(permissionApi.listUserRoles, { query: { userId }, as: s });

/** Each user-changing call, and how to tell afterwards that it did not happen. */
const operations = (target: Target, tenantId: number, ownRoleIds: number[]) => [
  {
    name: 'update',
    call: (s: Session) => t.call(userApi.update, { body: { id: target.id, username: target.username, nickname: '被改名了' }, as: s }),
    unchanged: async (s: Session) => expect((await get(target.id, s)).data.nickname).not.toBe('被改名了'),
  },
  {
    name: 'update-password',
    call: (s: Session) => t.call(userApi.updatePassword, { body: { id: target.id, password: 'taken0ver' }, as: s }),
    unchanged: async () => expect((await t.login(target.username, target.password, tenantId)).userId).toBe(target.id),
  },
  {
    name: 'update-status',
    call: (s: Session) => t.call(userApi.updateStatus, { body: { id: target.id, status: 1 }, as: s }),
    unchanged: async (s: Session) => expect((await get(target.id, s)).data.status).toBe(0),
  },
  {
    name: 'assign-user-role',
    call: (s: Session) =>
      t.call(permissionApi.assignUserRole, { body: { userId: target.id, roleIds: [...ownRoleIds, s.tenantId === 1 ? plainRoleId : tenantManager.roleId] }, as: s }),
    unchanged: async (s: Session) => expect((await rolesOf(target.id, s)).sort()).toEqual([...ownRoleIds].sort()),
  },
  {
    name: 'delete',
    call: (s: Session) => t.call(userApi.delete, { query: { id: target.id }, as: s }),
    unchanged: async (s: Session) => expect((await get(target.id, s)).code).toBe(0),
  },
];

/** A new user of tenant 1 holding `super_admin`, granted by the super administrator. */
const newSuperAdmin = () => createUser(t, admin, { roleIds: [superRoleId] });

describe('a super administrator', () => {
  it('cannot have their password reset by a manager, who then could sign in as admin (the reported take-over)', async () => {
    const res = await t.call(userApi.updatePassword, { body: { id: 1, password: 'taken0ver' }, as: manager.session });
    expect(res).toEqual(SUPER_REFUSED);
    expect((await t.login('admin', 'admin123')).userId).toBe(1);
    await expect(t.login('admin', 'taken0ver')).rejects.toThrow(/1002000000/);
  });

  it('cannot be disabled by a manager (the reported lock-out)', async () => {
    const res = await t.call(userApi.updateStatus, { body: { id: 1, status: 1 }, as: manager.session });
    expect(res).toEqual(SUPER_REFUSED);
    expect((await whoAmI(admin)).code).toBe(0);
  });

  for (const name of ['update', 'update-password', 'update-status', 'assign-user-role', 'delete']) {
    it(`${name}: refused to a manager without super_admin, done for the super administrator`, async () => {
      const target = await newSuperAdmin();
      const op = operations(target, 1, [superRoleId]).find((o) => o.name === name)!;
      expect(await op.call(manager.session)).toEqual(SUPER_REFUSED);
      await op.unchanged(admin);
      expect((await op.call(admin)).code).toBe(0);
    });
  }

  it('import with updateSupport: the super administrator row is reported as a failure, the other rows import', async () => {
    const target = await newSuperAdmin();
    const plain = await createUser(t, admin);
    const file = await xlsx(HEADERS, [
      [target.username, '被改名了', '', '', '', '男', '关闭'],
      [plain.username, '改名了', '', '', '', '男', '开启'],
    ]);
    const res = (await upload(t, manager.session, file, { updateSupport: 'true' })).json();
    expect(res).toEqual({
      code: 0,
      msg: '',
      data: { createUsernames: [], updateUsernames: [plain.username], failureUsernames: { [target.username]: SUPER_REFUSED.msg } },
    });
    expect((await get(target.id, admin)).data).toMatchObject({ nickname: `昵称${target.username}`, status: 0 });
    expect((await get(plain.id, admin)).data.nickname).toBe('改名了');

    const bySuper = (await upload(t, admin, file, { updateSupport: 'true' })).json();
    expect(bySuper.data.updateUsernames).toEqual([target.username, plain.username]);
  });

  it('leaves a manager free to change users who are not protected', async () => {
    const plain = await createUser(t, admin);
    for (const op of operations(plain, 1, [])) expect((await op.call(manager.session)).code).toBe(0);
  });
});

describe("a tenant's own administrator", () => {
  const admin110 = { id: 110, username: 'admin110', password: 'admin123' };

  for (const name of ['update', 'update-password', 'update-status', 'assign-user-role', 'delete']) {
    it(`${name}: refused to the tenant's manager, with the data unchanged`, async () => {
      const op = operations(admin110, 121, [109]).find((o) => o.name === name)!;
      expect(await op.call(tenantManager.session)).toEqual(TENANT_ADMIN_REFUSED);
      await op.unchanged(tenantAdmin);
    });
  }

  it('import with updateSupport: reported as a failure to the manager', async () => {
    const file = await xlsx(HEADERS, [['admin110', '被改名了', '', '', '', '男', '开启']]);
    const res = (await upload(t, tenantManager.session, file, { updateSupport: 'true' })).json();
    expect(res.data).toEqual({ createUsernames: [], updateUsernames: [], failureUsernames: { admin110: TENANT_ADMIN_REFUSED.msg } });
  });

  it('may change their own account', async () => {
    const res = await t.call(userApi.update, { body: { id: 110, username: 'admin110', nickname: '小租户管理员' }, as: tenantAdmin });
    expect(res.code).toBe(0);
    expect((await get(110, tenantAdmin)).data.nickname).toBe('小租户管理员');
    const pwd = await t.call(userApi.updatePassword, { body: { id: 110, password: 'admin123' }, as: tenantAdmin });
    expect(pwd.code).toBe(0);
  });
});

const whoAmI = (s: Session) => t.call(authApi.getPermissionInfo, { as: s });
