import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictDataApi, dictTypeApi, type BodyOf, type QueryOf } from '@tenon/contracts';
import { readXlsx } from '../../../platform/excel.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { uniq } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const create = (body: BodyOf<typeof dictTypeApi.create>, as = admin) => t.call(dictTypeApi.create, { body, as });
const update = (body: BodyOf<typeof dictTypeApi.update>) => t.call(dictTypeApi.update, { body, as: admin });
const remove = (id: number) => t.call(dictTypeApi.delete, { query: { id }, as: admin });
const get = (id: number) => t.call(dictTypeApi.get, { query: { id }, as: admin });
const page = (query: QueryOf<typeof dictTypeApi.page> = {}) => t.call(dictTypeApi.page, { query: { pageSize: 100, ...query }, as: admin });
const newType = async (extra: Partial<BodyOf<typeof dictTypeApi.create>> = {}) => {
  const type = uniq('t_');
  const id = await t.callOk(dictTypeApi.create, { body: { name: `类型${type}`, type, status: 0, ...extra }, as: admin });
  return { id, type };
};

describe('dictionary types', () => {
  it('creates a type answered by get, and updates name, status and remark but never the type code', async () => {
    const res = await create({ name: '测试字典', type: 'tenon_test', status: 0, remark: '备注' });
    expect(res.code).toBe(0);
    expect((await get(res.data)).data).toMatchObject({ id: res.data, name: '测试字典', type: 'tenon_test', status: 0, remark: '备注' });
    // A type sent with the update is not part of the contract: dropped, the code stays.
    const raw = await t.api({ method: 'PUT', path: dictTypeApi.update.path, token: admin.accessToken, body: { id: res.data, name: '改名字典', type: 'renamed', status: 1 } });
    expect(raw.code).toBe(0);
    expect((await get(res.data)).data).toMatchObject({ name: '改名字典', type: 'tenon_test', status: 1, remark: '备注' });
  });

  it('keeps name and type each unique, and says which', async () => {
    expect(await create({ name: uniq('n'), type: 'common_status', status: 0 })).toEqual({ code: 1002006004, data: null, msg: '已经存在该类型的字典类型' });
    expect(await create({ name: '用户性别', type: uniq('t'), status: 0 })).toEqual({ code: 1002006003, data: null, msg: '已经存在该名字的字典类型' });
    const { id } = await newType();
    expect((await update({ id, name: '用户性别', status: 0 })).code).toBe(1002006003);
    expect(await get(999_999)).toEqual({ code: 1002006001, data: null, msg: '当前字典类型不存在' });
    expect((await update({ id: 999_999, name: 'x', status: 0 })).code).toBe(1002006001);
  });

  it('refuses to delete a type that still has data, and deletes it once the data is gone', async () => {
    const { id, type } = await newType();
    const item = await t.callOk(dictDataApi.create, { body: { dictType: type, label: '甲', value: 'a', sort: 1, status: 0 }, as: admin });
    expect(await remove(id)).toEqual({ code: 1002006005, data: null, msg: '无法删除，该字典类型还有字典数据' });
    expect((await t.call(dictDataApi.delete, { query: { id: item }, as: admin })).code).toBe(0);
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(id)).code).toBe(1002006001);
  });

  it('pages newest first with name, type (contains), status and creation-time filters', async () => {
    const a = await newType({ name: '筛选_字典甲' });
    const b = await newType({ name: '筛选_字典乙', status: 1 });
    expect((await page({ name: '筛选_' })).data.list.map((d) => d.id)).toEqual([b.id, a.id]);
    expect((await page({ name: '筛选%' })).data.total).toBe(0);
    expect((await page({ name: '筛选_', status: 1 })).data.list.map((d) => d.id)).toEqual([b.id]);
    expect((await page({ type: 'system_user_se' })).data.list.map((d) => d.type)).toEqual(['system_user_sex']);
    expect((await page({ name: '筛选_', createTime: ['2000-01-01 00:00:00', '2000-01-02 00:00:00'] })).data.total).toBe(0);
    expect((await page({ name: '筛选_', createTime: ['2000-01-01 00:00:00', '2999-01-01 00:00:00'] })).data.total).toBe(2);
  });

  it('lists every type, enabled or not, as id, name and type', async () => {
    const off = await newType({ status: 1 });
    const list = await t.callOk(dictTypeApi.listAllSimple, { as: admin });
    expect(Object.keys(list[0]!).sort()).toEqual(['id', 'name', 'type']);
    expect(list.map((d) => d.type)).toEqual(expect.arrayContaining(['common_status', off.type]));
  });

  it('exports 字典类型.xlsx with the filtered types, status by its label', async () => {
    const { type } = await newType({ name: '导出字典', status: 1, remark: '导出备注' });
    const res = await t.download(dictTypeApi.export, { query: { type }, as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('字典类型.xlsx'));
    const rows = await readXlsx(res.rawPayload);
    expect(rows.map((r) => r.values)).toEqual([expect.objectContaining({ 字典名称: '导出字典', 字典类型: type, 状态: '关闭', 备注: '导出备注' })]);
  });
});

describe('who may manage dictionaries', () => {
  it('refuses users without the permission, and other tenants’ administrators (the catalogue is the platform’s)', async () => {
    const plain = await t.login('test', 'test123');
    const forbidden = { code: 403, data: null, msg: '没有该操作权限' };
    expect(await t.call(dictTypeApi.page, { query: {}, as: plain })).toEqual(forbidden);
    const other = await t.login('admin110', 'admin123', 121);
    const platformOnly = { code: 403, data: null, msg: '只有系统租户的用户可以进行该操作' };
    expect(await t.call(dictTypeApi.page, { query: {}, as: other })).toEqual(platformOnly);
    expect(await create({ name: '租户字典', type: uniq('x'), status: 0 }, other)).toEqual(platformOnly);
    expect(await t.call(dictDataApi.update, { body: { id: 1, dictType: 'common_status', label: '抢走', value: '0', sort: 1, status: 0 }, as: other })).toEqual(platformOnly);
    // Every tenant reads the same catalogue.
    const theirs = await t.callOk(dictDataApi.listAllSimple, { as: other });
    expect(theirs).toEqual(await t.callOk(dictDataApi.listAllSimple, { as: admin }));
  });
});
