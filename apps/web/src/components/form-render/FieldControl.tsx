/**
 * The antd control of one field rule, as a controlled `value`/`onChange` input: the form
 * renderer puts it in a Form.Item, the designer uses it for the field's default value. Values
 * are plain JSON (dates as text, see dateValues.ts). The rule's `props` use the reference's
 * element-ui names (`clearable`, `maxlength`, `activeValue`…) and are mapped here.
 */
import type { ReactNode } from 'react';
import { Checkbox, DatePicker, Input, InputNumber, Radio, Rate, Select, Slider, Switch, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { kindOf } from './fieldKinds';
import type { FormOptionValue, FormRule } from './formSchema';
import { dateFormatOf, dateTypeOf, fromDayjs, fromDayjsRange, TIME_FORMAT, toDayjs, toDayjsRange } from './dateValues';

export interface FieldControlProps {
  rule: FormRule;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

const text = (value: unknown) => (value === null || value === undefined ? undefined : String(value));
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const list = (value: unknown): FormOptionValue[] => (Array.isArray(value) ? (value as FormOptionValue[]) : []);

const PICKERS: Record<string, 'month' | 'year' | 'week' | undefined> = { month: 'month', monthrange: 'month', year: 'year', week: 'week' };

export default function FieldControl({ rule, value, onChange, id, disabled, 'aria-label': ariaLabel }: FieldControlProps): ReactNode {
  const props = rule.props ?? {};
  // Undefined, not false, when not disabled here: the Form's own `disabled` must still reach the control.
  const common = { id, 'aria-label': ariaLabel, disabled: disabled || props.disabled === true || undefined };
  const placeholder = str(props.placeholder);
  const change = (next: unknown) => onChange?.(next);
  const options = (rule.options ?? []).map((o) => ({ label: o.label, value: o.value as string | number }));

  switch (kindOf(rule)) {
    case 'input':
    case 'textarea':
    case 'password': {
      const shared = {
        ...common,
        value: text(value),
        placeholder,
        maxLength: num(props.maxlength),
        showCount: props.showWordLimit === true && num(props.maxlength) !== undefined,
        allowClear: props.clearable === true,
        readOnly: props.readonly === true,
        onChange: (e: { target: { value: string } }) => change(e.target.value),
      };
      if (kindOf(rule) === 'textarea') return <Input.TextArea {...shared} rows={num(props.rows) ?? 3} autoSize={props.autosize === true ? { minRows: 2 } : undefined} />;
      if (kindOf(rule) === 'password') return <Input.Password {...shared} />;
      return <Input {...shared} />;
    }
    case 'inputNumber':
      return (
        <InputNumber
          {...common}
          value={num(value) ?? null}
          placeholder={placeholder}
          min={num(props.min)}
          max={num(props.max)}
          step={num(props.step)}
          precision={num(props.precision)}
          onChange={(next) => change(next ?? undefined)}
        />
      );
    case 'radio':
      return (
        <Radio.Group
          {...common}
          // Named after the field: two groups with one name on a page (a form and its preview) would uncheck each other.
          name={id}
          options={options}
          optionType={props.type === 'button' ? 'button' : 'default'}
          value={value}
          onChange={(e) => change(e.target.value)}
        />
      );
    case 'checkbox':
      return <Checkbox.Group {...common} options={options} value={list(value) as Array<string | number>} onChange={(next) => change(next)} />;
    case 'select':
      return (
        <Select
          {...common}
          options={options}
          mode={props.multiple === true ? 'multiple' : undefined}
          value={props.multiple === true ? list(value) : (value as FormOptionValue | undefined) ?? undefined}
          placeholder={placeholder ?? '请选择'}
          allowClear={props.clearable !== false}
          showSearch={props.filterable === true ? { optionFilterProp: 'label' } : undefined}
          onChange={(next) => change(next)}
          style={{ minWidth: 180 }}
        />
      );
    case 'switch': {
      const on = props.activeValue ?? true;
      const off = props.inactiveValue ?? false;
      return (
        <Switch
          {...common}
          checked={value === on}
          checkedChildren={str(props.activeText)}
          unCheckedChildren={str(props.inactiveText)}
          onChange={(checked) => change(checked ? on : off)}
        />
      );
    }
    case 'datePicker': {
      const format = dateFormatOf(rule);
      const type = dateTypeOf(rule);
      return (
        <DatePicker
          {...common}
          picker={PICKERS[type]}
          showTime={type === 'datetime'}
          format={format}
          value={toDayjs(value, format)}
          placeholder={placeholder}
          onChange={(next: Dayjs | null) => change(fromDayjs(next, format))}
        />
      );
    }
    case 'dateRange': {
      const format = dateFormatOf(rule);
      const type = dateTypeOf(rule);
      return (
        <DatePicker.RangePicker
          {...common}
          picker={PICKERS[type]}
          showTime={type === 'datetimerange'}
          format={format}
          value={toDayjsRange(value, format)}
          placeholder={[str(props.startPlaceholder) ?? '开始日期', str(props.endPlaceholder) ?? '结束日期']}
          onChange={(next) => change(fromDayjsRange(next, format))}
        />
      );
    }
    case 'timePicker':
      if (props.isRange === true) {
        return (
          <TimePicker.RangePicker
            {...common}
            format={TIME_FORMAT}
            value={toDayjsRange(value, TIME_FORMAT)}
            placeholder={[str(props.startPlaceholder) ?? '开始时间', str(props.endPlaceholder) ?? '结束时间']}
            onChange={(next) => change(fromDayjsRange(next, TIME_FORMAT))}
          />
        );
      }
      return (
        <TimePicker
          {...common}
          format={TIME_FORMAT}
          value={toDayjs(value, TIME_FORMAT)}
          placeholder={placeholder}
          onChange={(next: Dayjs | null) => change(fromDayjs(next, TIME_FORMAT))}
        />
      );
    case 'rate':
      return <Rate {...common} count={num(props.max) ?? 5} allowHalf={props.allowHalf === true} value={num(value) ?? 0} onChange={(next) => change(next)} />;
    case 'slider':
      return props.range === true ? (
        <Slider
          {...common}
          range
          min={num(props.min) ?? 0}
          max={num(props.max) ?? 100}
          step={num(props.step) ?? 1}
          value={list(value).length === 2 ? (list(value) as [number, number]) : undefined}
          onChange={(next) => change(next)}
        />
      ) : (
        <Slider {...common} min={num(props.min) ?? 0} max={num(props.max) ?? 100} step={num(props.step) ?? 1} value={num(value) ?? 0} onChange={(next) => change(next)} />
      );
    default:
      return null;
  }
}
