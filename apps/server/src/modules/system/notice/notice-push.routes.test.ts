/** 推送 of a notice: every enabled user of the tenant gets it as an in-site message, after the answer. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { noticeApi, notifyMessageApi, Permissions } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin } from '../role/testing/rbac.fixtures.ts';
import { user } from '../user/user.schema.ts';
import { notifyTemplate } from '../notify/notify.schema.ts';

let t: TestApp;
let admin: Session;
let test: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.system.notice));
  [admin, test, other] = await Promise.all([t.login(), t.login('test', 'test123'), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

const newNotice = async (title: string, status = 0, as = admin) =>
  (await t.call(noticeApi.create, { body: { title, type: 1, content: '<p>正文</p>', status }, as, tenantId: as.tenantId })).data;
const push = (id: number, as = admin) => t.call(noticeApi.push, { query: { id }, as, tenantId: as.tenantId });
const enabledUsers = async (tenantId: number) =>
  (await t.db.select({ id: user.id }).from(user).where(and(eq(user.tenantId, tenantId), eq(user.status, 0)))).map((u) => u.id);
const pushedTo = async (title: string, tenantId = 1, as = admin) => {
  const page = await t.call(notifyMessageApi.page, { query: { templateCode: 'system-notice', pageSize: 100 }, as, tenantId });
  return page.data.list.filter((m) => m.templateContent === title);
};

describe('POST /system/notice/push', () => {
  it('answers how many enabled users are queued, then each of them, and only them, gets the title unread', async () => {
    const disabledId = 103;
    await t.db.update(user).set({ status: 1 }).where(eq(user.id, disabledId));
    const title = `推送测试${Date.now()}`;
    const res = await push(await newNotice(title));
    const expected = await enabledUsers(1);
    expect(expected).not.toContain(disabledId);
    expect(res).toEqual({ code: 0, data: expected.length, msg: '' });
    await vi.waitFor(async () => expect((await pushedTo(title)).length).toBe(expected.length), { timeout: 15_000 });
    const messages = await pushedTo(title);
    expect(messages.map((m) => m.userId).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    const unread = await t.call(notifyMessageApi.getUnreadList, { query: { size: 50 }, as: test });
    expect(unread.data.find((m) => m.templateContent === title)).toMatchObject({ templateNickname: '通知公告', templateType: 1, readStatus: false });
    await t.db.update(user).set({ status: 0 }).where(eq(user.id, disabledId));
  });

  it('refuses a closed notice, an unknown one and a disabled push template, sending nothing', async () => {
    const title = `关闭的公告${Date.now()}`;
    expect(await push(await newNotice(title, 1))).toEqual({ code: 1002008002, data: null, msg: '只能推送开启状态的通知公告' });
    expect(await push(999_999)).toEqual({ code: 1002008001, data: null, msg: '当前通知公告不存在' });
    await t.db.update(notifyTemplate).set({ status: 1 }).where(eq(notifyTemplate.code, 'system-notice'));
    t.app.catalogue.invalidateAll(); // a direct write: the template catalogue is cached
    const open = `模板停用${Date.now()}`;
    expect((await push(await newNotice(open))).code).toBe(1002023002);
    await t.db.update(notifyTemplate).set({ status: 0 }).where(eq(notifyTemplate.code, 'system-notice'));
    t.app.catalogue.invalidateAll();
    expect(await pushedTo(title)).toEqual([]);
    expect(await pushedTo(open)).toEqual([]);
  });

  it('keeps tenants apart: another tenant pushes its own notice to its own users, and cannot push ours', async () => {
    const ours = await newNotice(`本租户公告${Date.now()}`);
    expect((await push(ours, other)).code).toBe(1002008001);
    const title = `小租户公告${Date.now()}`;
    const res = await push(await newNotice(title, 0, other), other);
    expect(res.data).toBe((await enabledUsers(121)).length);
    await vi.waitFor(async () => expect((await pushedTo(title, 121, other)).length).toBe(res.data), { timeout: 15_000 });
    expect(await pushedTo(title)).toEqual([]);
  });

  it('is refused without system:notice:update', async () => {
    expect((await push(1, test)).code).toBe(403);
  });
});

describe('GET /system/notice/get-pushed', () => {
  it('gives the recipient the pushed notice in full, sanitised, and nobody else', async () => {
    const title = `正文可读${Date.now()}`;
    const id = (await t.call(noticeApi.create, { body: { title, type: 2, content: '<p>放假<strong>三天</strong></p><img src="x" onerror="alert(1)">', status: 0 }, as: admin })).data;
    await push(id);
    await vi.waitFor(async () => expect((await t.call(notifyMessageApi.getUnreadList, { query: { size: 50 }, as: test })).data.some((m) => m.templateContent === title)).toBe(true), { timeout: 15_000 });
    const mine = (await t.call(notifyMessageApi.getUnreadList, { query: { size: 50 }, as: test })).data.find((m) => m.templateContent === title)!;
    const read = await t.call(noticeApi.getPushed, { query: { messageId: mine.id }, as: test });
    expect(read.code).toBe(0);
    expect(read.data).toMatchObject({ id, title, type: 2 });
    expect(read.data.content).toContain('<strong>三天</strong>');
    expect(read.data.content).not.toContain('onerror');
    // Another user of the tenant, and another tenant, holding the message id: not found.
    const notFound = { code: 1002008001, data: null, msg: '当前通知公告不存在' };
    expect(await t.call(noticeApi.getPushed, { query: { messageId: mine.id }, as: admin })).toEqual(notFound);
    expect(await t.call(noticeApi.getPushed, { query: { messageId: mine.id }, as: other, tenantId: 121 })).toEqual(notFound);
    // A message that carries no notice (a workflow message) is not one either.
    const welcome = (await t.call(notifyMessageApi.myPage, { query: { pageSize: 100 }, as: test })).data.list.find((m) => m.templateCode !== 'system-notice');
    if (welcome) expect(await t.call(noticeApi.getPushed, { query: { messageId: welcome.id }, as: test })).toEqual(notFound);
  });
});
