import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo02CategoryApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const sample: BodyOf<typeof demo02CategoryApi.create> = { name: '示例名字', parentId: 0 };

describe('示例分类', () => {
  it('creates a row that get and the list answer, updates and deletes it', async () => {
    const created = await t.call(demo02CategoryApi.create, { body: sample, as: admin });
    expect(created.code).toBe(0);
    expect((await t.call(demo02CategoryApi.get, { query: { id: created.data }, as: admin })).data).toMatchObject(sample);
    const list = await t.call(demo02CategoryApi.list, { query: {}, as: admin });
    expect(list.data.map((row) => row.id)).toContain(created.data);

    const changed = { id: created.data, name: '改名字', parentId: 0 };
    expect((await t.call(demo02CategoryApi.update, { body: changed, as: admin })).code).toBe(0);
    expect((await t.call(demo02CategoryApi.get, { query: { id: created.data }, as: admin })).data).toMatchObject(changed);

    expect((await t.call(demo02CategoryApi.delete, { query: { id: created.data }, as: admin })).code).toBe(0);
    expect((await t.call(demo02CategoryApi.get, { query: { id: created.data }, as: admin })).msg).toBe('示例分类不存在');
  });

  it('keeps the tree whole: a parent that exists and is no descendant, a name once among siblings, no delete under children', async () => {
    const top = (await t.call(demo02CategoryApi.create, { body: sample, as: admin })).data;
    const child = (await t.call(demo02CategoryApi.create, { body: { ...sample, parentId: top }, as: admin })).data;
    expect(child).toBeGreaterThan(0);
    expect((await t.call(demo02CategoryApi.create, { body: sample, as: admin })).msg).toBe('已经存在该名字的示例分类');
    expect((await t.call(demo02CategoryApi.create, { body: { ...sample, parentId: 2147483647 }, as: admin })).msg).toBe('父级示例分类不存在');
    expect((await t.call(demo02CategoryApi.update, { body: { ...sample, id: top, parentId: top }, as: admin })).msg).toBe('不能设置自己为父示例分类');
    expect((await t.call(demo02CategoryApi.update, { body: { ...sample, id: top, parentId: child }, as: admin })).msg).toBe('不能设置自己的子示例分类为父示例分类');
    expect((await t.call(demo02CategoryApi.delete, { query: { id: top }, as: admin })).msg).toBe('存在子示例分类，无法删除');
    expect((await t.call(demo02CategoryApi.delete, { query: { id: child }, as: admin })).code).toBe(0);
    expect((await t.call(demo02CategoryApi.delete, { query: { id: top }, as: admin })).code).toBe(0);
  });
});
