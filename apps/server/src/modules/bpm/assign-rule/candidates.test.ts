// @postgres: candidate queries over departments, posts (jsonb @>) and groups
/**
 * resolveCandidates against real rows: an organisation of its own in tenant 1 (two depts, a
 * parent and a child, their leaders, a post, a role, user groups, a disabled user), and a rule
 * per case written as a deploy would have copied it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BpmAssignRuleType as Type, BpmAssignScript as Script } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';
import { dept } from '../../system/dept/dept.schema.ts';
import { userRole } from '../../system/permission/permission.schema.ts';
import { post } from '../../system/post/post.schema.ts';
import { role } from '../../system/role/role.schema.ts';
import { uniq } from '../../system/role/testing/rbac.fixtures.ts';
import { user } from '../../system/user/user.schema.ts';
import { bpmUserGroup } from '../user-group/user-group.schema.ts';
import { bpmTaskAssignRule } from './assign-rule.schema.ts';
import { resolveCandidates } from './candidates.ts';

let t: TestApp;
const TENANT = 1;
const DEFINITION = 'cand:1:00000000-0000-0000-0000-000000000000';

/** The people: `boss` leads the parent dept, `lead` the child; `a`, `b` work in the child, `off` is disabled there. */
const org = { parent: 0, child: 0, post: 0, role: 0, group: 0, offGroup: 0, boss: 0, lead: 0, a: 0, b: 0, off: 0, loner: 0 };

async function newUser(extra: Partial<typeof user.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(user)
    .values({ tenantId: TENANT, username: uniq('c'), nickname: '候选', password: 'x', ...extra })
    .returning({ id: user.id });
  return row!.id;
}

beforeAll(async () => {
  t = await testApp();
  org.boss = await newUser();
  org.lead = await newUser();
  const [parent] = await t.db.insert(dept).values({ tenantId: TENANT, name: '总部', leaderUserId: org.boss }).returning();
  const [child] = await t.db.insert(dept).values({ tenantId: TENANT, name: '审批部', parentId: parent!.id, leaderUserId: org.lead }).returning();
  org.parent = parent!.id;
  org.child = child!.id;
  const [p] = await t.db.insert(post).values({ tenantId: TENANT, code: uniq('post'), name: '审批岗' }).returning();
  org.post = p!.id;
  org.a = await newUser({ deptId: org.child, postIds: [org.post] });
  org.b = await newUser({ deptId: org.child, postIds: [4, org.post] });
  org.off = await newUser({ deptId: org.child, postIds: [org.post], status: 1 });
  org.loner = await newUser();
  const [r] = await t.db.insert(role).values({ tenantId: TENANT, name: '审批角色', code: uniq('role') }).returning();
  org.role = r!.id;
  await t.db.insert(userRole).values([org.b, org.a, org.off].map((userId) => ({ tenantId: TENANT, userId, roleId: org.role })));
  const groups = await t.db
    .insert(bpmUserGroup)
    .values([
      { tenantId: TENANT, name: '组', memberUserIds: [org.b, org.off, org.boss] },
      { tenantId: TENANT, name: '停用组', memberUserIds: [org.a], status: 1 },
    ])
    .returning();
  org.group = groups[0]!.id;
  org.offGroup = groups[1]!.id;
});
afterAll(() => t.close());

/** The candidates of a task whose rule is `type`/`options`, as the user `startUserId` started it. */
async function candidates(type: number, options: number[], startUserId = org.a) {
  const taskDefinitionKey = uniq('task');
  await t.db.insert(bpmTaskAssignRule).values({ tenantId: TENANT, processDefinitionId: DEFINITION, taskDefinitionKey, type, options });
  return resolveCandidates(t.db, TENANT, { processDefinitionId: DEFINITION, taskDefinitionKey, startUserId }).then(
    (ids) => ids,
    (err: Error) => err.message,
  );
}

const NOBODY = '操作失败，原因：找不到任务的审批人！';

describe('resolveCandidates', () => {
  it('10 role: the role’s members', async () => {
    expect(await candidates(Type.ROLE, [org.role])).toEqual([org.a, org.b]);
  });

  it('20 dept members: the members and the leader', async () => {
    expect(await candidates(Type.DEPT_MEMBER, [org.child])).toEqual([org.lead, org.a, org.b]);
  });

  it('21 dept leaders: the depts’ leaders only', async () => {
    expect(await candidates(Type.DEPT_LEADER, [org.child, org.parent])).toEqual([org.boss, org.lead]);
  });

  it('22 post: the users holding any of the posts', async () => {
    expect(await candidates(Type.POST, [org.post])).toEqual([org.a, org.b]);
  });

  it('30 users: the users named, enabled ones only', async () => {
    expect(await candidates(Type.USER, [org.off, org.b, org.a])).toEqual([org.a, org.b]);
  });

  it('40 user groups: the members of the enabled groups', async () => {
    expect(await candidates(Type.USER_GROUP, [org.group, org.offGroup])).toEqual([org.boss, org.b]);
  });

  it('50 scripts: the starter, the leader of the starter’s dept, the leader of its parent', async () => {
    expect(await candidates(Type.SCRIPT, [Script.START_USER], org.b)).toEqual([org.b]);
    expect(await candidates(Type.SCRIPT, [Script.LEADER_X1], org.b)).toEqual([org.lead]);
    expect(await candidates(Type.SCRIPT, [Script.LEADER_X2], org.b)).toEqual([org.boss]);
    expect(await candidates(Type.SCRIPT, [Script.LEADER_X1, Script.LEADER_X2, Script.START_USER], org.a)).toEqual([org.boss, org.lead, org.a]);
  });

  it('refuses a task nobody can take: no rule, nobody named, only disabled users, no leader, another tenant’s users', async () => {
    const noRule = await resolveCandidates(t.db, TENANT, { processDefinitionId: DEFINITION, taskDefinitionKey: 'missing', startUserId: org.a }).catch((e: Error) => e.message);
    expect(noRule).toBe(NOBODY);
    expect(await candidates(Type.USER, [org.off])).toBe(NOBODY);
    expect(await candidates(Type.USER_GROUP, [org.offGroup])).toBe(NOBODY);
    expect(await candidates(Type.ROLE, [999_999])).toBe(NOBODY);
    // A starter with no dept has no leader; a top dept has no parent.
    expect(await candidates(Type.SCRIPT, [Script.LEADER_X1], org.loner)).toBe(NOBODY);
    const [top] = await t.db.insert(dept).values({ tenantId: TENANT, name: '顶层' }).returning();
    expect(await candidates(Type.SCRIPT, [Script.LEADER_X2], await newUser({ deptId: top!.id }))).toBe(NOBODY);
    expect(await candidates(Type.USER, [110])).toBe(NOBODY);
    // The rule is looked up in the caller's tenant only.
    const key = uniq('task');
    await t.db.insert(bpmTaskAssignRule).values({ tenantId: TENANT, processDefinitionId: DEFINITION, taskDefinitionKey: key, type: Type.USER, options: [org.a] });
    expect(await resolveCandidates(t.db, 121, { processDefinitionId: DEFINITION, taskDefinitionKey: key, startUserId: 110 }).catch((e: Error) => e.message)).toBe(NOBODY);
  });
});
