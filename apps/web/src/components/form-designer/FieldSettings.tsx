/**
 * 组件配置: the selected rule's settings. Every change writes a whole new rule (the old one
 * copied with the change), so keys this panel does not know survive. A change that alters
 * what the value is (multiple choice, a range, the date type) drops the default value, which
 * would no longer fit.
 */
import { useId } from 'react';
import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import {
  defaultRequiredMessage,
  dividerText,
  FIELD_KIND_LABELS,
  FieldControl,
  hasOptions,
  kindOf,
  requiredMessageOf,
  spanOf,
  type FieldKind,
  type FormRule,
  type FormRuleOption,
} from '../form-render';
import FieldNameInput from './FieldNameInput';
import OptionsEditor from './OptionsEditor';

export interface FieldSettingsProps {
  rule: FormRule;
  otherNames: string[];
  onChange: (rule: FormRule) => void;
}

const PLACEHOLDER_KINDS = new Set<FieldKind>(['input', 'textarea', 'password', 'inputNumber', 'select', 'datePicker', 'timePicker']);
const num = (value: unknown) => (typeof value === 'number' ? value : null);

const DATE_TYPES = [
  { label: '日期', value: 'date' },
  { label: '日期时间', value: 'datetime' },
  { label: '月份', value: 'month' },
  { label: '年份', value: 'year' },
];
const DATE_RANGE_TYPES = [
  { label: '日期', value: 'daterange' },
  { label: '日期时间', value: 'datetimerange' },
  { label: '月份', value: 'monthrange' },
];
const PLACEMENTS = [
  { label: '居左', value: 'left' },
  { label: '居中', value: 'center' },
  { label: '居右', value: 'right' },
];
const TITLE_SIZES = ['h2', 'h3', 'h4', 'h5'].map((h) => ({ label: h.toUpperCase(), value: h }));

/** Settings rows labelled for screen readers: each control gets an id its label points at. */
function useIds() {
  const base = useId();
  return (name: string) => `${base}-${name}`;
}

export default function FieldSettings({ rule, otherNames, onChange }: FieldSettingsProps) {
  const id = useIds();
  const kind = kindOf(rule);
  const props = rule.props ?? {};
  const set = (patch: Partial<FormRule>) => onChange({ ...rule, ...patch });
  const setProps = (patch: Record<string, unknown>, dropsValue = false) => {
    const next: FormRule = { ...rule, props: { ...props, ...patch } };
    if (dropsValue) delete next.value;
    onChange(next);
  };
  const numberProp = (key: string, label: string, min?: number) => (
    <Form.Item label={label} htmlFor={id(key)}>
      <InputNumber id={id(key)} min={min} value={num(props[key])} onChange={(v) => setProps({ [key]: v ?? undefined })} style={{ width: '100%' }} />
    </Form.Item>
  );

  if (kind === 'divider') {
    return (
      <Form layout="vertical" size="small" component="div" aria-label="组件配置">
        <Form.Item label="分割线文字" htmlFor={id('text')}>
          <Input id={id('text')} value={dividerText(rule)} placeholder="不填则只显示线" onChange={(e) => set({ children: [e.target.value] })} />
        </Form.Item>
        <Form.Item label="文字位置">
          <Radio.Group options={PLACEMENTS} optionType="button" value={props.contentPosition ?? 'center'} onChange={(e) => setProps({ contentPosition: e.target.value })} />
        </Form.Item>
      </Form>
    );
  }
  if (kind === 'title') {
    return (
      <Form layout="vertical" size="small" component="div" aria-label="组件配置">
        <Form.Item label="标题文字" htmlFor={id('title')}>
          <Input id={id('title')} value={typeof props.title === 'string' ? props.title : ''} onChange={(e) => setProps({ title: e.target.value })} />
        </Form.Item>
        <Form.Item label="标题大小">
          <Radio.Group options={TITLE_SIZES} optionType="button" value={String(props.size ?? 'h3').toLowerCase()} onChange={(e) => setProps({ size: e.target.value })} />
        </Form.Item>
        <Form.Item label="对齐方式">
          <Radio.Group options={PLACEMENTS} optionType="button" value={props.align ?? 'left'} onChange={(e) => setProps({ align: e.target.value })} />
        </Form.Item>
      </Form>
    );
  }

  const required = requiredMessageOf(rule) !== null;
  const customMessage = typeof rule.$required === 'string' ? rule.$required : '';
  // Required is kept in `$required` alone once edited here: a `validate` entry saying so too would show two messages.
  const setRequired = (on: boolean, message = customMessage) => {
    const next: FormRule = { ...rule, $required: on ? (message.trim() ? message : true) : false };
    if (rule.validate) next.validate = rule.validate.filter((v) => v.required !== true && v.mode !== 'required');
    onChange(next);
  };

  return (
    <Form layout="vertical" size="small" component="div" aria-label="组件配置">
      <div className="form-designer__kind">组件类型：{FIELD_KIND_LABELS[kind]}{kind === 'unknown' ? `（${rule.type}，仅可修改字段名与标题）` : ''}</div>
      <FieldNameInput id={id('field')} value={rule.field ?? ''} otherNames={otherNames} onChange={(field) => set({ field })} />
      <Form.Item label="标题" htmlFor={id('title')}>
        <Input id={id('title')} value={rule.title ?? ''} maxLength={100} onChange={(e) => set({ title: e.target.value })} />
      </Form.Item>
      {kind !== 'unknown' && (
        <>
          <Form.Item label="提示信息" htmlFor={id('info')} tooltip="显示在标题旁的问号提示中">
            <Input id={id('info')} value={rule.info ?? ''} onChange={(e) => set({ info: e.target.value })} />
          </Form.Item>
          {PLACEHOLDER_KINDS.has(kind) && (
            <Form.Item label="占位提示" htmlFor={id('placeholder')}>
              <Input id={id('placeholder')} value={typeof props.placeholder === 'string' ? props.placeholder : ''} onChange={(e) => setProps({ placeholder: e.target.value })} />
            </Form.Item>
          )}
          {hasOptions(kind) && (
            <Form.Item label="选项">
              <OptionsEditor
                options={rule.options ?? []}
                onChange={(options: FormRuleOption[]) => {
                  const next: FormRule = { ...rule, options };
                  // A default that is no longer one of the options would be sent without being shown.
                  const values = new Set(options.map((o) => o.value));
                  if (Array.isArray(rule.value)) next.value = rule.value.filter((v) => values.has(v));
                  else if (rule.value !== undefined && !values.has(rule.value as FormRuleOption['value'])) delete next.value;
                  onChange(next);
                }}
              />
            </Form.Item>
          )}
          {kind === 'select' && (
            <Form.Item label="多选" htmlFor={id('multiple')}>
              <Switch id={id('multiple')} checked={props.multiple === true} onChange={(on) => setProps({ multiple: on }, true)} />
            </Form.Item>
          )}
          {kind === 'radio' && (
            <Form.Item label="按钮样式" htmlFor={id('button')}>
              <Switch id={id('button')} checked={props.type === 'button'} onChange={(on) => setProps({ type: on ? 'button' : undefined })} />
            </Form.Item>
          )}
          {kind === 'datePicker' && (
            <Form.Item label="日期类型" htmlFor={id('dateType')}>
              <Select id={id('dateType')} options={DATE_TYPES} value={typeof props.type === 'string' ? props.type : 'date'} onChange={(type) => setProps({ type }, true)} />
            </Form.Item>
          )}
          {kind === 'dateRange' && (
            <Form.Item label="范围类型" htmlFor={id('rangeType')}>
              <Select id={id('rangeType')} options={DATE_RANGE_TYPES} value={props.type} onChange={(type) => setProps({ type }, true)} />
            </Form.Item>
          )}
          {kind === 'timePicker' && (
            <Form.Item label="时间范围" htmlFor={id('isRange')}>
              <Switch id={id('isRange')} checked={props.isRange === true} onChange={(on) => setProps({ isRange: on }, true)} />
            </Form.Item>
          )}
          {(kind === 'input' || kind === 'textarea') && numberProp('maxlength', '最大长度', 1)}
          {kind === 'textarea' && numberProp('rows', '行数', 1)}
          {(kind === 'inputNumber' || kind === 'slider') && (
            <>
              {numberProp('min', '最小值')}
              {numberProp('max', '最大值')}
              {numberProp('step', '步长', 0)}
            </>
          )}
          {kind === 'inputNumber' && numberProp('precision', '小数位数', 0)}
          {kind === 'slider' && (
            <Form.Item label="范围选择" htmlFor={id('range')}>
              <Switch id={id('range')} checked={props.range === true} onChange={(on) => setProps({ range: on }, true)} />
            </Form.Item>
          )}
          {kind === 'rate' && numberProp('max', '最大分值', 1)}
          <Form.Item label="默认值" htmlFor={id('value')}>
            <div className="form-designer__default">
              <FieldControl rule={{ ...rule, props: { ...props, disabled: false } }} id={id('value')} value={rule.value} onChange={(value) => set({ value })} />
            </div>
          </Form.Item>
          <Form.Item label="必填" htmlFor={id('required')}>
            <Switch id={id('required')} checked={required} onChange={(on) => setRequired(on)} />
          </Form.Item>
          {required && (
            <Form.Item label="必填提示" htmlFor={id('requiredMessage')}>
              <Input id={id('requiredMessage')} value={customMessage} placeholder={defaultRequiredMessage(rule)} onChange={(e) => setRequired(true, e.target.value)} />
            </Form.Item>
          )}
          <Form.Item label="栅格宽度" htmlFor={id('span')} tooltip="一行共 24 格：24 占满一行，12 占半行">
            <InputNumber
              id={id('span')}
              min={1}
              max={24}
              precision={0}
              value={spanOf(rule)}
              onChange={(span) => set({ col: { ...rule.col, span: span ?? 24 } })}
              style={{ width: '100%' }}
            />
          </Form.Item>
          <Form.Item label="禁用" htmlFor={id('disabled')}>
            <Switch id={id('disabled')} checked={props.disabled === true} onChange={(on) => setProps({ disabled: on })} />
          </Form.Item>
        </>
      )}
    </Form>
  );
}
