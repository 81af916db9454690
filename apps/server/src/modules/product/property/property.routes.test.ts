/** 商品属性 and 属性值: unique names, the deletion rule, the values' filters, get-value-list (GET and POST) and tenant isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, productPropertyApi, productPropertyValueApi, type QueryOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.product.property));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

const P = productPropertyApi;
const V = productPropertyValueApi;
const newProperty = (name = uniq('属性'), as = admin) => t.callOk(P.create, { body: { name }, as });
const newValue = (propertyId: number, name = uniq('值')) => t.callOk(V.create, { body: { propertyId, name }, as: admin });
const values = (query: QueryOf<typeof V.page>, as = admin) => t.call(V.page, { query: { pageSize: 100, ...query }, as });
const propertyNamed = async (name: string) => (await t.callOk(P.list, { query: { name }, as: admin })).find((p) => p.name === name)!;

describe('properties', () => {
  it('creates, reads, updates and pages properties, the name unique in the tenant', async () => {
    const id = await newProperty('屏幕尺寸');
    expect((await t.call(P.get, { query: { id }, as: admin })).data).toMatchObject({ id, name: '屏幕尺寸', remark: '' });
    expect((await t.call(P.update, { body: { id, name: '屏幕', remark: '英寸' }, as: admin })).code).toBe(0);
    expect((await t.call(P.get, { query: { id }, as: admin })).data).toMatchObject({ name: '屏幕', remark: '英寸' });
    expect(await t.call(P.create, { body: { name: '颜色' }, as: admin })).toEqual({ code: 1008003001, data: null, msg: '属性项的名称已存在' });
    expect((await t.call(P.page, { query: { name: '屏' }, as: admin })).data.list.map((p) => p.id)).toEqual([id]);
    expect((await t.call(P.create, { body: { name: '颜色' }, as: other })).code).toBe(0);
  });

  it('refuses to delete a property with values, and deletes it once they are gone', async () => {
    const color = await propertyNamed('颜色');
    expect(await t.call(P.delete, { query: { id: color.id }, as: admin })).toEqual({ code: 1008003002, data: null, msg: '属性项下存在属性值，无法删除' });
    const id = await newProperty();
    const value = await newValue(id);
    expect((await t.call(P.delete, { query: { id }, as: admin })).code).toBe(1008003002);
    expect((await t.call(V.delete, { query: { id: value }, as: admin })).code).toBe(0);
    expect(await t.call(P.delete, { query: { id }, as: admin })).toEqual({ code: 0, data: true, msg: '' });
    expect(await t.call(P.get, { query: { id }, as: admin })).toEqual({ code: 1008003000, data: null, msg: '属性项不存在' });
  });
});

describe('property values', () => {
  it('pages a property’s values by name, the name unique within its property only', async () => {
    const size = await propertyNamed('尺码');
    expect((await values({ propertyId: size.id })).data.list.map((v) => v.name).sort()).toEqual(['L', 'M', 'S', 'XL']);
    expect((await values({ propertyId: size.id, name: 'l' })).data.list.map((v) => v.name).sort()).toEqual(['L', 'XL']);
    expect(await t.call(V.create, { body: { propertyId: size.id, name: 'M' }, as: admin })).toEqual({ code: 1008004001, data: null, msg: '属性值的名称已存在' });
    const id = await newProperty();
    // The same name under another property is free; renaming onto a sibling's is not.
    const m = await newValue(id, 'M');
    const xxl = await newValue(id, 'XXL');
    expect((await t.call(V.update, { body: { id: xxl, propertyId: id, name: 'M' }, as: admin })).code).toBe(1008004001);
    expect((await t.call(V.update, { body: { id: m, propertyId: id, name: 'M', remark: '中号' }, as: admin })).code).toBe(0);
    expect((await t.call(V.get, { query: { id: m }, as: admin })).data).toMatchObject({ propertyId: id, name: 'M', remark: '中号' });
  });

  it('refuses a value of a property that does not exist', async () => {
    expect(await t.call(V.create, { body: { propertyId: 999_999, name: '无主' }, as: admin })).toEqual({ code: 1008003000, data: null, msg: '属性项不存在' });
    expect(await t.call(V.get, { query: { id: 999_999 }, as: admin })).toEqual({ code: 1008004000, data: null, msg: '属性值不存在' });
  });
});

describe('get-value-list', () => {
  it('answers the properties with their values by GET and by POST alike', async () => {
    const byGet = await t.callOk(P.getValueList, { query: {}, as: admin });
    const memory = byGet.find((p) => p.name === '内存')!;
    expect(memory.values.map((v) => v.name)).toEqual(['8GB', '16GB']);
    const byPost = await t.callOk(P.getValueListPost, { body: {}, as: admin });
    expect(byPost).toEqual(byGet);
    const storage = await propertyNamed('存储');
    expect(await t.callOk(P.getValueListPost, { body: { propertyIds: [memory.id, storage.id] }, as: admin })).toEqual([
      { id: memory.id, name: '内存', values: memory.values },
      { id: storage.id, name: '存储', values: [expect.objectContaining({ name: '256GB' }), expect.objectContaining({ name: '512GB' })] },
    ]);
    expect((await t.callOk(P.getValueList, { query: { name: '储' }, as: admin })).map((p) => p.name)).toEqual(['存储']);
    // Another tenant's ids answer nothing.
    expect(await t.callOk(P.getValueListPost, { body: { propertyIds: [memory.id] }, as: other })).toEqual([]);
  });
});

describe('another tenant', () => {
  it('cannot read, change or delete tenant 1’s properties and values, nor add values to them', async () => {
    const color = await propertyNamed('颜色');
    const black = (await values({ propertyId: color.id, name: '黑色' })).data.list[0]!;
    expect(await t.call(P.get, { query: { id: color.id }, as: other })).toEqual({ code: 1008003000, data: null, msg: '属性项不存在' });
    expect((await t.call(P.delete, { query: { id: color.id }, as: other })).code).toBe(1008003000);
    expect(await t.call(V.get, { query: { id: black.id }, as: other })).toEqual({ code: 1008004000, data: null, msg: '属性值不存在' });
    expect((await t.call(V.update, { body: { id: black.id, propertyId: color.id, name: '抢走' }, as: other })).code).toBe(1008004000);
    expect((await t.call(V.create, { body: { propertyId: color.id, name: '越界' }, as: other })).code).toBe(1008003000);
    expect((await values({ propertyId: color.id }, other)).data.total).toBe(0);
  });
});
