/**
 * Dates as lists and forms show them (docs/console.md, "Lists"): `YYYY-MM-DD HH:mm:ss` by default; a number
 * (or digit string) of 10 digits counts seconds, as some fields arrive as Unix time; nothing
 * to show is ''. Ranges from a date-range picker become the whole days the user means.
 *
 * One clock with the server: moments (epoch numbers, Dates) show in the server's time zone
 * (`APP_TIME_ZONE`, told at session start), the zone its exports and day filters use, so a row
 * reads the same on screen and in its export whatever the browser's zone. Until the server
 * has said, the browser's own zone. A Dayjs (a picker's value) is a wall date and stays as it is.
 */
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

let displayZone: string | undefined;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone moments are shown in; undefined (or a zone this browser does not know) is the browser's. */
export function setDisplayTimeZone(zone: string | undefined): void {
  displayZone = zone && isTimeZone(zone) ? zone : undefined;
}

const inDisplayZone = (date: Dayjs) => (displayZone ? date.tz(displayZone) : date);

export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

export type DateInput = Date | Dayjs | number | string | null | undefined;

function toDayjs(value: Exclude<DateInput, null | undefined>): Dayjs {
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return toDayjs(Number(value));
  if (typeof value === 'number') return inDisplayZone(dayjs(String(Math.trunc(Math.abs(value))).length === 10 ? value * 1000 : value));
  if (value instanceof Date) return inDisplayZone(dayjs(value));
  return dayjs(value);
}

/** Formats a date with a dayjs pattern; '' for nothing or something that is not a date. */
export function parseTime(value: DateInput, pattern = DEFAULT_DATE_PATTERN): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDayjs(value);
  return date.isValid() ? date.format(pattern) : '';
}

/**
 * A moment as a date-time picker should show it: its wall time on the one clock, as a plain
 * Dayjs the picker can edit (a picker works in the browser's zone and knows no other).
 */
export function toPickerValue(moment: number): Dayjs {
  return dayjs(inDisplayZone(dayjs(moment)).format(DEFAULT_DATE_PATTERN));
}

/** The moment a picked wall time means on the one clock: 23:59:59 picked is 23:59:59 in every list and export. */
export function fromPickerValue(value: Dayjs): number {
  const wall = value.format(DEFAULT_DATE_PATTERN);
  return displayZone ? dayjs.tz(wall, displayZone).valueOf() : dayjs(wall).valueOf();
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
): P & { [key in NoInfer<K>]?: [string, string] } {
  const [start, end] = range ?? [];
  const day = (value: DateInput) => parseTime(value, 'YYYY-MM-DD');
  if (!day(start) || !day(end)) return { ...params };
  return { ...params, [propName]: [`${day(start)} 00:00:00`, `${day(end)} 23:59:59`] };
}
