/** 敏感词 over HTTP: CRUD, the unique word, filters, export, tags, the text check, the refusal where notices are published. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeApi, Permissions, sensitiveWordApi, type BodyOf, type QueryOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { readXlsx } from '../../../platform/excel.ts';
import { grantTenantAdmin } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(Permissions.system.sensitiveWord), ...Object.values(Permissions.system.notice)]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

let n = 0;
const uniq = (prefix: string) => `${prefix}${Date.now() % 100000}${n++}`;
type Fields = BodyOf<typeof sensitiveWordApi.create>;
const create = (body: Fields, as = admin) => t.call(sensitiveWordApi.create, { body, as });
const update = (body: Fields & { id: number }, as = admin) => t.call(sensitiveWordApi.update, { body, as });
const remove = (id: number, as = admin) => t.call(sensitiveWordApi.delete, { query: { id }, as });
const get = (id: number, as = admin) => t.call(sensitiveWordApi.get, { query: { id }, as });
const page = (query: QueryOf<typeof sensitiveWordApi.page> = {}, as = admin) =>
  t.call(sensitiveWordApi.page, { query: { pageSize: 100, ...query }, as });
const validate = (text: string, tags?: string[], as = admin) => t.call(sensitiveWordApi.validateText, { query: { text, tags }, as });

describe('sensitive words', () => {
  it('shows the reference’s three words on a first start', async () => {
    const names = (await page()).data.list.map((w) => w.name);
    expect(names).toEqual(expect.arrayContaining(['土豆', 'XXX', '白痴']));
  });

  it('creates, reads, updates and deletes a word', async () => {
    const name = uniq('词');
    const { data: id } = await create({ name, tags: ['测试', '广告'], status: 0, description: '说明' });
    expect((await get(id)).data).toMatchObject({ id, name, tags: ['测试', '广告'], status: 0, description: '说明' });
    expect((await update({ id, name: `${name}改`, tags: ['广告'], status: 1 })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ name: `${name}改`, tags: ['广告'], status: 1, description: '说明' });
    expect((await remove(id)).code).toBe(0);
    expect(await get(id)).toEqual({ code: 1002019000, data: null, msg: '系统敏感词在所有标签中都不存在' });
    expect((await remove(id)).code).toBe(1002019000);
  });

  it('refuses a word that is already listed', async () => {
    const name = uniq('重复');
    const { data: id } = await create({ name, tags: [], status: 0 });
    expect(await create({ name, tags: ['x'], status: 0 })).toEqual({ code: 1002019001, data: null, msg: '系统敏感词已在标签中存在' });
    const { data: twin } = await create({ name: `${name}2`, tags: [], status: 0 });
    expect((await update({ id: twin, name, tags: [], status: 0 })).code).toBe(1002019001);
    expect((await update({ id, name, tags: ['改标签'], status: 0 })).code).toBe(0);
  });

  it('filters by name, tag, status and creation time', async () => {
    const tag = uniq('标签');
    const on = (await create({ name: uniq('筛选甲'), tags: [tag, '其他'], status: 0 })).data;
    const off = (await create({ name: uniq('筛选乙'), tags: [tag], status: 1 })).data;
    await create({ name: uniq('筛选丙'), tags: ['其他'], status: 0 });
    expect((await page({ tag })).data.list.map((w) => w.id)).toEqual([off, on]);
    expect((await page({ tag, status: 1 })).data.list.map((w) => w.id)).toEqual([off]);
    expect((await page({ name: '筛选甲' })).data.list.map((w) => w.id)).toContain(on);
    expect((await page({ name: '筛选甲' })).data.list.map((w) => w.id)).not.toContain(off);
    expect((await page({ tag, createTime: ['2000-01-01 00:00:00', '2001-01-01 00:00:00'] })).data.total).toBe(0);
    expect((await page({ tag, createTime: ['2000-01-01 00:00:00', '2099-01-01 00:00:00'] })).data.total).toBe(2);
  });

  it('lists every tag in use once, sorted', async () => {
    const tag = uniq('新标签');
    await create({ name: uniq('带标签'), tags: [tag, '骂人'], status: 1 });
    const tags = (await t.call(sensitiveWordApi.getTags, { as: admin })).data;
    expect(tags).toEqual(expect.arrayContaining([tag, '骂人', '短字']));
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).toEqual([...tags].sort());
  });

  it('exports the filtered words with their tags and status label', async () => {
    const tag = uniq('导出');
    const name = uniq('导出词');
    await create({ name, tags: [tag, '二'], status: 1, description: '导出说明' });
    const res = await t.download(sensitiveWordApi.export, { query: { tag }, as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('敏感词.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows.map((r) => r.values)).toEqual([expect.objectContaining({ 敏感词: name, 标签: `${tag},二`, 状态: '关闭', 描述: '导出说明' })]);
  });
});

describe('GET /system/sensitive-word/validate-text', () => {
  it('answers the enabled words found, ignoring Latin case and full-width forms', async () => {
    expect((await validate('土豆是个白痴')).data).toEqual(['土豆', '白痴']);
    expect((await validate('写了 xxx 和 ｘｘＸ')).data).toEqual(['XXX']);
    expect((await validate('干净的一句话')).data).toEqual([]);
  });

  it('looks only at words carrying one of the tags, sent repeated or comma-separated', async () => {
    expect((await validate('土豆是个白痴', ['骂人'])).data).toEqual(['白痴']);
    expect((await validate('土豆是个白痴 XXX', ['蔬菜', '骂人'])).data).toEqual(['土豆', '白痴']);
    const raw = await t.api({ method: 'GET', path: `${sensitiveWordApi.validateText.path}?text=${encodeURIComponent('土豆白痴')}&tags=${encodeURIComponent('蔬菜,骂人')}`, token: admin.accessToken, tenantId: admin.tenantId });
    expect(raw.data).toEqual(['土豆', '白痴']);
  });

  it('follows every write at once: a new word is found, a disabled or deleted one no longer', async () => {
    const name = uniq('新词');
    expect((await validate(`含有${name}的话`)).data).toEqual([]);
    const { data: id } = await create({ name, tags: [], status: 0 });
    expect((await validate(`含有${name}的话`)).data).toEqual([name]);
    await update({ id, name, tags: [], status: 1 });
    expect((await validate(`含有${name}的话`)).data).toEqual([]);
    await update({ id, name, tags: [], status: 0 });
    await remove(id);
    expect((await validate(`含有${name}的话`)).data).toEqual([]);
  });
});

describe('publishing a notice', () => {
  const notice = (title: string, content: string) => ({ title, type: 1, content, status: 0 });

  it('is refused naming the word, in the title or in the text of the content', async () => {
    expect(await t.call(noticeApi.create, { body: notice('关于土豆的通知', ''), as: admin })).toEqual({ code: 1002019002, data: null, msg: '内容包含敏感词【土豆】' });
    expect((await t.call(noticeApi.create, { body: notice('通知', '<p>你是<strong>白</strong>痴</p>'), as: admin })).msg).toBe('内容包含敏感词【白痴】');
    expect((await t.call(noticeApi.create, { body: notice('通知', '<p>写着 ＸＸＸ</p>'), as: admin })).msg).toBe('内容包含敏感词【XXX】');
  });

  it('is refused on update too, and the notice keeps what it had', async () => {
    const id = await t.callOk(noticeApi.create, { body: notice('干净的标题', '<p>干净</p>'), as: admin });
    expect((await t.call(noticeApi.update, { body: { id, ...notice('干净的标题', '<p>土豆</p>') }, as: admin })).code).toBe(1002019002);
    expect((await t.call(noticeApi.get, { query: { id }, as: admin })).data.content).toBe('<p>干净</p>');
  });

  it('is not refused for a word split across paragraphs, a disabled word, or an attribute', async () => {
    expect((await t.call(noticeApi.create, { body: notice('通知', '<p>土</p><p>豆</p>'), as: admin })).code).toBe(0);
    expect((await t.call(noticeApi.create, { body: notice('通知', '<img src="/x.png" alt="白痴">'), as: admin })).code).toBe(0);
    const name = uniq('停用词');
    await create({ name, tags: [], status: 1 });
    expect((await t.call(noticeApi.create, { body: notice(name, ''), as: admin })).code).toBe(0);
  });

  it('refuses it in every tenant, the list being one', async () => {
    expect((await t.call(noticeApi.create, { body: notice('小租户的白痴公告', ''), as: other })).msg).toBe('内容包含敏感词【白痴】');
  });
});

describe('another tenant', () => {
  it('may neither read nor change the platform’s list', async () => {
    const refused = { code: 403, data: null, msg: '只有系统租户的用户可以进行该操作' };
    const { data: id } = await create({ name: uniq('平台词'), tags: [], status: 0 });
    expect(await page({}, other)).toEqual(refused);
    expect(await get(id, other)).toEqual(refused);
    expect(await create({ name: uniq('租户词'), tags: [], status: 0 }, other)).toEqual(refused);
    expect(await update({ id, name: '抢改', tags: [], status: 0 }, other)).toEqual(refused);
    expect(await remove(id, other)).toEqual(refused);
    expect(await t.call(sensitiveWordApi.getTags, { as: other })).toEqual(refused);
    expect(await validate('白痴', undefined, other)).toEqual(refused);
    expect((await t.download(sensitiveWordApi.export, { as: other })).json()).toEqual(refused);
    expect((await get(id)).code).toBe(0);
  });

  it('answers 403 to a user without the permission', async () => {
    expect((await page({}, await t.login('test', 'test123'))).code).toBe(403);
  });
});
