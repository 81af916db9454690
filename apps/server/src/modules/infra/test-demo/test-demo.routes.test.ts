import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDemoApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const sample: BodyOf<typeof testDemoApi.create> = { name: '示例名字', status: 1, type: 1, category: 1, remark: '示例备注' };

describe('测试示例', () => {
  it('creates a row that get and the page answer, updates and deletes it', async () => {
    const created = await t.call(testDemoApi.create, { body: sample, as: admin });
    expect(created.code).toBe(0);
    expect((await t.call(testDemoApi.get, { query: { id: created.data }, as: admin })).data).toMatchObject(sample);
    const page = await t.call(testDemoApi.page, { query: { pageNo: 1, pageSize: 10 }, as: admin });
    expect(page.data.list.map((row) => row.id)).toContain(created.data);

    const changed = { id: created.data, name: '改名字', status: 1, type: 1, category: 2, remark: '改备注' };
    expect((await t.call(testDemoApi.update, { body: changed, as: admin })).code).toBe(0);
    expect((await t.call(testDemoApi.get, { query: { id: created.data }, as: admin })).data).toMatchObject(changed);

    expect((await t.call(testDemoApi.delete, { query: { id: created.data }, as: admin })).code).toBe(0);
    expect((await t.call(testDemoApi.get, { query: { id: created.data }, as: admin })).msg).toBe('测试示例不存在');
  });
});
