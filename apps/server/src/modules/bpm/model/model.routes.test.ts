import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, Permissions, formApi, modelApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, ok, uniq } from '../../system/role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
/** The demo tenant 121's administrator, given the BPM permissions for the isolation tests. */
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, [...Object.values(Permissions.bpm.model), ...Object.values(Permissions.bpm.form)]);
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type Model = {
  id: number;
  key: string;
  name: string;
  description: string;
  category: string | null;
  formType: number | null;
  formId: number | null;
  formCustomCreatePath: string | null;
  formCustomViewPath: string | null;
  bpmnXml: string | null;
  createTime: number;
};
type PageItem = Omit<Model, 'bpmnXml'> & { formName: string | null; processDefinition: null };

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const LEAVE_XML = fixture('leave.bpmn').toString('utf8');
const create = (body: BodyOf<typeof modelApi.create>, s = admin) => t.call(modelApi.create, { body, as: s });
const update = (body: BodyOf<typeof modelApi.update>, s = admin) => t.call(modelApi.update, { body, as: s });
// Raw calls for bodies the contract's types forbid on purpose (missing, mistyped or undeclared fields).
const rawCreate = (body: object) => t.api({ method: modelApi.create.method, path: modelApi.create.path, body, token: admin.accessToken });
const rawUpdate = (body: object) => t.api({ method: modelApi.update.method, path: modelApi.update.path, body, token: admin.accessToken });
const remove = (id: number, s = admin) => t.call(modelApi.delete, { query: { id }, as: s });
const get = (id: number, s = admin) => t.call(modelApi.get, { query: { id }, as: s });
const page = (query: Record<string, string | number> = {}, s = admin) =>
  t.call(modelApi.page, { query: { pageSize: 100, ...query }, as: s });
const newModel = (extra: Record<string, unknown> = {}, s = admin) =>
  t.callOk(modelApi.create, { body: { key: uniq('m_'), name: '模型', ...extra }, as: s });
const newForm = (extra: Record<string, unknown> = {}, s = admin) =>
  t.callOk(formApi.create, { body: { name: uniq('表单'), status: 0, conf: '{}', fields: [], ...extra }, as: s });

/** A well-formed BPMN document whose process holds `depth` nested elements. */
const deeplyNested = (depth: number) =>
  `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL"><process id="p">${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</process></definitions>`;
// The 101st element (the 99th <a>) ends at column 378 of the only line.
const DEPTH_REFUSAL = 'BPMN 文件格式不正确：元素嵌套超过 100 层（第 1 行第 379 列附近）';

/** POSTs the import form: text fields, then the file part (left out when `file` is undefined). */
function importModel(fields: Record<string, string>, file: Buffer | undefined, s = admin, fileField = 'bpmnFile') {
  const boundary = '----tenon-bpmn-boundary';
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    ...(file
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="m.bpmn"\r\nContent-Type: text/xml\r\n\r\n`), file, Buffer.from('\r\n')]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return t.app
    .inject({
      method: 'POST',
      url: `${API_BASE}/bpm/model/import`,
      headers: { 'tenant-id': String(s.tenantId), authorization: `Bearer ${s.accessToken}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    })
    .then((r) => r.json() as { code: number; data: number; msg: string });
}

describe('POST /bpm/model/create and GET get', () => {
  it('creates a model with no XML yet, answered by get', async () => {
    const key = uniq('leave_');
    const res = await create({ key, name: '请假', description: '请假审批' });
    expect(res.code).toBe(0);
    expect((await get(res.data)).data).toEqual({
      id: res.data,
      key,
      name: '请假',
      description: '请假审批',
      category: null,
      formType: null,
      formId: null,
      formCustomCreatePath: null,
      formCustomViewPath: null,
      bpmnXml: null,
      createTime: expect.any(Number),
    });
  });

  it('accepts keys that are XML names and refuses the others with the reference message', async () => {
    for (const key of ['_a', 'a-b.c$1', uniq('Z')]) expect((await create({ key: `${key}${uniq('')}`, name: 'ok' })).code).toBe(0);
    const refused = {
      code: 1009002002,
      data: null,
      msg: '流程标识格式不正确，需要以字母或下划线开头，后接任意字母、数字、中划线、下划线、句点！',
    };
    for (const key of ['1abc', '-a', 'a b', '流程', 'a:b']) expect(await create({ key, name: 'x' }), key).toEqual(refused);
  });

  it('keeps keys unique within the tenant only', async () => {
    const key = uniq('dup_');
    await newModel({ key });
    expect(await create({ key, name: '另一个' })).toEqual({ code: 1009002000, data: null, msg: `已经存在流程标识为【${key}】的流程` });
    expect((await create({ key, name: '别的租户' }, other)).code).toBe(0);
  });

  it('names the missing field, and refuses fields the body does not declare', async () => {
    expect(await rawCreate({ key: 'k' })).toEqual({ code: 400, data: null, msg: '流程名称不能为空' });
    expect(await rawCreate({ name: 'n' })).toEqual({ code: 400, data: null, msg: '流程标识不能为空' });
    const id = await newModel();
    // Unlisted fields are dropped, not stored: a create cannot set the XML or the form.
    expect((await rawCreate({ key: uniq('x_'), name: 'n', bpmnXml: 'junk', formType: 10 })).code).toBe(0);
    expect((await get(id)).data.bpmnXml).toBeNull();
  });

  it('answers 流程模型不存在 for an unknown id', async () => {
    const notFound = { code: 1009002001, data: null, msg: '流程模型不存在' };
    expect(await get(999_999)).toEqual(notFound);
    expect(await update({ id: 999_999, name: 'x' })).toEqual(notFound);
    expect(await remove(999_999)).toEqual(notFound);
  });
});

describe('PUT /bpm/model/update', () => {
  it('saves the designer’s XML and keeps it when the list dialog sends null', async () => {
    const id = await newModel();
    expect(await update({ id, name: '请假', bpmnXml: LEAVE_XML })).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(id)).data).toMatchObject({ name: '请假', bpmnXml: LEAVE_XML });
    expect((await update({ id, name: '请假2', bpmnXml: null, description: '说明' })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ name: '请假2', description: '说明', bpmnXml: LEAVE_XML });
  });

  it('refuses XML that is not BPMN and keeps the stored one', async () => {
    const id = await newModel();
    await update({ id, name: 'n', bpmnXml: LEAVE_XML });
    expect(await update({ id, name: '改名', bpmnXml: '<bpmn:definitions>' })).toEqual({
      code: 1009002010,
      data: null,
      msg: expect.stringMatching(/^BPMN 文件格式不正确：不是格式正确的 XML/),
    });
    expect((await update({ id, name: '改名', bpmnXml: '<html/>' })).msg).toBe('BPMN 文件格式不正确：根元素应为 definitions，实际为 html');
    expect((await get(id)).data).toMatchObject({ name: 'n', bpmnXml: LEAVE_XML });
  });

  it('refuses a deeply nested document, naming the limit and where, and keeps the stored one', async () => {
    const id = await newModel();
    await update({ id, name: 'n', bpmnXml: LEAVE_XML });
    expect(await update({ id, name: '改名', bpmnXml: deeplyNested(40_000) })).toEqual({ code: 1009002010, data: null, msg: DEPTH_REFUSAL });
    expect((await get(id)).data).toMatchObject({ name: 'n', bpmnXml: LEAVE_XML });
  });

  it('takes a category of the dictionary bpm_model_category, and clears it with null', async () => {
    const id = await newModel();
    expect((await update({ id, name: 'n', category: '2' })).code).toBe(0);
    expect((await get(id)).data.category).toBe('2');
    expect(await update({ id, name: 'n', category: '9' })).toEqual({ code: 1009002011, data: null, msg: '流程分类【9】不存在' });
    expect((await update({ id, name: 'n' })).code).toBe(0);
    expect((await get(id)).data.category).toBe('2');
    expect((await update({ id, name: 'n', category: null })).code).toBe(0);
    expect((await get(id)).data.category).toBeNull();
  });

  it('form type 10 needs an existing form of the tenant and clears the route paths', async () => {
    const id = await newModel();
    const formId = await newForm({ name: uniq('请假表单') });
    expect(await update({ id, name: 'n', formType: 10 })).toEqual({ code: 1009002012, data: null, msg: '流程表单不能为空' });
    expect(await update({ id, name: 'n', formType: 10, formId: 999_999 })).toEqual({ code: 1009010000, data: null, msg: '动态表单不存在' });
    const theirs = await newForm({}, other);
    expect((await update({ id, name: 'n', formType: 10, formId: theirs })).code).toBe(1009010000);
    const res = await update({ id, name: 'n', formType: 10, formId, formCustomCreatePath: '/a', formCustomViewPath: '/b' });
    expect(res.code).toBe(0);
    expect((await get(id)).data).toMatchObject({ formType: 10, formId, formCustomCreatePath: null, formCustomViewPath: null });
  });

  it('form type 20 needs both route paths and clears the form', async () => {
    const id = await newModel();
    await update({ id, name: 'n', formType: 10, formId: await newForm() });
    expect(await update({ id, name: 'n', formType: 20, formCustomCreatePath: '/bpm/oa/leave/create' })).toEqual({
      code: 1009002012,
      data: null,
      msg: '表单查看地址不能为空',
    });
    expect((await update({ id, name: 'n', formType: 20, formCustomViewPath: '/v' })).msg).toBe('表单提交路由不能为空');
    expect((await update({ id, name: 'n', formType: 20, formCustomCreatePath: 'no-slash', formCustomViewPath: '/v' })).msg).toBe('表单提交路由格式不正确');
    expect((await rawUpdate({ id, name: 'n', formType: 30 })).msg).toBe('表单类型格式不正确');
    const paths = { formCustomCreatePath: '/bpm/oa/leave/create', formCustomViewPath: '/bpm/oa/leave/detail' };
    expect((await update({ id, name: 'n', formType: 20, ...paths, formId: 1 })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ formType: 20, formId: null, ...paths });
    // Left out, the form settings stay; a null type clears them all.
    expect((await update({ id, name: 'n' })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ formType: 20, ...paths });
    expect((await update({ id, name: 'n', formType: null })).code).toBe(0);
    expect((await get(id)).data).toMatchObject({ formType: null, formId: null, formCustomCreatePath: null, formCustomViewPath: null });
  });

  it('refuses choosing a disabled form, but lets a model keep the one it has', async () => {
    const formName = uniq('停用表单');
    const formId = await newForm({ name: formName });
    const keeper = await newModel();
    await update({ id: keeper, name: 'n', formType: 10, formId });
    await t.callOk(formApi.update, { body: { id: formId, name: formName, status: 1, conf: '{}', fields: [] }, as: admin });
    expect((await update({ id: keeper, name: '改名', formType: 10, formId })).code).toBe(0);
    const chooser = await newModel();
    expect(await update({ id: chooser, name: 'n', formType: 10, formId })).toEqual({
      code: 1009010003,
      data: null,
      msg: `名字为【${formName}】的流程表单已被禁用`,
    });
  });

  it('never changes the key', async () => {
    const key = uniq('fixed_');
    const id = await newModel({ key });
    expect((await rawUpdate({ id, key: 'other', name: 'n' })).code).toBe(0);
    expect((await get(id)).data.key).toBe(key);
  });
});

describe('GET /bpm/model/page and DELETE delete', () => {
  it('pages newest first with key and name (contains) and category filters, with the form name', async () => {
    const tag = uniq('pg');
    const formName = uniq('页表单');
    const formId = await newForm({ name: formName });
    const a = await newModel({ key: `${tag}_a`, name: `${tag}甲` });
    const b = await newModel({ key: `${tag}_b`, name: `${tag}乙` });
    await update({ id: b, name: `${tag}乙`, category: '2', formType: 10, formId, bpmnXml: LEAVE_XML });
    const all = await page({ key: tag });
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((m) => m.id)).toEqual([b, a]);
    expect(all.data.list[0]).toEqual({
      id: b,
      key: `${tag}_b`,
      name: `${tag}乙`,
      description: '',
      category: '2',
      formType: 10,
      formId,
      formCustomCreatePath: null,
      formCustomViewPath: null,
      formName,
      processDefinition: null,
      createTime: expect.any(Number),
    });
    expect(all.data.list[1]!.formName).toBeNull();
    expect((await page({ name: `${tag}甲` })).data.list.map((m) => m.id)).toEqual([a]);
    expect((await page({ key: tag, category: '2' })).data.list.map((m) => m.id)).toEqual([b]);
    expect((await page({ key: `${tag}%` })).data.total).toBe(0);
    expect((await page({ key: tag, pageNo: 2, pageSize: 1 })).data.list.map((m) => m.id)).toEqual([a]);
  });

  it('deletes a model', async () => {
    const id = await newModel();
    expect(await remove(id)).toEqual({ code: 0, data: true, msg: '' });
    expect((await get(id)).code).toBe(1009002001);
  });
});

describe('POST /bpm/model/import', () => {
  it('creates a model holding the uploaded BPMN XML', async () => {
    const key = uniq('imp_');
    const res = await importModel({ key, name: '导入的请假', description: '从文件导入' }, fixture('leave.bpmn'));
    expect(res.code, res.msg).toBe(0);
    expect((await get(res.data)).data).toMatchObject({ key, name: '导入的请假', description: '从文件导入', bpmnXml: LEAVE_XML });
  });

  it('refuses a malformed or non-BPMN file with a clear message and writes nothing', async () => {
    const key = uniq('bad_');
    const malformed = await importModel({ key, name: '坏文件' }, fixture('not-well-formed.bpmn'));
    expect(malformed).toEqual({ code: 1009002010, data: null, msg: 'BPMN 文件格式不正确：不是格式正确的 XML（第 5 行第 19 列附近）' });
    const svg = await importModel({ key, name: '不是 BPMN' }, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(svg.msg).toBe('BPMN 文件格式不正确：根元素应为 definitions，实际为 svg');
    expect((await importModel({ key, name: '空' }, Buffer.from(''))).msg).toBe('BPMN 文件是空文件');
    expect((await page({ key })).data.total).toBe(0);
  });

  it('refuses a deeply nested file, naming the limit and where, and writes nothing', async () => {
    const key = uniq('deep_');
    expect(await importModel({ key, name: '深层嵌套' }, Buffer.from(deeplyNested(40_000)))).toEqual({ code: 1009002010, data: null, msg: DEPTH_REFUSAL });
    expect((await page({ key })).data.total).toBe(0);
  });

  it('checks the fields like a create, and wants the file in bpmnFile', async () => {
    const file = fixture('leave.bpmn');
    expect(await importModel({ key: '9x', name: 'n' }, file)).toMatchObject({ code: 1009002002 });
    expect(await importModel({ key: uniq('k') }, file)).toEqual({ code: 400, data: null, msg: '流程名称不能为空' });
    expect((await importModel({ key: uniq('k'), name: 'n' }, undefined)).msg).toBe('请选择要导入的 BPMN 文件（字段 bpmnFile）');
    expect((await importModel({ key: uniq('k'), name: 'n' }, file, admin, 'file')).msg).toBe('请选择要导入的 BPMN 文件（字段 bpmnFile）');
    // Raw: the import's contract takes multipart, so a JSON body does not type-check.
    const json = await t.api({ method: modelApi.import.method, path: modelApi.import.path, body: { key: 'a', name: 'b' }, token: admin.accessToken });
    expect(json).toEqual({ code: 400, data: null, msg: '请以 multipart/form-data 上传 BPMN 文件（字段 bpmnFile）' });
  });

  it('refuses a user without bpm:model:import', async () => {
    expect(await importModel({ key: uniq('k'), name: 'n' }, fixture('leave.bpmn'), await t.loginPlain())).toEqual({
      code: 403,
      data: null,
      msg: '没有该操作权限',
    });
  });
});

describe('another tenant', () => {
  it('sees only its own models, and tenant 1’s ids do not exist for it', async () => {
    const id = await newModel();
    const notFound = { code: 1009002001, data: null, msg: '流程模型不存在' };
    expect(await get(id, other)).toEqual(notFound);
    expect(await update({ id, name: '抢走' }, other)).toEqual(notFound);
    expect(await remove(id, other)).toEqual(notFound);
    expect((await page({}, other)).data.list.map((m) => m.id)).not.toContain(id);
    expect((await get(id)).data.name).toBe('模型');
  });
});
