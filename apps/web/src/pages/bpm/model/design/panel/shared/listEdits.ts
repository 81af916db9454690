/** The panel's lists (listeners, fields, properties, options) are replaced whole, one command per save. */

/** `list` with `item` at `index`, or appended when `index` is -1 (an added row). */
export function replaceOrAppend<T>(list: readonly T[], index: number, item: T): T[] {
  return index < 0 ? [...list, item] : list.map((x, i) => (i === index ? item : x));
}

export function withoutIndex<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}
