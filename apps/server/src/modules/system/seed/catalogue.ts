/**
 * The product's built-in catalogue (dictionaries, menus, notify templates), synchronised at every
 * start; the menu rows are every area's (`src/areas.ts`, given by app.ts). Rows
 * a release adds appear in existing databases, while rows an administrator edited are kept
 * (inserts skip anything whose natural key exists).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dictData, dictType } from '../dict/dict.schema.ts';
import { menu } from '../menu/menu.schema.ts';
import { notifyTemplate } from '../notify/notify.schema.ts';
import { dictionariesOf, dictionarySeed, formerDictRemarks } from './dictionaries.ts';
import type { MenuRow } from '../../../platform/area.ts';
import { notifyTemplateSeed } from './notify-templates.ts';
import { templateParamsOf } from '../notify/index.ts';

const formerDictTypeNames: Record<string, string> = {
  system_login_result: '登陆结果',
  system_login_type: '登陆日志的类型',
};

/** `areaNames`: the areas that exist; each brings its own dictionaries (`dictionariesOf`). */
export async function syncCatalogue(db: Db, menuRows: readonly MenuRow[], areaNames: readonly string[]) {
  const dictionaries = dictionariesOf(areaNames);
  await db.transaction(async (tx) => {
    await tx
      .insert(dictType)
      .values(dictionaries.map((t) => ({ type: t.type, name: t.name, remark: t.remark ?? '', creator: 'system' })))
      .onConflictDoNothing({ target: dictType.type });
    const rows = dictionaries.flatMap((t) =>
      t.data.map((d, i) => ({
        dictType: t.type,
        value: d.value,
        label: d.label,
        sort: i + 1,
        colorType: d.colorType ?? '',
        cssClass: d.cssClass ?? '',
        remark: d.remark ?? '',
        creator: 'system',
      })),
    );
    await tx.insert(dictData).values(rows).onConflictDoNothing({ target: [dictData.dictType, dictData.value] });
    // Names an earlier release wrote (登陆 for 登录) are corrected; an administrator's own name is kept.
    for (const [type, former] of Object.entries(formerDictTypeNames)) {
      const name = dictionarySeed.find((t) => t.type === type)?.name;
      if (name) await tx.update(dictType).set({ name }).where(and(eq(dictType.type, type), eq(dictType.name, former)));
    }
    for (const { type, value, former } of formerDictRemarks) {
      const seeded = dictionarySeed.find((t) => t.type === type);
      if (value === undefined) {
        await tx.update(dictType).set({ remark: seeded?.remark ?? '' }).where(and(eq(dictType.type, type), eq(dictType.remark, former)));
      } else {
        const remark = seeded?.data.find((d) => d.value === value)?.remark ?? '';
        await tx.update(dictData).set({ remark }).where(and(eq(dictData.dictType, type), eq(dictData.value, value), eq(dictData.remark, former)));
      }
    }
    await tx
      .insert(notifyTemplate)
      .values(notifyTemplateSeed.map((t) => ({ ...t, remark: t.remark ?? '', params: templateParamsOf(t.content), creator: 'system' })))
      .onConflictDoNothing({ target: notifyTemplate.code });
    if (menuRows.length > 0) {
      await tx
        .insert(menu)
        .values(menuRows.map(({ formerComponent: _former, formerPermission: _formerPermission, ...m }) => ({ ...m, creator: 'system' })))
        .onConflictDoNothing({ target: menu.id });
      await resetIdentity(tx as unknown as Db, 'system_menu');
      // A row an administrator pointed elsewhere no longer holds the old value and is left alone.
      for (const m of menuRows) {
        const former = m.formerComponent;
        if (former && m.component) {
          await tx.update(menu).set({ component: m.component }).where(and(eq(menu.id, m.id), eq(menu.component, former)));
        }
        if (m.formerPermission !== undefined) {
          await tx.update(menu).set({ permission: m.permission }).where(and(eq(menu.id, m.id), eq(menu.permission, m.formerPermission)));
        }
      }
    }
  });
}

/** After inserting rows with explicit ids, move the identity sequence past them. */
export async function resetIdentity(db: Db, table: string) {
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`,
    ),
  );
}
