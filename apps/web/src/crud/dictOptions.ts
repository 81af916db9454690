/**
 * Dictionary entries as select/radio options. Dictionary values are strings on the wire; the
 * entity's field may be a number (`status`) or a boolean, hence the converter.
 */
import type { DictDataSimple } from '@tenon/contracts';

export function dictOptions<V = string>(entries: DictDataSimple[], convert: (value: string) => V = (value) => value as V) {
  return entries.map((entry) => ({ label: entry.label, value: convert(entry.value) }));
}
