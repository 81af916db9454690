/**
 * The built-in dictionaries, synchronised at every start (seed/catalogue.ts decides which, and
 * which former names and remarks to correct), written here so the dictionary tables have one
 * owner. Inserts skip anything whose natural key exists, so an administrator's edits are kept.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { dictData, dictType } from './dict.schema.ts';

export interface CatalogueDictionary {
  type: string;
  name: string;
  remark?: string;
  /** In sort order. */
  data: Array<{ value: string; label: string; colorType?: string; cssClass?: string; remark?: string }>;
}

/** Adds the types and entries that are missing (their sort is their place in `data`). */
export async function insertMissingDictionaries(tx: Tx, dictionaries: readonly CatalogueDictionary[]): Promise<void> {
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
}

/** Renames the type where it still has the name `former`. */
export async function renameDictType(tx: Tx, type: string, former: string, name: string): Promise<void> {
  await tx.update(dictType).set({ name }).where(and(eq(dictType.type, type), eq(dictType.name, former)));
}

/** Replaces the type's remark where it is still `former`. */
export async function correctDictTypeRemark(tx: Tx, type: string, former: string, remark: string): Promise<void> {
  await tx.update(dictType).set({ remark }).where(and(eq(dictType.type, type), eq(dictType.remark, former)));
}

/** Replaces an entry's remark where it is still `former`. */
export async function correctDictDataRemark(tx: Tx, type: string, value: string, former: string, remark: string): Promise<void> {
  await tx.update(dictData).set({ remark }).where(and(eq(dictData.dictType, type), eq(dictData.value, value), eq(dictData.remark, former)));
}
