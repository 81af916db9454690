// @postgres: dictionary writes behind a transaction-scoped advisory lock, two apps on one database
import { dictDataApi, dictTypeApi, type BodyOf, type QueryOf } from '@tenon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { dictData } from './dict.schema.ts';
import { dictionariesOf } from '../seed/dictionaries.ts';
import { areas } from '../../../areas.ts';
import { CatalogueKeys } from '../../../platform/catalogue-cache.ts';
import { readXlsx } from '../../../platform/excel.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { uniq } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const create = (body: BodyOf<typeof dictDataApi.create>) => t.call(dictDataApi.create, { body, as: admin });
const update = (body: BodyOf<typeof dictDataApi.update>) => t.call(dictDataApi.update, { body, as: admin });
const get = (id: number) => t.call(dictDataApi.get, { query: { id }, as: admin });
const page = (query: QueryOf<typeof dictDataApi.page> = {}) => t.call(dictDataApi.page, { query: { pageSize: 100, ...query }, as: admin });
const newType = async (status = 0) => {
  const type = uniq('d_');
  await t.callOk(dictTypeApi.create, { body: { name: `类型${type}`, type, status }, as: admin });
  return type;
};
const simple = async (type: string) =>
  (await t.callOk(dictDataApi.listAllSimple, { as: admin })).filter((d) => d.dictType === type).map((d) => d.label);

type Item = { dictType: string; value: string; label: string; colorType: string; cssClass: string };

describe('GET /system/dict-data/list-all-simple', () => {
  it('requires a login', async () => {
    expect((await t.call(dictDataApi.listAllSimple)).code).toBe(401);
  });

  it('answers every seeded type of the areas that exist with the five fields, values as strings, in type then sort order', async () => {
    const s = await t.login();
    const { data } = await t.call(dictDataApi.listAllSimple, { as: s });
    expect(Object.keys(data[0]!).sort()).toEqual(['colorType', 'cssClass', 'dictType', 'label', 'value']);
    const types = new Set(data.map((d) => d.dictType));
    // The mall's dictionaries come with the product and promotion areas.
    for (const required of ['common_status', 'system_user_sex', 'system_menu_type', 'system_login_result', 'bpm_model_category', 'infra_config_type', 'product_spu_status', 'promotion_activity_status', 'pay_order_status', 'trade_order_status'])
      expect(types, required).toContain(required);
    // Areas to come bring their own: no 公众号 dictionary before its screens exist.
    expect(types).not.toContain('mp_message_type');
    expect(types.size).toBe(dictionariesOf(areas.map((a) => a.name)).length);
    // Remarks are for administrators: no development notes.
    const remarks = (await t.call(dictTypeApi.page, { query: { pageSize: 100 }, as: s })).data.list.map((d) => d.remark);
    expect(remarks.filter((r) => /参考|Tenon|种子/.test(r))).toEqual([]);
    expect(data.filter((d) => d.dictType === 'common_status').map((d) => [d.value, d.label])).toEqual([
      ['0', '开启'],
      ['1', '关闭'],
    ]);
    const sorted = [...data].sort((a, b) => a.dictType.localeCompare(b.dictType));
    expect(data.map((d) => d.dictType)).toEqual(sorted.map((d) => d.dictType));
  });

  it('leaves out disabled data once the catalogue is invalidated (as dictionary writes do)', async () => {
    const s = await t.login();
    const where = and(eq(dictData.dictType, 'system_user_sex'), eq(dictData.value, '2'));
    await t.db.update(dictData).set({ status: 1 }).where(where);
    t.app.catalogue.invalidate(CatalogueKeys.DICT_DATA);
    try {
      const { data } = await t.call(dictDataApi.listAllSimple, { as: s });
      expect(data.filter((d) => d.dictType === 'system_user_sex').map((d) => d.label)).toEqual(['男']);
    } finally {
      await t.db.update(dictData).set({ status: 0 }).where(where);
      t.app.catalogue.invalidate(CatalogueKeys.DICT_DATA);
    }
  });
});

describe('dictionary data', () => {
  it('creates an item answered by get, and updates it (left-out optional fields keep their value)', async () => {
    const type = await newType();
    const res = await create({ dictType: type, label: '成功', value: '1', sort: 2, status: 0, colorType: 'success', cssClass: 'ok', remark: '备注' });
    expect(res.code).toBe(0);
    expect((await get(res.data)).data).toMatchObject({ id: res.data, dictType: type, label: '成功', value: '1', sort: 2, status: 0, colorType: 'success', cssClass: 'ok', remark: '备注' });
    expect((await update({ id: res.data, dictType: type, label: '完成', value: '1', sort: 3, status: 0 })).code).toBe(0);
    expect((await get(res.data)).data).toMatchObject({ label: '完成', sort: 3, colorType: 'success', cssClass: 'ok', remark: '备注' });
  });

  it('keeps a value unique within its type, and refuses an unknown or disabled type or colour', async () => {
    const type = await newType();
    const first = await t.callOk(dictDataApi.create, { body: { dictType: type, label: '甲', value: 'a', sort: 1, status: 0 }, as: admin });
    expect(await create({ dictType: type, label: '乙', value: 'a', sort: 2, status: 0 })).toEqual({ code: 1002007003, data: null, msg: '已经存在该值的字典数据' });
    const second = await t.callOk(dictDataApi.create, { body: { dictType: type, label: '乙', value: 'b', sort: 2, status: 0 }, as: admin });
    expect((await update({ id: second, dictType: type, label: '乙', value: 'a', sort: 2, status: 0 })).code).toBe(1002007003);
    expect((await update({ id: first, dictType: type, label: '甲改', value: 'a', sort: 1, status: 0 })).code).toBe(0);
    // The same value in another type is free.
    expect((await create({ dictType: 'common_status', label: '其它', value: 'a', sort: 9, status: 1 })).code).toBe(0);
    expect(await create({ dictType: 'no_such_type', label: 'x', value: 'x', sort: 1, status: 0 })).toEqual({ code: 1002006001, data: null, msg: '当前字典类型不存在' });
    const off = await newType(1);
    expect(await create({ dictType: off, label: 'x', value: 'x', sort: 1, status: 0 })).toEqual({ code: 1002006002, data: null, msg: '字典类型不处于开启状态，不允许选择' });
    const purple = await t.api({ method: 'POST', path: dictDataApi.create.path, token: admin.accessToken, body: { dictType: type, label: 'x', value: 'p', sort: 1, status: 0, colorType: 'purple' } });
    expect(purple.code).toBe(400);
    expect(await get(999_999)).toEqual({ code: 1002007001, data: null, msg: '当前字典数据不存在' });
    expect((await t.call(dictDataApi.delete, { query: { id: 999_999 }, as: admin })).code).toBe(1002007001);
  });

  it('pages by type then sort, with label (contains), type and status filters', async () => {
    const type = await newType();
    for (const [label, value, sort, status] of [['丙', 'c', 3, 0], ['甲', 'a', 1, 1], ['乙', 'b', 2, 0]] as const)
      await t.callOk(dictDataApi.create, { body: { dictType: type, label, value, sort, status }, as: admin });
    expect((await page({ dictType: type })).data.list.map((d) => d.label)).toEqual(['甲', '乙', '丙']);
    expect((await page({ dictType: type, status: 0 })).data.list.map((d) => d.label)).toEqual(['乙', '丙']);
    expect((await page({ dictType: type, label: '乙' })).data.list.map((d) => d.value)).toEqual(['b']);
    expect((await page({ dictType: type, pageNo: 2, pageSize: 2 })).data).toMatchObject({ total: 3, list: [expect.objectContaining({ label: '丙' })] });
  });

  it('exports 字典数据.xlsx with the filtered items', async () => {
    const res = await t.download(dictDataApi.export, { query: { dictType: 'system_user_sex' }, as: admin });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('字典数据.xlsx'));
    const rows = (await readXlsx(res.rawPayload)).map((r) => r.values);
    expect(rows.map((r) => [r.字典键值, r.字典标签, r.字典类型, r.状态])).toEqual([
      ['1', '男', 'system_user_sex', '开启'],
      ['2', '女', 'system_user_sex', '开启'],
    ]);
  });
});

describe('GET /system/dict-data/type/{type}', () => {
  it('answers the enabled items of one type in sort order, and nothing for an unknown type', async () => {
    const sexes = await t.callOk(dictDataApi.listByType, { params: { type: 'system_user_sex' }, as: admin });
    expect(sexes.map((d) => [d.value, d.label])).toEqual([['1', '男'], ['2', '女']]);
    expect(await t.callOk(dictDataApi.listByType, { params: { type: 'no_such_type' }, as: admin })).toEqual([]);
    expect((await t.call(dictDataApi.listByType, { params: { type: 'system_user_sex' } })).code).toBe(401);
    // A value with a slash or a space stays one path segment.
    expect(await t.callOk(dictDataApi.listByType, { params: { type: 'a/b c' }, as: admin })).toEqual([]);
  });
});

describe('freshness: every write is answered at once by list-all-simple', () => {
  it('shows a created, relabelled, disabled and deleted item, and a disabled type, on the next read', async () => {
    const type = await newType();
    expect(await simple(type)).toEqual([]);
    const id = await t.callOk(dictDataApi.create, { body: { dictType: type, label: '新建', value: '1', sort: 1, status: 0 }, as: admin });
    expect(await simple(type)).toEqual(['新建']);
    await t.callOk(dictDataApi.update, { body: { id, dictType: type, label: '改名', value: '1', sort: 1, status: 0 }, as: admin });
    expect(await simple(type)).toEqual(['改名']);
    expect((await t.callOk(dictDataApi.listByType, { params: { type }, as: admin })).map((d) => d.label)).toEqual(['改名']);
    await t.callOk(dictDataApi.update, { body: { id, dictType: type, label: '改名', value: '1', sort: 1, status: 1 }, as: admin });
    expect(await simple(type)).toEqual([]);
    await t.callOk(dictDataApi.update, { body: { id, dictType: type, label: '改名', value: '1', sort: 1, status: 0 }, as: admin });
    const typeId = (await t.callOk(dictTypeApi.page, { query: { type }, as: admin })).list[0]!.id;
    await t.callOk(dictTypeApi.update, { body: { id: typeId, name: `类型${type}`, status: 1 }, as: admin });
    expect(await simple(type)).toEqual([]);
    await t.callOk(dictTypeApi.update, { body: { id: typeId, name: `类型${type}`, status: 0 }, as: admin });
    expect(await simple(type)).toEqual(['改名']);
    await t.callOk(dictDataApi.delete, { query: { id }, as: admin });
    expect(await simple(type)).toEqual([]);
  });

  // Two instances behind a load balancer on one database share Redis; CI provides it (TEST_REDIS_URL).
  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)('answers an edit made on one instance at once on the other', async () => {
    const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-dict-'));
    const config = { ...loadConfig({ NODE_ENV: 'test' }), redisUrl, logLevel: 'silent', webDist: undefined } as const;
    const [one, two] = [await buildApp({ ...config, dataDir: dataDir() }, { database: t.app.database }), await buildApp({ ...config, dataDir: dataDir() }, { database: t.app.database })];
    const on = (app: typeof one) => async (method: 'GET' | 'PUT', url: string, body?: object) =>
      (
        await app.inject({
          method,
          url: `/tri-real-api/admin-api${url}`,
          headers: { authorization: `Bearer ${admin.accessToken}`, 'tenant-id': '1', ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { payload: JSON.stringify(body) } : {}),
        })
      ).json() as { code: number; data: Array<{ dictType: string; label: string }> };
    try {
      const type = await newType();
      const id = await t.callOk(dictDataApi.create, { body: { dictType: type, label: '旧标签', value: '1', sort: 1, status: 0 }, as: admin });
      const labelsOn = async (app: typeof one) => (await on(app)('GET', '/system/dict-data/list-all-simple')).data.filter((d) => d.dictType === type).map((d) => d.label);
      // Both instances have the catalogue cached.
      expect(await labelsOn(one)).toEqual(['旧标签']);
      expect(await labelsOn(two)).toEqual(['旧标签']);
      expect((await on(one)('PUT', '/system/dict-data/update', { id, dictType: type, label: '新标签', value: '1', sort: 1, status: 0 })).code).toBe(0);
      expect(await labelsOn(one)).toEqual(['新标签']);
      // The other instance hears the invalidation over Redis well before its 30 s expiry.
      await expect.poll(() => labelsOn(two), { timeout: 15_000, interval: 20 }).toEqual(['新标签']);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
