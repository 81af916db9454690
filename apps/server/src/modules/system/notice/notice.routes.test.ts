/** 通知公告 over HTTP: the CRUD a user sees, sanitised content, tenant isolation, the operate log's module. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeApi, operateLogApi, Permissions, type BodyOf, type QueryOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.system.notice));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

const create = (body: BodyOf<typeof noticeApi.create>, as = admin) => t.call(noticeApi.create, { body, as });
const update = (body: BodyOf<typeof noticeApi.update>, as = admin) => t.call(noticeApi.update, { body, as });
const remove = (id: number, as = admin) => t.call(noticeApi.delete, { query: { id }, as });
const get = (id: number, as = admin) => t.call(noticeApi.get, { query: { id }, as });
const page = (query: QueryOf<typeof noticeApi.page> = {}, as = admin) => t.call(noticeApi.page, { query: { pageSize: 100, ...query }, as });
/** A body the contract's types forbid, sent as a client without them would. */
const createUntyped = (body: Record<string, unknown>) =>
  t.api({ method: 'POST', path: noticeApi.create.path, body, token: admin.accessToken, tenantId: admin.tenantId });

describe('notices', () => {
  it('shows the demo notices on a first start', async () => {
    const { data } = await page();
    expect(data.total).toBeGreaterThanOrEqual(3);
    expect(data.list.map((n) => n.type).sort()).toEqual(expect.arrayContaining([1, 2]));
  });

  it('creates, reads, filters, updates and deletes a notice', async () => {
    const created = await create({ title: '系统升级通知', type: 1, content: '<p>今晚 <strong>22:00</strong> 升级</p>', status: 0 });
    expect(created.code).toBe(0);
    const id = created.data;
    expect((await get(id)).data).toMatchObject({ id, title: '系统升级通知', type: 1, content: '<p>今晚 <strong>22:00</strong> 升级</p>', status: 0 });
    expect((await page({ title: '升级' })).data.list.map((n) => n.id)).toEqual([id]);
    expect((await page({ title: '升级', status: 1 })).data.total).toBe(0);
    expect((await update({ id, title: '系统升级完成', type: 2, content: '<p>已完成</p>', status: 1 })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ title: '系统升级完成', type: 2, content: '<p>已完成</p>', status: 1 });
    expect((await remove(id)).code).toBe(0);
    expect(await get(id)).toEqual({ code: 1002008001, data: null, msg: '当前通知公告不存在' });
  });

  it('stores the content without script, event handlers or javascript: links', async () => {
    const { data: id } = await create({
      title: '带脚本的公告',
      type: 2,
      content: '<p onmouseover="steal()">你好</p><script>alert(document.cookie)</script><a href="javascript:alert(1)">链接</a><img src="x.png" onerror="alert(1)">',
      status: 0,
    });
    expect((await get(id)).data.content).toBe('<p>你好</p><a>链接</a><img src="x.png" />');
  });

  it('refuses a missing title or an unknown type with a message a person understands', async () => {
    expect(await createUntyped({ type: 1, content: '', status: 0 })).toEqual({ code: 400, data: null, msg: '公告标题不能为空' });
    expect((await createUntyped({ title: '类型不对', type: 3, content: '', status: 0 })).code).toBe(400);
  });

  it('keeps each tenant to its own notices', async () => {
    const { data: id } = await create({ title: '仅本租户可见', type: 1, content: '', status: 0 });
    expect((await get(id, other)).code).toBe(1002008001);
    expect((await update({ id, title: '越权修改', type: 1, content: '', status: 0 }, other)).code).toBe(1002008001);
    expect((await remove(id, other)).code).toBe(1002008001);
    expect((await page({ title: '仅本租户可见' }, other)).data.total).toBe(0);
    expect((await get(id)).data.title).toBe('仅本租户可见');
  });

  it('files its writes under 通知公告 in the operate log', async () => {
    await create({ title: '记录模块名', type: 1, content: '', status: 0 });
    const logs = await t.call(operateLogApi.page, { query: { pageSize: 5, module: '通知公告' }, as: admin });
    expect(logs.data.list[0]).toMatchObject({ module: '通知公告' });
  });
});
