import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, notifyMessageApi, notifyTemplateApi, type ResponseOf } from '@tenon/contracts';
import { testApp, type TestApp, type Session } from '../../../test/testApp.ts';

let t: TestApp;
let admin: Session;
let test: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  [admin, test, other] = await Promise.all([t.login(), t.login('test', 'test123'), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type Msg = { id: number; userId: number; templateContent: string; templateNickname: string; templateType: number; readStatus: boolean; readTime: number | null };
const send = (to: number, content: string, as = admin) =>
  t.call(notifyTemplateApi.sendNotify, { body: { userId: to, templateCode: 'test', templateParams: { content } }, as, tenantId: as.tenantId });
const unreadCount = (s: Session) => t.call(notifyMessageApi.getUnreadCount, { as: s });
// Raw: the web sends a date range as createTime[0] and createTime[1], names the query type does not spell.
const myPageBracketed = (query: Record<string, string>) =>
  t.api<ResponseOf<typeof notifyMessageApi.myPage>>({ method: notifyMessageApi.myPage.method, path: notifyMessageApi.myPage.path, query, token: test.accessToken });

describe('sending from a template', () => {
  it('renders the template for the recipient, who sees it unread; the sender field comes from the template', async () => {
    const before = (await unreadCount(test)).data;
    const sent = await send(100, '<script>alert(1)</script> 周会改到 15:00');
    expect(sent.code).toBe(0);
    expect((await unreadCount(test)).data).toBe(before + 1);
    const list = await t.call(notifyMessageApi.getUnreadList, { as: test });
    expect(list.data[0]).toMatchObject({
      id: sent.data,
      templateNickname: '测试发送',
      templateType: 1,
      readStatus: false,
      readTime: null,
      // Stored and answered as plain text; the browser renders it as text.
      templateContent: '这是一条测试消息：<script>alert(1)</script> 周会改到 15:00',
    });
  });

  it('names the missing parameter, refuses unknown templates and recipients of another tenant', async () => {
    const missing = await t.call(notifyTemplateApi.sendNotify, { body: { userId: 100, templateCode: 'test' }, as: admin });
    expect(missing).toEqual({ code: 1002025000, data: null, msg: '模板参数(content)缺失' });
    const unknown = await t.call(notifyTemplateApi.sendNotify, { body: { userId: 100, templateCode: 'nope' }, as: admin });
    expect(unknown.msg).toBe('站内信模版不存在');
    // User 110 belongs to tenant 121: from tenant 1 it does not exist.
    expect((await send(110, 'x')).msg).toBe('用户不存在');
  });

  it('is refused to a user without the send permission', async () => {
    expect((await send(1, 'x', test)).code).toBe(403);
  });
});

describe('my messages', () => {
  it('pages only my own messages, filters by read status and by a date range', async () => {
    await send(100, 'page-1');
    const all = await t.call(notifyMessageApi.myPage, { query: { pageNo: 1, pageSize: 100 }, as: test });
    expect(all.data.list.length).toBeGreaterThan(0);
    expect(all.data.list.every((m) => m.userId === 100)).toBe(true);
    const unread = await t.call(notifyMessageApi.myPage, { query: { readStatus: false }, as: test });
    expect(unread.data.list.length).toBeGreaterThan(0);
    expect(unread.data.list.every((m) => !m.readStatus)).toBe(true);
    const future = await myPageBracketed({ 'createTime[0]': '2099-01-01 00:00:00', 'createTime[1]': '2099-12-31 23:59:59' });
    expect(future.data.total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const around = await myPageBracketed({ 'createTime[0]': '2000-01-01 00:00:00', 'createTime[1]': `${today.slice(0, 4)}-12-31 23:59:59` });
    expect(around.data.total).toBe(all.data.total);
  });

  it('rejects a malformed date range and a page size over 100 with messages naming the field', async () => {
    const bad = await myPageBracketed({ 'createTime[0]': 'yesterday', 'createTime[1]': 'today' });
    expect(bad).toEqual({ code: 400, data: null, msg: '创建时间格式不正确' });
    const big = await t.call(notifyMessageApi.myPage, { query: { pageSize: 1000 }, as: test });
    expect(big).toEqual({ code: 400, data: null, msg: '每页条数不能大于 100' });
  });

  it('marks read only my own messages, with ids repeated in the query', async () => {
    const mine1 = (await send(100, 'a')).data;
    const mine2 = (await send(100, 'b')).data;
    const admins = (await send(1, 'c')).data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `${API_BASE}/system/notify-message/update-read?ids=${mine1}&ids=${mine2}&ids=${admins}`,
      headers: { 'tenant-id': '1', authorization: `Bearer ${test.accessToken}` },
    });
    expect(res.json()).toEqual({ code: 0, data: true, msg: '' });
    const page = await t.call(notifyMessageApi.myPage, { query: { pageSize: 100 }, as: test });
    const byId = new Map(page.data.list.map((m) => [m.id, m]));
    expect(byId.get(mine1)?.readStatus).toBe(true);
    expect(typeof byId.get(mine2)?.readTime).toBe('number');
    // The administrator's message was not the test user's to mark.
    const adminList = await t.call(notifyMessageApi.getUnreadList, { query: { size: 50 }, as: admin });
    expect(adminList.data.map((m) => m.id)).toContain(admins);
  });

  it('requires ids for update-read', async () => {
    const res = await t.call(notifyMessageApi.updateRead, { as: test });
    expect(res).toEqual({ code: 400, data: null, msg: '站内信编号不能为空' });
  });

  it('marks all my messages read', async () => {
    await send(100, 'z');
    expect((await t.call(notifyMessageApi.updateAllRead, { as: test })).data).toBe(true);
    expect((await unreadCount(test)).data).toBe(0);
    expect((await unreadCount(admin)).data).toBeGreaterThan(0);
  });

  it('keeps tenants apart: the other tenant sees only its own', async () => {
    const page = await t.call(notifyMessageApi.myPage, { as: other, tenantId: 121 });
    expect(page.data.list.map((m) => m.userId)).toEqual([110]);
  });
});

describe('admin page', () => {
  it('lists every message of the tenant to a holder of system:notify-message:query, and nobody else', async () => {
    const page = await t.call(notifyMessageApi.page, { query: { userId: 100 }, as: admin });
    expect(page.data.list.length).toBeGreaterThan(0);
    expect(page.data.list.every((m) => m.userId === 100)).toBe(true);
    expect((await t.call(notifyMessageApi.page, { as: test })).code).toBe(403);
  });
});

describe('GET /system/notify-message/unread-count-stream', () => {
  it('pushes the count on connect and again when a message arrives', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const session = await t.login('test', 'test123');
    await t.call(notifyMessageApi.updateAllRead, { as: session });
    const res = await fetch(`http://127.0.0.1:${address.port}${API_BASE}/system/notify-message/unread-count-stream`, {
      headers: { 'tenant-id': '1', authorization: `Bearer ${session.accessToken}` },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const nextEvent = async () => {
      while (!buffer.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) return null;
        buffer += decoder.decode(value);
      }
      const [event, rest] = [buffer.slice(0, buffer.indexOf('\n\n')), buffer.slice(buffer.indexOf('\n\n') + 2)];
      buffer = rest;
      return event;
    };
    expect(await nextEvent()).toBe('event: unread-count\ndata: 0');
    await send(100, 'live');
    expect(await nextEvent()).toBe('event: unread-count\ndata: 1');
    await reader.cancel();
  });
});
