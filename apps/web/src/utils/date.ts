/**
 * Dates as lists and forms show them (spec 5, 9): `YYYY-MM-DD HH:mm:ss` by default; a number
 * (or digit string) of 10 digits counts seconds, as some fields arrive as Unix time; nothing
 * to show is ''. Ranges from a date-range picker become the whole days the user means.
 */
import dayjs, { type Dayjs } from 'dayjs';

export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

export type DateInput = Date | Dayjs | number | string | null | undefined;

function toDayjs(value: Exclude<DateInput, null | undefined>): Dayjs {
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return toDayjs(Number(value));
  if (typeof value === 'number') return dayjs(String(Math.trunc(Math.abs(value))).length === 10 ? value * 1000 : value);
  return dayjs(value);
}

/** Formats a date with a dayjs pattern; '' for nothing or something that is not a date. */
export function parseTime(value: DateInput, pattern = DEFAULT_DATE_PATTERN): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

export type DateRange = readonly [DateInput, DateInput] | readonly DateInput[] | null | undefined;

/**
 * The query for a date range: `[propName]: [start 00:00:00, end 23:59:59]`, leaving the other
 * parameters as they are. Without a complete range the parameters come back unchanged, so a
 * cleared picker sends no filter.
 */
export function addDateRange<P extends object, K extends string = 'createTime'>(
  params: P,
  range: DateRange,
  propName: K = 'createTime' as K,
): P & { [key in K]?: [string, string] } {
  const [start, end] = range ?? [];
  const day = (value: DateInput) => parseTime(value, 'YYYY-MM-DD');
  if (!day(start) || !day(end)) return { ...params };
  return { ...params, [propName]: [`${day(start)} 00:00:00`, `${day(end)} 23:59:59`] };
}
