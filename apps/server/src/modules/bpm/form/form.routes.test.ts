import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permissions, formApi, modelApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let other: Session;
/** A user of tenant 1 with no role (`loginPlain` creates it, so it is called once per file). */
let plain: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(Permissions.bpm.form), ...Object.values(Permissions.bpm.model)]);
  [admin, other, plain] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121), t.loginPlain()]);
});
afterAll(() => t.close());

type Form = { id: number; name: string; status: number; remark: string; conf: string; fields: string[]; createTime: number };

const create = (body: BodyOf<typeof formApi.create>, s = admin) => t.call(formApi.create, { body, as: s });
const update = (body: BodyOf<typeof formApi.update>, s = admin) => t.call(formApi.update, { body, as: s });
// Raw calls for bodies the contract's types forbid on purpose (missing, mistyped or undeclared fields).
const rawCreate = (body: object) => t.api({ method: formApi.create.method, path: formApi.create.path, body, token: admin.accessToken });
const remove = (id: number, s = admin) => t.call(formApi.delete, { query: { id }, as: s });
const get = (id: number, s = admin) => t.call(formApi.get, { query: { id }, as: s });
const page = (query: Record<string, string | number> = {}, s = admin) =>
  t.call(formApi.page, { query: { pageSize: 100, ...query }, as: s });

const CONF = JSON.stringify({ labelWidth: 100, size: 'middle' });
const field = (f: string, title: string) => JSON.stringify({ type: 'input', field: f, title, validate: [{ required: true }] });
const valid = (extra: Record<string, unknown> = {}) => ({ name: uniq('请假表单'), status: 0, conf: CONF, fields: [field('day', '天数'), field('reason', '原因')], ...extra });
const newForm = (extra: Record<string, unknown> = {}, s = admin) => t.callOk(formApi.create, { body: valid(extra), as: s });

describe('creating, reading and updating forms', () => {
  it('stores conf and fields as sent, answered by get, and updates them', async () => {
    const body = valid({ remark: '请假用' });
    const res = await create(body);
    expect(res.code).toBe(0);
    expect((await get(res.data)).data).toEqual({ id: res.data, ...body, createTime: expect.any(Number) });
    const fields = [field('day', '天数')];
    expect(await update({ id: res.data, name: '改名', status: 1, conf: '{}', fields })).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(res.data)).data).toMatchObject({ name: '改名', status: 1, conf: '{}', fields, remark: '请假用' });
  });

  it('refuses conf or a field that is not a JSON object, naming which', async () => {
    const bad = (conf: string, fields: string[]) => create(valid({ conf, fields }));
    expect(await bad('{oops', [])).toEqual({ code: 1009010002, data: null, msg: '表单的配置不是合法的 JSON 对象' });
    expect((await bad('[1]', [])).msg).toBe('表单的配置不是合法的 JSON 对象');
    expect((await bad('{}', [field('a', 'A'), '"text"'])).msg).toBe('第 2 个表单项不是合法的 JSON 对象');
    expect((await bad('{}', ['null'])).msg).toBe('第 1 个表单项不是合法的 JSON 对象');
    const id = await newForm();
    expect((await update({ id, ...valid({ conf: 'xx' }) })).code).toBe(1009010002);
  });

  it('refuses two fields bound to the same field name, as the reference does', async () => {
    const res = await create(valid({ fields: [field('day', '天数'), JSON.stringify({ type: 'row' }), field('day', '请假天数')] }));
    expect(res).toEqual({ code: 1009010001, data: null, msg: '表单项(天数) 和 (请假天数) 使用了相同的字段名(day)' });
  });

  it('refuses a field name that cannot be a process variable', async () => {
    const res = await create(valid({ fields: [field('day', '天数'), field('1 天', '开始')] }));
    expect(res).toEqual({
      code: 1009010005,
      data: null,
      msg: '表单项(开始)的字段名(1 天)不合法，需以字母或下划线开头，只能包含字母、数字和下划线，最长 64 个字符',
    });
    expect((await create(valid({ fields: [field('x'.repeat(65), '长')] }))).code).toBe(1009010005);
    expect((await create(valid({ fields: [field('_day2', '天数')] }))).code).toBe(0);
  });

  it('names missing fields and answers 动态表单不存在 for an unknown id', async () => {
    expect(await rawCreate({ status: 0, conf: '{}', fields: [] })).toEqual({ code: 400, data: null, msg: '表单名不能为空' });
    expect((await rawCreate({ name: 'x', status: 0, fields: [] })).msg).toBe('表单的配置不能为空');
    expect((await rawCreate({ name: 'x', status: 0, conf: '{}', fields: [1] })).msg).toBe('表单项的数组格式不正确，应为字符串');
    const notFound = { code: 1009010000, data: null, msg: '动态表单不存在' };
    expect(await get(999_999)).toEqual(notFound);
    expect(await update({ id: 999_999, ...valid() })).toEqual(notFound);
    expect(await remove(999_999)).toEqual(notFound);
  });
});

describe('DELETE /bpm/form/delete', () => {
  it('refuses a form a model starts with, and deletes an unused one', async () => {
    const id = await newForm();
    const modelName = uniq('模型');
    const modelId = await t.callOk(modelApi.create, { body: { key: uniq('k'), name: modelName }, as: admin });
    await t.callOk(modelApi.update, { body: { id: modelId, name: modelName, formType: 10, formId: id }, as: admin });
    expect(await remove(id)).toEqual({ code: 1009010004, data: null, msg: `流程表单正在被流程模型【${modelName}】使用，无法删除` });
    await t.callOk(modelApi.update, { body: { id: modelId, name: modelName, formType: null }, as: admin });
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(id)).code).toBe(1009010000);
  });
});

describe('GET /bpm/form/page and list-all-simple', () => {
  it('pages newest first with a literal name filter', async () => {
    const a = await newForm({ name: '筛选_表单甲' });
    const b = await newForm({ name: '筛选_表单乙' });
    expect((await page({ name: '筛选_' })).data.list.map((f) => f.id)).toEqual([b, a]);
    expect((await page({ name: '筛选%' })).data.total).toBe(0);
    expect((await page({ name: '筛选_', pageNo: 2, pageSize: 1 })).data).toMatchObject({ total: 2, list: [{ id: a }] });
  });

  it('lists the tenant’s enabled forms as id and name, for any signed-in user', async () => {
    const on = await newForm();
    const off = await newForm({ status: 1 });
    const theirs = await newForm({}, other);
    const res = await t.call(formApi.listAllSimple, { as: plain });
    const ids = res.data.map((f) => f.id);
    expect(ids).toContain(on);
    expect(ids).not.toContain(off);
    expect(ids).not.toContain(theirs);
    expect(Object.keys(res.data[0]!)).toEqual(['id', 'name']);
  });
});

describe('another tenant', () => {
  it('sees only its own forms, and tenant 1’s ids do not exist for it', async () => {
    const id = await newForm();
    const notFound = { code: 1009010000, data: null, msg: '动态表单不存在' };
    expect(await get(id, other)).toEqual(notFound);
    expect(await update({ id, ...valid() }, other)).toEqual(notFound);
    expect(await remove(id, other)).toEqual(notFound);
    expect((await page({}, other)).data.list.map((f) => f.id)).not.toContain(id);
  });

  it('refuses a user without the permission', async () => {
    expect(await create(valid(), plain)).toEqual({ code: 403, data: null, msg: '没有该操作权限' });
  });
});
