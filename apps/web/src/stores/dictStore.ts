/**
 * Dictionary data (docs/console.md, "Dictionaries"), loaded once per session and grouped by type.
 * Values are compared as strings, whatever type the caller holds (a status 0 matches '0').
 * Lookups of a missing type or value return an empty list, `undefined` or ''.
 */
import { create } from 'zustand';
import type { DictDataSimple } from '@tenon/contracts';

interface DictState {
  byType: Record<string, DictDataSimple[]>;
  setDictDatas: (list: DictDataSimple[]) => void;
}

const NONE: DictDataSimple[] = [];

export const useDictStore = create<DictState>()((set) => ({
  byType: {},
  setDictDatas: (list) => {
    const byType: Record<string, DictDataSimple[]> = {};
    for (const item of list) (byType[item.dictType] ??= []).push(item);
    set({ byType });
  },
}));

export type DictValue = string | number | boolean | null | undefined;

export function getDictDatas(dictType: string): DictDataSimple[] {
  return useDictStore.getState().byType[dictType] ?? NONE;
}

export function getDictData(dictType: string, value: DictValue): DictDataSimple | undefined {
  if (value === null || value === undefined) return undefined;
  return getDictDatas(dictType).find((item) => item.value === String(value));
}

export function getDictLabel(dictType: string, value: DictValue): string {
  return getDictData(dictType, value)?.label ?? '';
}

/** The entries of one type, re-rendering when dictionaries load. */
export function useDictDatas(dictType: string): DictDataSimple[] {
  return useDictStore((state) => state.byType[dictType] ?? NONE);
}
