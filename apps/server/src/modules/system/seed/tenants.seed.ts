/**
 * First-start data: the system tenant with its administrator and the built-in `super_admin`
 * role (always, so a fresh database can be logged into; nothing else, as the README says), and,
 * for the embedded demo only, departments, posts, staff, roles, messages and a second tenant
 * with its own administrator that show isolation. Runs once: when the
 * tenant table is empty. An existing database is never touched.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../../db/client.ts';
import { resetIdentity } from '../../../db/resetIdentity.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { insertDepts } from '../dept/index.ts';
import { insertTemplatedMessages } from '../notify/index.ts';
import { insertRoleMenus, insertUserRoles } from '../permission/index.ts';
import { insertPosts } from '../post/index.ts';
import { insertRoles } from '../role/index.ts';
import { insertPackages } from '../tenant-package/index.ts';
import { insertTenants, tenantCount } from '../tenant/index.ts';
import { insertUsers } from '../user/index.ts';
import { menusOf, type DemoSeed } from '../../../platform/area.ts';
import { systemArea } from '../area.ts';
import { commonRoleMenuIds, demoPackageMenuIdsOf } from '../menus.ts';
import { hashPassword } from '../../../platform/password.ts';

import { DEMO_ADMIN, DEMO_TENANT, DEMO_TENANT_ADMIN, SYSTEM_TENANT } from './demo-tenants.ts';

export { DEMO_ADMIN, DEMO_TENANT, DEMO_TENANT_ADMIN, SYSTEM_TENANT };
const ADMIN_NICKNAME = '系统管理员';

export interface SeedResult {
  seeded: boolean;
  /** Set when a production start generated the first administrator's password. */
  generatedAdminPassword?: string;
}

const demoPackageMenuIds = demoPackageMenuIdsOf(menusOf([systemArea]));

const farFuture = Date.parse('2099-12-31T23:59:59+08:00');

export async function seedFirstStart(
  db: Db,
  opts: { demo: boolean; adminPassword?: string; /** Each feature's own demo rows (`demo` of its manifest). */ featureDemos?: DemoSeed[] },
): Promise<SeedResult> {
  if ((await tenantCount(db)) > 0) return { seeded: false };

  const generated = !opts.demo && !opts.adminPassword ? randomBytes(12).toString('base64url') : undefined;
  const adminPassword = opts.demo ? DEMO_ADMIN.password : (opts.adminPassword ?? generated!);
  const [adminHash, tenantAdminHash, testHash] = await Promise.all([
    hashPassword(adminPassword),
    opts.demo ? hashPassword(DEMO_TENANT_ADMIN.password) : Promise.resolve(''),
    opts.demo ? hashPassword('test123') : Promise.resolve(''),
  ]);

  await db.transaction(async (tx) => {
    // Each feature inserts its own rows; these scopes stamp them with the tenant they belong to.
    const inSystem = tenantScope(tx, SYSTEM_TENANT.id);
    const inDemo = tenantScope(tx, DEMO_TENANT.id);
    await insertTenants(tx, [{
      id: SYSTEM_TENANT.id,
      name: SYSTEM_TENANT.name,
      contactUserId: 1,
      // A production start knows no contact person but its administrator.
      ...(opts.demo ? { contactName: '王建国', contactMobile: '13800000001', domain: 'localhost' } : { contactName: ADMIN_NICKNAME }),
      packageId: 0,
      expireTime: farFuture,
      accountCount: 9999,
      creator: 'system',
    }]);
    if (opts.demo) {
      await insertDepts(tx, inSystem, [
        { id: 100, name: SYSTEM_TENANT.name, parentId: 0, sort: 0, leaderUserId: 1 },
        { id: 101, name: '深圳总公司', parentId: 100, sort: 1, leaderUserId: 1 },
        { id: 102, name: '长沙分公司', parentId: 100, sort: 2 },
        { id: 103, name: '研发部门', parentId: 101, sort: 1, leaderUserId: 1 },
        { id: 104, name: '市场部门', parentId: 101, sort: 2, leaderUserId: 101 },
        { id: 105, name: '测试部门', parentId: 101, sort: 3 },
        { id: 106, name: '财务部门', parentId: 101, sort: 4 },
        { id: 107, name: '运维部门', parentId: 101, sort: 5 },
        { id: 108, name: '市场部门', parentId: 102, sort: 1 },
        { id: 109, name: '财务部门', parentId: 102, sort: 2 },
      ]);
      await insertPosts(tx, inSystem, [
        { id: 1, code: 'ceo', name: '董事长', sort: 1 },
        { id: 2, code: 'se', name: '项目经理', sort: 2 },
        { id: 3, code: 'hr', name: '人力资源', sort: 3 },
        { id: 4, code: 'user', name: '普通员工', sort: 4 },
      ]);
    }
    // The built-in super_admin role is what gives the administrator every menu and permission.
    await insertRoles(tx, inSystem, [
      { id: 1, name: '超级管理员', code: 'super_admin', sort: 1, dataScope: 1, type: 1, remark: '拥有全部权限' },
      ...(opts.demo ? [{ id: 2, name: '普通角色', code: 'common', sort: 2, dataScope: 2, type: 1, remark: '普通员工' }] : []),
    ]);
    await insertUsers(tx, inSystem, [{
      id: 1,
      username: DEMO_ADMIN.username,
      password: adminHash,
      nickname: ADMIN_NICKNAME,
      remark: '系统内置的超级管理员',
      creator: 'system',
      ...(opts.demo ? { deptId: 103, postIds: [1], email: 'admin@tenon.local', mobile: '15612345678', sex: 1 } : {}),
    }]);
    await insertUserRoles(tx, inSystem, [{ userId: 1, roleId: 1 }]);

    if (opts.demo) {
      await insertRoles(tx, inSystem, [{
        id: 101,
        name: '测试账号',
        code: 'test',
        sort: 3,
        dataScope: 1,
        type: 2,
        remark: '用于体验权限控制的自定义角色',
      }]);
      await insertUsers(tx, inSystem, [{
        id: 100,
        username: 'test',
        password: testHash,
        nickname: '测试号',
        deptId: 105,
        postIds: [4],
        email: 'test@tenon.local',
        mobile: '15601691300',
        sex: 2,
      }]);
      await insertUserRoles(tx, inSystem, [{ userId: 100, roleId: 2 }]);
      // A few staff so the user list, its department tree and the data scopes have something to show.
      // The demo leave flow: 李四 (市场部门, led by 张三) asks, 张三 approves, 赵六 (人力资源) approves long leaves.
      const staff = [
        { id: 101, username: 'zhangsan', nickname: '张三', deptId: 103, postIds: [2], sex: 1, mobile: '15601691301', roleId: 101 },
        { id: 102, username: 'lisi', nickname: '李四', deptId: 104, postIds: [4], sex: 1, mobile: '15601691302', roleId: 2 },
        { id: 103, username: 'wangwu', nickname: '王五', deptId: 106, postIds: [3], sex: 2, mobile: '15601691303', roleId: 2, status: 1 },
        { id: 104, username: 'zhaoliu', nickname: '赵六', deptId: 108, postIds: [3], sex: 2, mobile: '15601691304', roleId: 2 },
      ];
      for (const { roleId, ...u } of staff) {
        await insertUsers(tx, inSystem, [{ password: testHash, email: `${u.username}@tenon.local`, ...u }]);
        await insertUserRoles(tx, inSystem, [{ userId: u.id, roleId }]);
      }
      // 普通角色 sees the staff lists; the custom 测试账号 role may also manage posts.
      const testRoleMenuIds = [...commonRoleMenuIds, 1025, 1026, 1027, 1028];
      await insertRoleMenus(tx, inSystem, [
        ...commonRoleMenuIds.map((menuId) => ({ roleId: 2, menuId })),
        ...testRoleMenuIds.map((menuId) => ({ roleId: 101, menuId })),
      ]);

      await insertPackages(tx, [{ id: 111, name: '普通套餐', remark: '小微企业的基础功能', menuIds: demoPackageMenuIds }]);
      await insertTenants(tx, [{
        id: DEMO_TENANT.id,
        name: DEMO_TENANT.name,
        contactUserId: 110,
        contactName: '小王',
        contactMobile: '15601691300',
        domain: 'small.tenon.local',
        packageId: 111,
        expireTime: farFuture,
        accountCount: 20,
        creator: 'system',
      }]);
      await insertDepts(tx, inDemo, [{ id: 110, name: DEMO_TENANT.name, parentId: 0, leaderUserId: 110 }]);
      await insertPosts(tx, inDemo, [{ id: 5, code: 'user', name: '普通员工', sort: 1 }]);
      await insertRoles(tx, inDemo, [{
        id: 109,
        name: '租户管理员',
        code: 'tenant_admin',
        sort: 0,
        dataScope: 1,
        type: 1,
        remark: '系统自动生成',
      }]);
      await insertUsers(tx, inDemo, [{
        id: 110,
        username: DEMO_TENANT_ADMIN.username,
        password: tenantAdminHash,
        nickname: '小王',
        deptId: 110,
        email: 'admin110@small.tenon.local',
        mobile: '15601691310',
        sex: 1,
      }]);
      await insertUserRoles(tx, inDemo, [{ userId: 110, roleId: 109 }]);
      await insertRoleMenus(tx, inDemo, demoPackageMenuIds.map((menuId) => ({ roleId: 109, menuId })));
    }
    if (opts.demo) await seedDemoMessages(tx);
    if (opts.demo) for (const seedDemo of opts.featureDemos ?? []) await seedDemo(tx);
    for (const t of ['system_tenant', 'system_tenant_package', 'system_dept', 'system_post', 'system_role', 'system_users']) {
      await resetIdentity(tx, t);
    }
  });
  return { seeded: true, generatedAdminPassword: generated };
}

/** A few messages so the bell and the message page have something to show on the demo start. */
async function seedDemoMessages(tx: Tx) {
  const day = 86_400_000;
  const demo: Array<{ tenantId: number; userId: number; code: string; params: Record<string, string>; ago: number; read?: boolean }> = [
    { tenantId: 1, userId: 1, code: 'system-welcome', params: { nickname: '系统管理员', tenantName: SYSTEM_TENANT.name }, ago: 3 * day, read: true },
    { tenantId: 1, userId: 1, code: 'system-maintenance', params: { time: '本周六 22:00', duration: '2 小时' }, ago: day },
    { tenantId: 1, userId: 1, code: 'bpm-task-assigned', params: { processInstanceName: '请假申请（张三，3 天）', startUserNickname: '张三' }, ago: 2 * 3_600_000 },
    { tenantId: 1, userId: 100, code: 'system-welcome', params: { nickname: '测试号', tenantName: SYSTEM_TENANT.name }, ago: 2 * day },
    { tenantId: 121, userId: 110, code: 'system-welcome', params: { nickname: '小王', tenantName: DEMO_TENANT.name }, ago: day },
  ];
  const now = Date.now();
  await insertTemplatedMessages(
    tx,
    demo.map(({ ago, ...m }) => ({ ...m, createTime: now - ago })),
  );
}
