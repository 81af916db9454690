/**
 * Dates and times travel as text (`2024-05-06`, `2024-05-06 09:30:00`, `09:30:00`), as the
 * reference's form stores them in process variables; antd's pickers want dayjs objects. The
 * conversion lives here so a form's values stay plain JSON everywhere else.
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FormRule } from './formSchema';

const DATE_FORMATS: Record<string, string> = {
  date: 'YYYY-MM-DD',
  daterange: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  datetimerange: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
  monthrange: 'YYYY-MM',
  year: 'YYYY',
  week: 'YYYY-MM-DD',
};
export const TIME_FORMAT = 'HH:mm:ss';

// Reading `09:30:00` needs its format; antd's pickers install the same plugin.
dayjs.extend(customParseFormat);

export const dateTypeOf = (rule: FormRule) => (typeof rule.props?.type === 'string' && rule.props.type in DATE_FORMATS ? rule.props.type : 'date');
export const dateFormatOf = (rule: FormRule) => DATE_FORMATS[dateTypeOf(rule)]!;

export function toDayjs(value: unknown, format: string): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const strict = dayjs(value, format);
    if (strict.isValid()) return strict;
  }
  if (typeof value === 'string' || typeof value === 'number') {
    const loose = dayjs(value);
    if (loose.isValid()) return loose;
  }
  return null;
}

export const fromDayjs = (value: Dayjs | null | undefined, format: string) => (value ? value.format(format) : undefined);

export function toDayjsRange(value: unknown, format: string): [Dayjs | null, Dayjs | null] | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  return [toDayjs(value[0], format), toDayjs(value[1], format)];
}

export function fromDayjsRange(value: [Dayjs | null, Dayjs | null] | null | undefined, format: string): string[] | undefined {
  if (!value) return undefined;
  return [fromDayjs(value[0], format) ?? '', fromDayjs(value[1], format) ?? ''];
}
