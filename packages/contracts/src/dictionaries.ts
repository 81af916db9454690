/**
 * Every dictionary the product names, composed from the areas' declarations (`<area>/dicts.ts`).
 * Code names a dictionary by `Dicts.commonStatus`, never by its bare type code: the lint refuses
 * the bare code, so renaming or dropping a dictionary is a type error where it is used.
 */
import { bpmDictionaries } from './bpm/dicts.ts';
import { infraDictionaries } from './infra/dicts.ts';
import { mallDictionaries } from './mall/dicts.ts';
import { memberDictionaries } from './member/dicts.ts';
import { mpDictionaries } from './mp/dicts.ts';
import { payDictionaries } from './pay/dicts.ts';
import { systemDictionaries } from './system/dicts.ts';
import { tradeDictionaries } from './trade/dicts.ts';

export interface DictionaryDeclaration {
  /** The type code the API and the 字典管理 screen use, e.g. `common_status`. */
  type: string;
  /** Its name in 字典管理, e.g. 系统状态. */
  name: string;
}
export type DictionaryTable = Record<string, DictionaryDeclaration>;

/** Each area's dictionaries: a dictionary is seeded with its area, so none shows before its screens exist. */
const byArea = {
  system: systemDictionaries,
  infra: infraDictionaries,
  bpm: bpmDictionaries,
  pay: payDictionaries,
  mall: mallDictionaries,
  trade: tradeDictionaries,
  member: memberDictionaries,
  mp: mpDictionaries,
};
const declarations = {
  ...systemDictionaries,
  ...infraDictionaries,
  ...bpmDictionaries,
  ...payDictionaries,
  ...mallDictionaries,
  ...tradeDictionaries,
  ...memberDictionaries,
  ...mpDictionaries,
};
type Declarations = typeof declarations;

/** A dictionary's type code: one of the declared ones. */
export type DictCode = Declarations[keyof Declarations]['type'];

/** `Dicts.commonStatus` is `'common_status'`, typed as that one code. */
export const Dicts = Object.fromEntries(Object.entries(declarations).map(([key, d]) => [key, d.type])) as {
  readonly [K in keyof Declarations]: Declarations[K]['type'];
};

/** Every declared dictionary with its area, in the areas' order (the seed reads the names from here). */
export const dictionaryDeclarations: ReadonlyArray<DictionaryDeclaration & { area: string }> = Object.entries(byArea).flatMap(([area, table]) =>
  Object.values(table as DictionaryTable).map((d) => ({ ...d, area })),
);
