import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyMessageApi, notifyTemplateApi, Permissions, sensitiveWordApi, type BodyOf, type QueryOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let test: Session;
/** The demo tenant 121's administrator, given every template permission: reads, but writes nothing global. */
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(Permissions.system.notifyTemplate), Permissions.system.notifyMessage.query]);
  [admin, test, other] = await Promise.all([t.login(), t.login('test', 'test123'), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type Body = BodyOf<typeof notifyTemplateApi.create>;
const create = (body: Body, as = admin) => t.call(notifyTemplateApi.create, { body, as, tenantId: as.tenantId });
const update = (body: Body & { id: number }, as = admin) => t.call(notifyTemplateApi.update, { body, as, tenantId: as.tenantId });
const remove = (id: number, as = admin) => t.call(notifyTemplateApi.delete, { query: { id }, as, tenantId: as.tenantId });
const get = (id: number, as = admin) => t.call(notifyTemplateApi.get, { query: { id }, as, tenantId: as.tenantId });
const page = (query: QueryOf<typeof notifyTemplateApi.page> = {}, as = admin) =>
  t.call(notifyTemplateApi.page, { query: { pageSize: 100, ...query }, as, tenantId: as.tenantId });
const body = (extra: Partial<Body> = {}): Body => ({
  name: '会议提醒',
  code: uniq('meet-'),
  nickname: '行政部',
  content: '{name} 您好，{time} 在 {room} 开会，请{name}准时参加。',
  type: 2,
  status: 0,
  ...extra,
});
const builtIn = async (code: string) => (await page({ code })).data.list.find((row) => row.code === code)!;

describe('creating, reading, updating and deleting templates', () => {
  it('parses the params from the content on save and answers them, never taking them from the body', async () => {
    const sent = body({ remark: '周会' });
    const res = await create(sent);
    expect(res.code).toBe(0);
    expect((await get(res.data)).data).toMatchObject({
      ...sent,
      id: res.data,
      params: ['name', 'time', 'room'],
      builtIn: false,
    });
    expect((await update({ ...sent, id: res.data, name: '例会提醒', content: '{who} 请到 {room}', status: 1 })).code).toBe(0);
    // The remark, left out, keeps its value; params follow the new content.
    expect((await get(res.data)).data).toMatchObject({ name: '例会提醒', params: ['who', 'room'], status: 1, remark: '周会' });
    expect((await remove(res.data)).data).toBe(true);
    expect(await get(res.data)).toEqual({ code: 1002023000, data: null, msg: '站内信模版不存在' });
  });

  it('keeps codes unique, naming the code taken', async () => {
    const first = body();
    const id = (await create(first)).data;
    expect(await create(body({ code: first.code }))).toEqual({ code: 1002023001, data: null, msg: `已经存在编码为【${first.code}】的站内信模板` });
    const second = (await create(body())).data;
    expect((await update({ ...body(), id: second, code: first.code })).code).toBe(1002023001);
    // Saving a template with its own code is no clash.
    expect((await update({ ...first, id, name: '改名' })).code).toBe(0);
  });

  it('filters the page by name, code, status and creation time', async () => {
    const marker = uniq('过滤');
    await create(body({ name: marker, status: 1 }));
    const byName = await page({ name: marker });
    expect(byName.data.list.map((row) => row.name)).toEqual([marker]);
    expect((await page({ name: marker, status: 0 })).data.total).toBe(0);
    expect((await page({ code: 'bpm-' })).data.list.every((row) => row.code.includes('bpm-') && row.builtIn)).toBe(true);
    expect((await page({ name: marker, createTime: ['2000-01-01 00:00:00', '2000-12-31 23:59:59'] })).data.total).toBe(0);
    expect((await page({ name: marker, createTime: ['2000-01-01 00:00:00', '2099-12-31 23:59:59'] })).data.total).toBe(1);
  });

  it('refuses a bad code and a missing name with messages naming the field', async () => {
    expect(await create(body({ code: '中文编码' }))).toMatchObject({ code: 400, msg: '模板编码格式不正确' });
    const raw = await t.api({ method: 'POST', path: notifyTemplateApi.create.path, body: { ...body(), name: undefined }, token: admin.accessToken });
    expect(raw).toEqual({ code: 400, data: null, msg: '模板名称不能为空' });
    expect((await update({ ...body(), id: 999_999 })).code).toBe(1002023000);
  });

  it('refuses content carrying an enabled sensitive word, naming it', async () => {
    const word = uniq('违禁');
    expect((await t.call(sensitiveWordApi.create, { body: { name: word, tags: ['测试'], status: 0 }, as: admin })).code).toBe(0);
    expect(await create(body({ content: `请购买${word}产品` }))).toEqual({ code: 1002019002, data: null, msg: `内容包含敏感词【${word}】` });
    const id = (await create(body())).data;
    expect((await update({ ...body(), id, content: `{name}${word}` })).code).toBe(1002019002);
  });
});

describe('built-in templates', () => {
  it('are answered as built in, cannot be deleted nor change their code', async () => {
    const assigned = await builtIn('bpm-task-assigned');
    expect(assigned.builtIn).toBe(true);
    expect(await remove(assigned.id)).toEqual({ code: 1002023003, data: null, msg: '内置站内信模板【待办任务提醒】不能删除' });
    const { id, createTime: _c, params: _p, builtIn: _b, ...fields } = assigned;
    expect(await update({ ...fields, id, code: 'my-code' })).toEqual({ code: 1002023004, data: null, msg: '内置站内信模板的编码【bpm-task-assigned】不能修改' });
    expect((await get(id)).data.code).toBe('bpm-task-assigned');
  });

  it('take new wording with the parameters the product fills, and no others', async () => {
    const approved = await builtIn('bpm-process-approved');
    const { id, createTime: _c, params: _p, builtIn: _b, ...fields } = approved;
    expect(await update({ ...fields, id, content: '{processInstanceName} {oops}' })).toEqual({
      code: 1002023005,
      data: null,
      msg: '内置站内信模板只能使用参数：{processInstanceName}',
    });
    expect((await update({ ...fields, id, content: '好消息：【{processInstanceName}】通过了' })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ content: '好消息：【{processInstanceName}】通过了', params: ['processInstanceName'] });
    await update({ ...fields, id });
  });
});

describe('sending a test message', () => {
  it('sends through a new template to a chosen user; the admin message list shows it with its filters', async () => {
    const sent = body({ nickname: '测试员', type: 1 });
    const id = (await create(sent)).data;
    const res = await t.call(notifyTemplateApi.sendNotify, {
      body: { userId: 100, templateCode: sent.code, templateParams: { name: '测试号', time: '15:00', room: 'A101' } },
      as: admin,
    });
    expect(res.code).toBe(0);
    const listed = await t.call(notifyMessageApi.page, { query: { userId: 100, userType: 2, templateCode: sent.code, templateType: 1 }, as: admin });
    expect(listed.data.list).toEqual([
      expect.objectContaining({
        id: res.data,
        userId: 100,
        templateId: id,
        templateCode: sent.code,
        templateNickname: '测试员',
        templateContent: '测试号 您好，15:00 在 A101 开会，请测试号准时参加。',
        templateParams: { name: '测试号', time: '15:00', room: 'A101' },
        readStatus: false,
      }),
    ]);
    expect((await t.call(notifyMessageApi.page, { query: { templateCode: sent.code, templateType: 2 }, as: admin })).data.total).toBe(0);
    expect((await t.call(notifyMessageApi.page, { query: { templateCode: sent.code, userId: 1 }, as: admin })).data.total).toBe(0);
  });

  it('refuses a disabled template and a text longer than a message holds', async () => {
    const off = body({ status: 1 });
    await create(off);
    const disabled = await t.call(notifyTemplateApi.sendNotify, { body: { userId: 100, templateCode: off.code, templateParams: { name: 'a', time: 'b', room: 'c' } }, as: admin });
    expect(disabled).toEqual({ code: 1002023002, data: null, msg: '站内信模版【会议提醒】已停用，无法发送' });
    const long = body({ content: '{a}{b}{c}' });
    await create(long);
    const x = 'x'.repeat(400);
    const tooLong = await t.call(notifyTemplateApi.sendNotify, { body: { userId: 100, templateCode: long.code, templateParams: { a: x, b: x, c: x } }, as: admin });
    expect(tooLong).toEqual({ code: 1002025001, data: null, msg: '站内信内容不能超过 1024 个字符' });
  });
});

describe('who may', () => {
  it('refuses a user without the permissions', async () => {
    expect((await page({}, test)).code).toBe(403);
    expect((await create(body(), test)).code).toBe(403);
    expect((await t.call(notifyMessageApi.page, { as: test })).code).toBe(403);
  });

  it('keeps the global templates to the platform: another tenant neither reads, changes nor test-sends them', async () => {
    const mine = body();
    const id = (await create(mine)).data;
    const refused = { code: 403, data: null, msg: '只有系统租户的用户可以进行该操作' };
    expect(await get(id, other)).toEqual(refused);
    expect(await page({ code: mine.code }, other)).toEqual(refused);
    expect(await create(body(), other)).toEqual(refused);
    expect(await update({ ...mine, id, name: '改' }, other)).toEqual(refused);
    expect(await remove(id, other)).toEqual(refused);
    const sent = await t.call(notifyTemplateApi.sendNotify, {
      body: { userId: 110, templateCode: mine.code, templateParams: { name: 'n', time: 't', room: 'r' } },
      as: other,
      tenantId: 121,
    });
    expect(sent).toEqual(refused);
    // The system tenant's test send reaches its own user; each tenant's admin list holds its own messages only.
    expect((await t.call(notifyTemplateApi.sendNotify, { body: { userId: 1, templateCode: mine.code, templateParams: { name: 'n', time: 't', room: 'r' } }, as: admin })).code).toBe(0);
    expect((await t.call(notifyMessageApi.page, { query: { templateCode: mine.code }, as: admin })).data.list.map((m) => m.userId)).toEqual([1]);
    expect((await t.call(notifyMessageApi.page, { query: { templateCode: mine.code }, as: other, tenantId: 121 })).data.total).toBe(0);
  });
});
