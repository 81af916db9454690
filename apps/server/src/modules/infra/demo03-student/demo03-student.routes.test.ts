import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo03StudentApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const sample: BodyOf<typeof demo03StudentApi.create> = { name: '示例名字', sex: 1, birthday: 1700000000000, description: '示例简介', avatar: '/favicon.svg' };

describe('示例学生', () => {
  it('creates a row that get and the page answer, updates and deletes it', async () => {
    const created = await t.call(demo03StudentApi.create, { body: sample, as: admin });
    expect(created.code).toBe(0);
    expect((await t.call(demo03StudentApi.get, { query: { id: created.data }, as: admin })).data).toMatchObject(sample);
    const page = await t.call(demo03StudentApi.page, { query: { pageNo: 1, pageSize: 10 }, as: admin });
    expect(page.data.list.map((row) => row.id)).toContain(created.data);

    const changed = { id: created.data, name: '改名字', sex: 1, birthday: 1700000060000, description: '改简介', avatar: '/favicon.svg' };
    expect((await t.call(demo03StudentApi.update, { body: changed, as: admin })).code).toBe(0);
    expect((await t.call(demo03StudentApi.get, { query: { id: created.data }, as: admin })).data).toMatchObject(changed);

    expect((await t.call(demo03StudentApi.delete, { query: { id: created.data }, as: admin })).code).toBe(0);
    expect((await t.call(demo03StudentApi.get, { query: { id: created.data }, as: admin })).msg).toBe('示例学生不存在');
  });

  it('writes its 示例课程 rows with it: adds, changes and drops them, and refuses another row’s', async () => {
    const first = { name: '示例名字', score: 1.5, compulsory: true };
    const second = { name: '改名字', score: 2.5, compulsory: false };
    const id = (await t.call(demo03StudentApi.create, { body: { ...sample, demo03Courses: [first] }, as: admin })).data;
    const rows = (await t.call(demo03StudentApi.get, { query: { id }, as: admin })).data.demo03Courses;
    expect(rows).toMatchObject([{ ...first, studentId: id }]);

    expect((await t.call(demo03StudentApi.update, { body: { ...sample, id, demo03Courses: [{ ...second, id: rows[0]!.id }, first] }, as: admin })).code).toBe(0);
    expect((await t.call(demo03StudentApi.get, { query: { id }, as: admin })).data.demo03Courses).toMatchObject([{ ...second, id: rows[0]!.id }, first]);

    const other = (await t.call(demo03StudentApi.create, { body: sample, as: admin })).data;
    expect((await t.call(demo03StudentApi.update, { body: { ...sample, id: other, demo03Courses: [{ ...first, id: rows[0]!.id }] }, as: admin })).msg).toBe('示例课程不存在');

    expect((await t.call(demo03StudentApi.update, { body: { ...sample, id, demo03Courses: [] }, as: admin })).code).toBe(0);
    expect((await t.call(demo03StudentApi.get, { query: { id }, as: admin })).data.demo03Courses).toEqual([]);
  });
});
