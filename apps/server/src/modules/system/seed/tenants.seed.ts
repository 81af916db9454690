/**
 * First-start data: the system tenant with its administrator and the built-in `super_admin`
 * role (always, so a fresh database can be logged into; nothing else, as the README says), and,
 * for the embedded demo only, departments, posts, staff, roles, messages and a second tenant
 * with its own administrator that show isolation. Runs once: when the
 * tenant table is empty. An existing database is never touched.
 */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dept } from '../dept/dept.schema.ts';
import { notifyMessage, notifyTemplate } from '../notify/notify.schema.ts';
import { roleMenu, userRole } from '../permission/permission.schema.ts';
import { post } from '../post/post.schema.ts';
import { role } from '../role/role.schema.ts';
import { tenantPackage } from '../tenant-package/tenant-package.schema.ts';
import { tenant } from '../tenant/tenant.schema.ts';
import { user } from '../user/user.schema.ts';
import { menusOf, type DemoSeed } from '../../../platform/area.ts';
import { systemArea } from '../area.ts';
import { commonRoleMenuIds, demoPackageMenuIdsOf } from '../menus.ts';
import { renderTemplate } from '../notify/index.ts';
import { hashPassword } from '../../../platform/password.ts';
import { resetIdentity } from './catalogue.ts';

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
  const [{ n }] = await db.select({ n: count() }).from(tenant);
  if (n > 0) return { seeded: false };

  const generated = !opts.demo && !opts.adminPassword ? randomBytes(12).toString('base64url') : undefined;
  const adminPassword = opts.demo ? DEMO_ADMIN.password : (opts.adminPassword ?? generated!);
  const [adminHash, tenantAdminHash, testHash] = await Promise.all([
    hashPassword(adminPassword),
    opts.demo ? hashPassword(DEMO_TENANT_ADMIN.password) : Promise.resolve(''),
    opts.demo ? hashPassword('test123') : Promise.resolve(''),
  ]);

  await db.transaction(async (tx) => {
    await tx.insert(tenant).values({
      id: SYSTEM_TENANT.id,
      name: SYSTEM_TENANT.name,
      contactUserId: 1,
      // A production start knows no contact person but its administrator.
      ...(opts.demo ? { contactName: '王建国', contactMobile: '13800000001', domain: 'localhost' } : { contactName: ADMIN_NICKNAME }),
      packageId: 0,
      expireTime: farFuture,
      accountCount: 9999,
      creator: 'system',
    });
    if (opts.demo) {
      await tx.insert(dept).values([
        { id: 100, tenantId: 1, name: SYSTEM_TENANT.name, parentId: 0, sort: 0, leaderUserId: 1 },
        { id: 101, tenantId: 1, name: '深圳总公司', parentId: 100, sort: 1, leaderUserId: 1 },
        { id: 102, tenantId: 1, name: '长沙分公司', parentId: 100, sort: 2 },
        { id: 103, tenantId: 1, name: '研发部门', parentId: 101, sort: 1, leaderUserId: 1 },
        { id: 104, tenantId: 1, name: '市场部门', parentId: 101, sort: 2, leaderUserId: 101 },
        { id: 105, tenantId: 1, name: '测试部门', parentId: 101, sort: 3 },
        { id: 106, tenantId: 1, name: '财务部门', parentId: 101, sort: 4 },
        { id: 107, tenantId: 1, name: '运维部门', parentId: 101, sort: 5 },
        { id: 108, tenantId: 1, name: '市场部门', parentId: 102, sort: 1 },
        { id: 109, tenantId: 1, name: '财务部门', parentId: 102, sort: 2 },
      ]);
      await tx.insert(post).values([
        { id: 1, tenantId: 1, code: 'ceo', name: '董事长', sort: 1 },
        { id: 2, tenantId: 1, code: 'se', name: '项目经理', sort: 2 },
        { id: 3, tenantId: 1, code: 'hr', name: '人力资源', sort: 3 },
        { id: 4, tenantId: 1, code: 'user', name: '普通员工', sort: 4 },
      ]);
    }
    // The built-in super_admin role is what gives the administrator every menu and permission.
    await tx.insert(role).values([
      { id: 1, tenantId: 1, name: '超级管理员', code: 'super_admin', sort: 1, dataScope: 1, type: 1, remark: '拥有全部权限' },
      ...(opts.demo ? [{ id: 2, tenantId: 1, name: '普通角色', code: 'common', sort: 2, dataScope: 2, type: 1, remark: '普通员工' }] : []),
    ]);
    await tx.insert(user).values({
      id: 1,
      tenantId: 1,
      username: DEMO_ADMIN.username,
      password: adminHash,
      nickname: ADMIN_NICKNAME,
      remark: '系统内置的超级管理员',
      creator: 'system',
      ...(opts.demo ? { deptId: 103, postIds: [1], email: 'admin@tenon.local', mobile: '15612345678', sex: 1 } : {}),
    });
    await tx.insert(userRole).values({ tenantId: 1, userId: 1, roleId: 1 });

    if (opts.demo) {
      await tx.insert(role).values({
        id: 101,
        tenantId: 1,
        name: '测试账号',
        code: 'test',
        sort: 3,
        dataScope: 1,
        type: 2,
        remark: '用于体验权限控制的自定义角色',
      });
      await tx.insert(user).values({
        id: 100,
        tenantId: 1,
        username: 'test',
        password: testHash,
        nickname: '测试号',
        deptId: 105,
        postIds: [4],
        email: 'test@tenon.local',
        mobile: '15601691300',
        sex: 2,
      });
      await tx.insert(userRole).values({ tenantId: 1, userId: 100, roleId: 2 });
      // A few staff so the user list, its department tree and the data scopes have something to show.
      // The demo leave flow: 李四 (市场部门, led by 张三) asks, 张三 approves, 赵六 (人力资源) approves long leaves.
      const staff = [
        { id: 101, username: 'zhangsan', nickname: '张三', deptId: 103, postIds: [2], sex: 1, mobile: '15601691301', roleId: 101 },
        { id: 102, username: 'lisi', nickname: '李四', deptId: 104, postIds: [4], sex: 1, mobile: '15601691302', roleId: 2 },
        { id: 103, username: 'wangwu', nickname: '王五', deptId: 106, postIds: [3], sex: 2, mobile: '15601691303', roleId: 2, status: 1 },
        { id: 104, username: 'zhaoliu', nickname: '赵六', deptId: 108, postIds: [3], sex: 2, mobile: '15601691304', roleId: 2 },
      ];
      for (const { roleId, ...u } of staff) {
        await tx.insert(user).values({ tenantId: 1, password: testHash, email: `${u.username}@tenon.local`, ...u });
        await tx.insert(userRole).values({ tenantId: 1, userId: u.id, roleId });
      }
      // 普通角色 sees the staff lists; the custom 测试账号 role may also manage posts.
      const testRoleMenuIds = [...commonRoleMenuIds, 1025, 1026, 1027, 1028];
      await tx.insert(roleMenu).values([
        ...commonRoleMenuIds.map((menuId) => ({ tenantId: 1, roleId: 2, menuId })),
        ...testRoleMenuIds.map((menuId) => ({ tenantId: 1, roleId: 101, menuId })),
      ]);

      await tx.insert(tenantPackage).values({ id: 111, name: '普通套餐', remark: '小微企业的基础功能', menuIds: demoPackageMenuIds });
      await tx.insert(tenant).values({
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
      });
      await tx.insert(dept).values({ id: 110, tenantId: 121, name: DEMO_TENANT.name, parentId: 0, leaderUserId: 110 });
      await tx.insert(post).values({ id: 5, tenantId: 121, code: 'user', name: '普通员工', sort: 1 });
      await tx.insert(role).values({
        id: 109,
        tenantId: 121,
        name: '租户管理员',
        code: 'tenant_admin',
        sort: 0,
        dataScope: 1,
        type: 1,
        remark: '系统自动生成',
      });
      await tx.insert(user).values({
        id: 110,
        tenantId: 121,
        username: DEMO_TENANT_ADMIN.username,
        password: tenantAdminHash,
        nickname: '小王',
        deptId: 110,
        email: 'admin110@small.tenon.local',
        mobile: '15601691310',
        sex: 1,
      });
      await tx.insert(userRole).values({ tenantId: 121, userId: 110, roleId: 109 });
      await tx.insert(roleMenu).values(demoPackageMenuIds.map((menuId) => ({ tenantId: 121, roleId: 109, menuId })));
    }
    if (opts.demo) await seedDemoMessages(tx as unknown as Db);
    if (opts.demo) for (const seedDemo of opts.featureDemos ?? []) await seedDemo(tx);
    for (const t of ['system_tenant', 'system_tenant_package', 'system_dept', 'system_post', 'system_role', 'system_users']) {
      await resetIdentity(tx as unknown as Db, t);
    }
  });
  return { seeded: true, generatedAdminPassword: generated };
}

/** A few messages so the bell and the message page have something to show on the demo start. */
async function seedDemoMessages(db: Db) {
  const templates = new Map((await db.select().from(notifyTemplate)).map((t) => [t.code, t]));
  const day = 86_400_000;
  const demo: Array<{ tenantId: number; userId: number; code: string; params: Record<string, string>; ago: number; read?: boolean }> = [
    { tenantId: 1, userId: 1, code: 'system-welcome', params: { nickname: '系统管理员', tenantName: SYSTEM_TENANT.name }, ago: 3 * day, read: true },
    { tenantId: 1, userId: 1, code: 'system-maintenance', params: { time: '本周六 22:00', duration: '2 小时' }, ago: day },
    { tenantId: 1, userId: 1, code: 'bpm-task-assigned', params: { processInstanceName: '请假申请（张三，3 天）', startUserNickname: '张三' }, ago: 2 * 3_600_000 },
    { tenantId: 1, userId: 100, code: 'system-welcome', params: { nickname: '测试号', tenantName: SYSTEM_TENANT.name }, ago: 2 * day },
    { tenantId: 121, userId: 110, code: 'system-welcome', params: { nickname: '小王', tenantName: DEMO_TENANT.name }, ago: day },
  ];
  for (const m of demo) {
    const template = templates.get(m.code)!;
    const createTime = Date.now() - m.ago;
    await db.insert(notifyMessage).values({
      tenantId: m.tenantId,
      userId: m.userId,
      templateId: template.id,
      templateCode: template.code,
      templateNickname: template.nickname,
      templateContent: renderTemplate(template.content, m.params),
      templateType: template.type,
      templateParams: m.params,
      readStatus: m.read ?? false,
      readTime: m.read ? createTime + 3_600_000 : null,
      createTime,
      creator: 'system',
    });
  }
}
