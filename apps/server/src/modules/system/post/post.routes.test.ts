import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, postApi, type BodyOf, type QueryOf } from '@tenon/contracts';
import { readXlsx } from '../../../platform/excel.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
/** The demo tenant 121's administrator, given the post permissions for the isolation tests. */
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.system.post));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

const create = (body: BodyOf<typeof postApi.create>, as = admin) => t.call(postApi.create, { body, as });
const update = (body: BodyOf<typeof postApi.update>, as = admin) => t.call(postApi.update, { body, as });
const remove = (id: number, as = admin) => t.call(postApi.delete, { query: { id }, as });
const get = (id: number, as = admin) => t.call(postApi.get, { query: { id }, as });
const page = (query: QueryOf<typeof postApi.page> = {}, as = admin) =>
  t.call(postApi.page, { query: { pageSize: 100, ...query }, as });
const newPost = async (extra: Partial<BodyOf<typeof postApi.create>> = {}) => {
  const code = uniq('p');
  const res = await create({ code, name: `岗位${code}`, sort: 1, status: 0, ...extra });
  if (res.code !== 0) throw new Error(`create post: ${res.code} ${res.msg}`);
  return res.data;
};

describe('creating, reading and updating posts', () => {
  it('creates a post answered by get, and updates it', async () => {
    const res = await create({ code: 'cto', name: '技术总监', sort: 2, status: 0, remark: '负责技术' });
    expect(res.code).toBe(0);
    expect((await get(res.data)).data).toMatchObject({ id: res.data, code: 'cto', name: '技术总监', sort: 2, status: 0, remark: '负责技术' });
    expect((await update({ id: res.data, code: 'cto', name: '首席技术官', sort: 3, status: 1 })).code).toBe(0);
    // The remark, left out, keeps its value.
    expect((await get(res.data)).data).toMatchObject({ name: '首席技术官', sort: 3, status: 1, remark: '负责技术' });
  });

  it('keeps code and name each unique within the tenant', async () => {
    // The seed has ceo 董事长 in tenant 1, and `user` in both tenants.
    expect(await create({ code: 'ceo', name: uniq('n'), sort: 1, status: 0 })).toEqual({ code: 1002005003, data: null, msg: '已经存在该标识的岗位' });
    expect(await create({ code: uniq('c'), name: '董事长', sort: 1, status: 0 })).toEqual({ code: 1002005002, data: null, msg: '已经存在该名字的岗位' });
    expect((await update({ id: 2, code: 'ceo', name: '项目经理', sort: 2, status: 0 })).code).toBe(1002005003);
    expect((await update({ id: 2, code: 'se', name: '项目经理', sort: 2, status: 0 })).code).toBe(0);
    // Another tenant's codes and names are free.
    expect((await create({ code: 'ceo', name: '董事长', sort: 1, status: 0 }, other)).code).toBe(0);
  });

  it('answers 当前岗位不存在 for an unknown id and names a missing field', async () => {
    expect(await get(999_999)).toEqual({ code: 1002005000, data: null, msg: '当前岗位不存在' });
    expect((await update({ id: 999_999, code: 'x', name: 'x', sort: 1, status: 0 })).code).toBe(1002005000);
    // Raw call: the contract's body type would not let the code be left out.
    const missingCode = await t.api({ method: postApi.create.method, path: postApi.create.path, body: { name: '无编码', sort: 1, status: 0 }, token: admin.accessToken });
    expect(missingCode).toEqual({ code: 400, data: null, msg: '岗位编码不能为空' });
  });
});

describe('DELETE /system/post/delete', () => {
  it('refuses a post a user still holds, and deletes an unused one', async () => {
    // The administrator holds post 1.
    expect(await remove(1)).toEqual({ code: 1002005004, data: null, msg: '岗位正在被用户使用，无法删除' });
    const id = await newPost();
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(id)).code).toBe(1002005000);
    expect((await remove(id)).code).toBe(1002005000);
  });
});

describe('GET /system/post/page and list-all-simple', () => {
  it('pages newest first with code, name (contains, literally) and status filters', async () => {
    const a = await newPost({ name: '筛选_岗位甲' });
    const b = await newPost({ name: '筛选_岗位乙', status: 1 });
    const all = await page();
    expect(all.data.total).toBe(all.data.list.length);
    expect(all.data.list.slice(0, 2).map((p) => p.id)).toEqual([b, a]);
    expect((await page({ name: '筛选_' })).data.list.map((p) => p.id)).toEqual([b, a]);
    expect((await page({ name: '筛选%' })).data.total).toBe(0);
    expect((await page({ name: '筛选_', status: 1 })).data.list.map((p) => p.id)).toEqual([b]);
    expect((await page({ code: 'ceo' })).data.list.map((p) => p.code)).toEqual(['ceo']);
    const second = await page({ pageNo: 2, pageSize: 1 });
    expect(second.data.list[0]!.id).toBe(a);
  });

  it('lists enabled posts of the tenant in sort order as id and name', async () => {
    const off = await newPost({ status: 1 });
    const res = await t.call(postApi.listAllSimple, { as: admin });
    expect(res.data[0]).toEqual({ id: 1, name: '董事长' });
    expect(res.data.map((p) => p.id)).not.toContain(off);
    // Post 5 is tenant 121's.
    expect(res.data.map((p) => p.id)).not.toContain(5);
  });
});

describe('GET /system/post/export', () => {
  it('answers 岗位数据.xlsx with the filtered posts, status by its label', async () => {
    const code = uniq('xp');
    await newPost({ code, name: '导出岗位', status: 1, remark: '导出备注' });
    const res = await t.download(postApi.export, { query: { code }, as: admin });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('岗位数据.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows.map((r) => r.values)).toEqual([
      expect.objectContaining({ 岗位编码: code, 岗位名称: '导出岗位', 岗位排序: '1', 状态: '关闭', 备注: '导出备注' }),
    ]);
    expect(rows[0]!.values.创建时间).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('answers the envelope, not a file, to a user without the permission', async () => {
    const res = await t.download(postApi.export, { as: await t.login('test', 'test123') });
    expect(res.json()).toEqual({ code: 403, data: null, msg: '没有该操作权限' });
  });
});

describe('another tenant', () => {
  it('sees only its own posts, and tenant 1’s ids do not exist for it', async () => {
    const theirs = (await page({}, other)).data.list;
    expect(theirs.map((p) => p.name)).toContain('普通员工');
    expect(theirs.every((p) => p.id !== 1 && p.id !== 2)).toBe(true);
    const notFound = { code: 1002005000, data: null, msg: '当前岗位不存在' };
    expect(await get(2, other)).toEqual(notFound);
    expect(await update({ id: 2, code: 'stolen', name: '抢走', sort: 1, status: 0 }, other)).toEqual(notFound);
    expect(await remove(3, other)).toEqual(notFound);
    expect((await get(3)).data.code).toBe('hr');
  });

  it('exports only its own posts', async () => {
    const rows = await readXlsx((await t.download(postApi.export, { as: other })).rawPayload);
    expect(rows.map((r) => r.values.岗位编码).sort()).toEqual(['ceo', 'user']);
  });
});
