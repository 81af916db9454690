/**
 * The product's built-in catalogue (dictionaries, menus, notify templates), synchronised at every
 * start; the menu rows are every area's (`src/areas.ts`, given by app.ts). Rows
 * a release adds appear in existing databases, while rows an administrator edited are kept
 * (inserts skip anything whose natural key exists).
 */
import type { Db } from '../../../db/client.ts';
import { correctDictDataRemark, correctDictTypeRemark, insertMissingDictionaries, renameDictType } from '../dict/index.ts';
import { syncMenuRows } from '../menu/index.ts';
import { insertMissingTemplates } from '../notify/index.ts';
import { dictionariesOf, dictionarySeed, formerDictRemarks } from './dictionaries.ts';
import type { MenuRow } from '../../../platform/area.ts';
import { notifyTemplateSeed } from './notify-templates.ts';

const formerDictTypeNames: Record<string, string> = {
  system_login_result: '登陆结果',
  system_login_type: '登陆日志的类型',
};

/** `areaNames`: the areas that exist; each brings its own dictionaries (`dictionariesOf`). */
export async function syncCatalogue(db: Db, menuRows: readonly MenuRow[], areaNames: readonly string[]) {
  const dictionaries = dictionariesOf(areaNames);
  await db.transaction(async (tx) => {
    await insertMissingDictionaries(tx, dictionaries);
    // Names an earlier release wrote (登陆 for 登录) are corrected; an administrator's own name is kept.
    for (const [type, former] of Object.entries(formerDictTypeNames)) {
      const name = dictionarySeed.find((t) => t.type === type)?.name;
      if (name) await renameDictType(tx, type, former, name);
    }
    for (const { type, value, former } of formerDictRemarks) {
      const seeded = dictionarySeed.find((t) => t.type === type);
      if (value === undefined) {
        await correctDictTypeRemark(tx, type, former, seeded?.remark ?? '');
      } else {
        const remark = seeded?.data.find((d) => d.value === value)?.remark ?? '';
        await correctDictDataRemark(tx, type, value, former, remark);
      }
    }
    await insertMissingTemplates(tx, notifyTemplateSeed);
    await syncMenuRows(tx, menuRows);
  });
}
