import { dictDataApi } from '@tenon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { dictData } from './dict.schema.ts';
import { dictionarySeed } from '../seed/dictionaries.ts';
import { CatalogueKeys } from '../../../platform/catalogue-cache.ts';
import { testApp, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Item = { dictType: string; value: string; label: string; colorType: string; cssClass: string };

describe('GET /system/dict-data/list-all-simple', () => {
  it('requires a login', async () => {
    expect((await t.call(dictDataApi.listAllSimple)).code).toBe(401);
  });

  it('answers every seeded type with the five fields, values as strings, in type then sort order', async () => {
    const s = await t.login();
    const { data } = await t.call(dictDataApi.listAllSimple, { as: s });
    expect(Object.keys(data[0]!).sort()).toEqual(['colorType', 'cssClass', 'dictType', 'label', 'value']);
    const types = new Set(data.map((d) => d.dictType));
    for (const required of ['common_status', 'system_user_sex', 'system_menu_type', 'system_login_result', 'bpm_model_category', 'pay_order_status'])
      expect(types, required).toContain(required);
    expect(types.size).toBe(dictionarySeed.length);
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
