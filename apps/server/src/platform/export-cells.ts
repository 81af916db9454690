/**
 * How the system area's exports (users, posts, tenants, login and operate logs) read: dictionary
 * values as their labels, read from the dictionary table so an administrator's relabelling shows
 * in the next export; moments as wall-clock text in the product's time zone (an Excel date cell
 * would show UTC to a reader in Shanghai); and a row cap for tables that grow without bound.
 */
import { badRequest } from './errors.ts';

/** The enabled dictionary as the system area's dict feature lists it (cached catalogue). */
export interface DictSource {
  listAllSimple(): Promise<ReadonlyArray<{ dictType: string; value: string; label: string }>>;
}

/** Larger exports would hold tens of megabytes in memory per request; narrow the filters instead. */
export const EXPORT_MAX_ROWS = 50_000;

/** Refuses an export of more than `max` rows with a sentence saying how to get a smaller one. */
export function checkExportSize(total: number, noun: string, max = EXPORT_MAX_ROWS) {
  if (total > max) throw badRequest(`符合条件的${noun}有 ${total} 条，超过单次导出上限 ${max} 条，请缩小筛选范围后再导出`);
}

export type DictLabel = (dictType: string, value: string | number | boolean) => string;

/** A lookup over the enabled dictionary (cached catalogue); an unknown value reads as itself. */
export async function dictLabels(dict: DictSource): Promise<DictLabel> {
  const byKey = new Map((await dict.listAllSimple()).map((d) => [`${d.dictType}\u0000${d.value}`, d.label]));
  return (dictType, value) => byKey.get(`${dictType}\u0000${String(value)}`) ?? String(value);
}

/** `yyyy-MM-dd HH:mm:ss` in `timeZone`, the same form the list filters take (a moment as epoch ms or a Date). */
export function dateTimeText(d: number | Date | null | undefined, timeZone: string): string {
  if (d === null || d === undefined) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}
