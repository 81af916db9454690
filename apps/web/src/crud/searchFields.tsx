/**
 * The search form's fields, as the columns describe them, and the filters they send: empty
 * fields are left out, a date range becomes `name[0]`/`name[1]` as whole days, one moment
 * (`dateTime`, a log's 开始执行时间) its `yyyy-MM-dd HH:mm:ss`, a dictionary select sends the
 * entry's value as the contract types the filter; a range (价格, 销量) its `<name>Min`/`<name>Max`,
 * money typed in yuan and sent in cents.
 */
import { DatePicker, Form, Input, InputNumber, Select, Space, type SelectProps } from 'antd';
import type { DictCode, Endpoint } from '@tenon/contracts';
import { useDictDatas } from '../stores/dictStore';
import { addDateRange, parseTime, type DateInput, type DateRange } from '../utils/date';
import { dictValueConverter, fieldSchema } from './contractSchema';
import type { ListColumn, Option } from './listResource';

export interface SearchField {
  name: string;
  label: string;
  kind: 'text' | 'select' | 'dateRange' | 'dateTime' | 'number' | 'range' | 'moneyRange';
  placeholder?: string;
  dict?: DictCode;
  options?: Option[];
}

export function searchFieldsOf<Row, Filters>(columns: ListColumn<Row, Filters>[]): SearchField[] {
  const fields = columns.flatMap((column) => {
    if (!column.search) return [];
    const spec = column.search === true ? {} : column.search;
    // Options of its own replace the column's dictionary (a 成功/失败 filter on a result column).
    const dict = spec.options ? spec.dict : (spec.dict ?? column.dict);
    const kind = spec.kind ?? (dict || spec.options ? 'select' : column.valueType === 'dateTime' ? 'dateRange' : 'text');
    const label = spec.label ?? column.title;
    const placeholder = spec.placeholder ?? (kind === 'select' || kind === 'dateTime' ? `请选择${label}` : kind === 'dateRange' ? undefined : `请输入${label}`);
    return [{ field: { name: spec.name ?? column.dataIndex, label, kind, placeholder, dict, options: spec.options }, order: spec.order ?? 0 }];
  });
  // A stable sort: equal orders keep the columns' order.
  return fields.sort((a, b) => b.order - a.order).map(({ field }) => field);
}

/** The filters the form's values stand for, in the fields' order (typed as the page's filters when a screen says so). */
export function filtersOf<Filters extends object = Record<string, unknown>>(fields: SearchField[], values: Record<string, unknown>): Filters {
  let filters: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'dateRange') filters = addDateRange(filters, value as DateRange, field.name);
    else if (field.kind === 'range' || field.kind === 'moneyRange') {
      const [min, max] = (value as Array<number | null> | undefined) ?? [];
      const sent = (n: number | null | undefined) => (typeof n !== 'number' ? undefined : field.kind === 'moneyRange' ? Math.round(n * 100) : n);
      if (sent(min) !== undefined) filters[`${field.name}Min`] = sent(min);
      if (sent(max) !== undefined) filters[`${field.name}Max`] = sent(max);
    }
    else if (field.kind === 'dateTime') {
      if (value) filters[field.name] = parseTime(value as DateInput);
    } else if (value !== undefined && value !== null && value !== '') filters[field.name] = value;
  }
  // The fields are the columns' search specs, whose names the column type ties to the filters.
  return filters as Filters;
}

// Form.Item hands its value, onChange and id down through the select's own props.
function DictSelect({ dict, query, filter, ...props }: SelectProps<Option['value'], Option> & { dict: string; query: Endpoint; filter: string }) {
  const convert = dictValueConverter(fieldSchema(query, 'query', filter));
  const options = useDictDatas(dict).map((entry) => ({ label: entry.label, value: convert(entry.value) }));
  return <Select<Option['value'], Option> allowClear options={options} style={{ width: 200 }} {...props} />;
}

/** Two bounds, either may stay empty; Form.Item hands the pair down as `value`/`onChange`. */
function RangeInput({ label, money, value, onChange }: { label: string; money: boolean; value?: Array<number | null>; onChange?: (v: Array<number | null>) => void }) {
  const [min = null, max = null] = value ?? [];
  const bound = { min: 0, precision: money ? 2 : 0, style: { width: 100 } };
  return (
    <Space.Compact>
      <InputNumber {...bound} aria-label={`最低${label}`} placeholder="最低" value={min} onChange={(v) => onChange?.([v, max])} />
      <InputNumber {...bound} aria-label={`最高${label}`} placeholder="最高" value={max} onChange={(v) => onChange?.([min, v])} />
    </Space.Compact>
  );
}

export function SearchFieldItem({ field, page }: { field: SearchField; page: Endpoint }) {
  const { name, label, kind, placeholder, dict, options } = field;
  const control =
    kind === 'range' || kind === 'moneyRange' ? (
      <RangeInput label={label} money={kind === 'moneyRange'} />
    ) : kind === 'dateRange' ? (
      <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
    ) : kind === 'dateTime' ? (
      <DatePicker showTime placeholder={placeholder} style={{ width: 200 }} />
    ) : kind === 'number' ? (
      <InputNumber placeholder={placeholder} style={{ width: 200 }} />
    ) : kind === 'select' && dict ? (
      <DictSelect dict={dict} query={page} filter={name} placeholder={placeholder} />
    ) : kind === 'select' ? (
      <Select<Option['value'], Option> allowClear options={options} placeholder={placeholder} style={{ width: 200 }} />
    ) : (
      <Input placeholder={placeholder} allowClear style={{ width: 200 }} />
    );
  return (
    <Form.Item label={label} name={name}>
      {control}
    </Form.Item>
  );
}
