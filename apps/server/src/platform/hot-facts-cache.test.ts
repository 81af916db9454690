/**
 * The hot paths' other cached facts (docs/performance-hot-paths.md): a user's unread count, the
 * message templates, the caller's data scope and the department names of the user page, and the
 * users' briefs (a to-do page's starters, a notification's recipient, a new task's assignee). Each
 * case makes the cache hold the old answer (two reads), changes it through the API, and checks
 * the very next read; with TEST_REDIS_URL, on a second instance too (the invalidation travels
 * over Redis, and a write's answer waits until it has reached Redis).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@tenon/contracts';
import { DataScopeType } from '../modules/system/permission/index.ts';
import { createRole, createUser, ok, signedInWith, uniq } from '../modules/system/role/testing/rbac.fixtures.ts';
import { STAFF_PERMISSIONS, deployProcess } from '../modules/bpm/process-instance/testing/runtime.fixtures.ts';
import { approvalBody } from '../modules/bpm/definition/testing/fixtures.ts';
import { secondInstance } from '../test/secondInstance.ts';
import { testApp, type Session, type TestApp } from '../test/testApp.ts';

type Read = (s: Session) => Promise<unknown>;
interface Reader {
  get<T>(s: Session, p: string, query?: Record<string, string>): Promise<{ code: number; data: T; msg: string }>;
}

const viaTestApp = (t: TestApp): Reader => ({
  get: (s, p, query) => t.api({ path: p, query, token: s.accessToken, tenantId: s.tenantId }),
});
const viaFastify = (app: FastifyInstance): Reader => ({
  get: async (s, p, query) =>
    (
      await app.inject({ method: 'GET', url: `${API_BASE}${p}`, query, headers: { 'tenant-id': String(s.tenantId), authorization: `Bearer ${s.accessToken}` } })
    ).json(),
});

const unread = (r: Reader) => async (s: Session) => (await r.get<number>(s, '/system/notify-message/get-unread-count')).data;
/** The starters' nicknames on `s`'s to-do page. */
const todoStarters = (r: Reader) => async (s: Session) =>
  (await r.get<{ list: Array<{ processInstance: { startUserNickname: string } }> }>(s, '/bpm/task/todo-page', { pageSize: '10' })).data.list.map((task) => task.processInstance.startUserNickname);
/** The user page as `s` sees it: usernames and department names. */
const userPage = (r: Reader) => async (s: Session) =>
  (await r.get<{ list: Array<{ username: string; dept: { name: string } | null }> }>(s, '/system/user/page', { pageSize: '100' })).data.list
    .map((u) => `${u.username}@${u.dept?.name ?? ''}`)
    .sort();

function cases(t: () => TestApp, admin: () => Session) {
  const as = (s: Session) => ({ token: s.accessToken, tenantId: s.tenantId });
  const sendTo = (userId: number, templateCode = 'bpm-task-timeout') =>
    t().api({
      method: 'POST',
      path: '/system/notify-template/send-notify',
      body: { userId, templateCode, templateParams: { processInstanceName: '请假', processInstanceId: 'x', taskName: '审批' } },
      ...as(admin()),
    });
  const someone = async () => {
    const u = await createUser(t(), admin());
    return { ...u, session: await t().login(u.username, u.password) };
  };
  /** A department of its own, a user in it, and a viewer whose role sees only that department. */
  const deptAndViewer = async () => {
    const deptId = await ok<number>(t(), { method: 'POST', path: '/system/dept/create', body: { name: uniq('部门'), parentId: 0, sort: 1, status: 0 }, ...as(admin()) });
    const member = await createUser(t(), admin(), { deptId });
    const roleId = await createRole(t(), admin(), { permissions: ['system:user:query'], dataScope: DataScopeType.DEPT_CUSTOM, dataScopeDeptIds: [deptId] });
    const viewer = await createUser(t(), admin(), { roleIds: [roleId] });
    return { deptId, member, roleId, viewer, session: await t().login(viewer.username, viewer.password) };
  };
  return [
    {
      name: 'unread count: a message sent',
      run: async () => {
        const u = await someone();
        return { session: u.session, read: unread, change: async () => expect((await sendTo(u.id)).code).toBe(0), expected: 1 };
      },
    },
    {
      name: 'unread count: all read',
      run: async () => {
        const u = await someone();
        await sendTo(u.id);
        return {
          session: u.session,
          read: unread,
          change: () => ok(t(), { method: 'PUT', path: '/system/notify-message/update-all-read', ...as(u.session) }),
          expected: 0,
        };
      },
    },
    {
      name: 'message template disabled (the next send is refused)',
      run: async () => {
        const u = await someone();
        const code = uniq('tpl');
        const body = { name: code, code, nickname: '系统', content: '你好', type: 1, status: 0 };
        const id = await ok<number>(t(), { method: 'POST', path: '/system/notify-template/create', body, ...as(admin()) });
        // Reading here is sending: the template is read (and cached) by each send.
        const send = () => async () => (await sendTo(u.id, code)).code;
        return {
          session: u.session,
          read: send,
          change: () => ok(t(), { method: 'PUT', path: '/system/notify-template/update', body: { ...body, id, status: 1 }, ...as(admin()) }),
          expected: 1002023002,
        };
      },
    },
    {
      name: 'message recipient deleted (the next send is refused)',
      run: async () => {
        const u = await someone();
        // Reading here is sending: each send checks its recipient (a remembered brief).
        const send = () => async () => (await sendTo(u.id)).code;
        return {
          session: u.session,
          read: send,
          change: () => ok(t(), { method: 'DELETE', path: '/system/user/delete', query: { id: String(u.id) }, ...as(admin()) }),
          expected: 1_002_003_003,
        };
      },
    },
    {
      name: 'starter renamed (the approver’s to-do page names them anew)',
      run: async () => {
        const [starter, approver] = [await signedInWith(t(), admin(), { permissions: STAFF_PERMISSIONS }), await signedInWith(t(), admin(), { permissions: STAFF_PERMISSIONS })];
        const { definitionId } = await deployProcess(t(), admin(), approvalBody([['first', '审批']]), { first: { type: 30, options: [approver.id] } });
        await ok(t(), { method: 'POST', path: '/bpm/process-instance/create', body: { processDefinitionId: definitionId, variables: { reason: '事由', day: 1 } }, ...as(starter.session) });
        const nickname = uniq('新昵称');
        return {
          session: approver.session,
          read: todoStarters,
          change: () => ok(t(), { method: 'PUT', path: '/system/user/update', body: { id: starter.id, username: starter.username, nickname }, ...as(admin()) }),
          expected: [nickname],
        };
      },
    },
    {
      name: 'approver disabled (a process whose task would go to them no longer starts)',
      run: async () => {
        const [starter, approver] = [await signedInWith(t(), admin(), { permissions: STAFF_PERMISSIONS }), await signedInWith(t(), admin(), { permissions: STAFF_PERMISSIONS })];
        const { definitionId } = await deployProcess(t(), admin(), approvalBody([['first', '审批']]), { first: { type: 30, options: [approver.id] } });
        // Reading here is starting: the first task's assignee must be an enabled user (a remembered brief).
        const start = () => async () =>
          (await t().api({ method: 'POST', path: '/bpm/process-instance/create', body: { processDefinitionId: definitionId, variables: { reason: '事由', day: 1 } }, ...as(starter.session) })).code;
        return {
          session: starter.session,
          read: start,
          change: () => ok(t(), { method: 'PUT', path: '/system/user/update-status', body: { id: approver.id, status: 1 }, ...as(admin()) }),
          expected: 1_009_006_003,
        };
      },
    },
    {
      name: 'department renamed (the user page shows the new name)',
      run: async () => {
        const { deptId, member, session } = await deptAndViewer();
        const name = uniq('新名');
        return {
          session,
          read: userPage,
          change: () => ok(t(), { method: 'PUT', path: '/system/dept/update', body: { id: deptId, name, parentId: 0, sort: 1, status: 0 }, ...as(admin()) }),
          expected: [`${member.username}@${name}`],
        };
      },
    },
    {
      name: 'data scope narrowed (the user page shows only the viewer)',
      run: async () => {
        const { roleId, viewer, session } = await deptAndViewer();
        return {
          session,
          read: userPage,
          change: () =>
            ok(t(), { method: 'POST', path: '/system/permission/assign-role-data-scope', body: { roleId, dataScope: DataScopeType.SELF, dataScopeDeptIds: [] }, ...as(admin()) }),
          expected: [`${viewer.username}@`],
        };
      },
    },
  ];
}

async function check(
  c: { session: Session; read: (r: Reader) => Read; change: () => Promise<unknown>; expected: unknown },
  readers: Reader[],
) {
  for (const r of readers) {
    const before = await c.read(r)(c.session);
    expect(await c.read(r)(c.session)).toEqual(before);
    expect(before).not.toEqual(c.expected);
  }
  await c.change();
  // The instance that made the change, at once; the other at its next request (the write's answer
  // left after the invalidation reached Redis, and each read first syncs with it).
  for (const r of readers) expect(await c.read(r)(c.session)).toEqual(c.expected);
}

describe('the hot paths’ cached facts, on one instance', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await testApp();
    admin = await t.login();
  });
  afterAll(() => t.close());
  for (const c of cases(() => t, () => admin)) it(`holds at the next request: ${c.name}`, async () => check(await c.run(), [viaTestApp(t)]));
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the hot paths’ cached facts, on two instances sharing Redis', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  let b: FastifyInstance;
  let admin: Session;
  beforeAll(async () => {
    t = await testApp({ redisUrl });
    other = await secondInstance(t, redisUrl!);
    b = other.app;
    admin = await t.login();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });
  for (const c of cases(() => t, () => admin)) it(`holds on the other instance: ${c.name}`, async () => check(await c.run(), [viaTestApp(t), viaFastify(b)]));
});
