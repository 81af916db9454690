/**
 * 生成代码: a designed form as the source of a React component (TSX) with an antd `Form`, for
 * a developer to drop into a project: each field's label, name, checks, options, default and
 * the control's settings, laid out on the same grid with the same form settings the renderer
 * uses (`components/form-render`), so the code shows what 预览 shows.
 *
 * Every text from the design reaches the code as a JSON string literal (or a plain JSX
 * attribute when it needs no escaping): a label with quotes, braces or `*\/` cannot break out.
 * Dates travel as text in the stored form; the component holds dayjs values and submits text.
 */
import {
  buttonConf,
  dateFormatOf,
  dateTypeOf,
  DEFAULT_LABEL_WIDTH,
  DEFAULT_RESET_BUTTON,
  DEFAULT_SUBMIT_BUTTON,
  dividerText,
  formLayoutOf,
  kindOf,
  labelWidthPx,
  spanOf,
  TIME_FORMAT,
  validationRulesOf,
  type FieldKind,
  type FormConf,
  type FormRule,
} from '../../../components/form-render';

export const DEFAULT_COMPONENT_NAME = 'GeneratedForm';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const PLAIN_ATTRIBUTE = /^[^"\\\n\r{}<>&]*$/;

/** A value as source text: JSON literals, with regular expressions and `undefined` members handled. */
function literal(value: unknown): string {
  if (value instanceof RegExp) return `new RegExp(${JSON.stringify(value.source)}${value.flags ? `, ${JSON.stringify(value.flags)}` : ''})`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${IDENTIFIER.test(k) ? k : JSON.stringify(k)}: ${literal(v)}`).join(', ')} }`;
  }
  if (value === undefined) return 'undefined';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'null';
  return JSON.stringify(value);
}

/** One JSX attribute, or nothing when the value is absent or false. */
function attr(name: string, value: unknown): string {
  if (value === undefined || value === null || value === false || value === '') return '';
  if (value === true) return ` ${name}`;
  if (typeof value === 'string' && PLAIN_ATTRIBUTE.test(value)) return ` ${name}="${value}"`;
  return ` ${name}={${literal(value)}}`;
}

const text = (value: unknown) => `{${JSON.stringify(typeof value === 'string' ? value : '')}}`;
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

const PICKERS: Record<string, string | undefined> = { month: 'month', monthrange: 'month', year: 'year', week: 'week' };
const TITLE_LEVELS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 5 };
const PLACEMENTS: Record<string, string> = { left: 'start', center: 'center', right: 'end' };

/** What one rule needs from the code around it. */
interface Needs {
  antd: Set<string>;
  /** Field name → the text format its dayjs value is submitted in. */
  dateFormats: Map<string, string>;
}

/** The text format of a field held as dayjs (dates, times), or null. */
function dateFormatOfRule(rule: FormRule, kind: FieldKind): string | null {
  if (kind === 'datePicker' || kind === 'dateRange') return dateFormatOf(rule);
  if (kind === 'timePicker') return TIME_FORMAT;
  return null;
}

/** The control of one field, as `FieldControl` renders it. */
function control(rule: FormRule, kind: FieldKind, needs: Needs): string {
  const props = rule.props ?? {};
  const disabled = attr('disabled', props.disabled === true);
  const placeholder = attr('placeholder', str(props.placeholder));
  const options = attr('options', (rule.options ?? []).map((o) => ({ label: o.label, value: o.value })));
  const use = (name: string) => needs.antd.add(name);
  switch (kind) {
    case 'input':
    case 'textarea':
    case 'password': {
      use('Input');
      const maxLength = num(props.maxlength);
      const shared = `${placeholder}${attr('maxLength', maxLength)}${attr('showCount', props.showWordLimit === true && maxLength !== undefined)}${attr('allowClear', props.clearable === true)}${attr('readOnly', props.readonly === true)}${disabled}`;
      if (kind === 'textarea') return `<Input.TextArea${attr('rows', num(props.rows) ?? 3)}${attr('autoSize', props.autosize === true ? { minRows: 2 } : undefined)}${shared} />`;
      return `<${kind === 'password' ? 'Input.Password' : 'Input'}${shared} />`;
    }
    case 'inputNumber':
      use('InputNumber');
      return `<InputNumber${placeholder}${attr('min', num(props.min))}${attr('max', num(props.max))}${attr('step', num(props.step))}${attr('precision', num(props.precision))}${disabled} />`;
    case 'radio':
      use('Radio');
      return `<Radio.Group${options}${attr('optionType', props.type === 'button' ? 'button' : undefined)}${disabled} />`;
    case 'checkbox':
      use('Checkbox');
      return `<Checkbox.Group${options}${disabled} />`;
    case 'select':
      use('Select');
      return `<Select${options}${attr('mode', props.multiple === true ? 'multiple' : undefined)}${attr('placeholder', str(props.placeholder) ?? '请选择')}${attr('allowClear', props.clearable !== false)}${attr('showSearch', props.filterable === true ? { optionFilterProp: 'label' } : undefined)}${disabled} style={{ minWidth: 180 }} />`;
    case 'switch':
      use('Switch');
      return `<Switch${attr('checkedChildren', str(props.activeText))}${attr('unCheckedChildren', str(props.inactiveText))}${disabled} />`;
    case 'datePicker': {
      use('DatePicker');
      const type = dateTypeOf(rule);
      return `<DatePicker${attr('picker', PICKERS[type])}${attr('showTime', type === 'datetime')}${attr('format', dateFormatOf(rule))}${placeholder}${disabled} />`;
    }
    case 'dateRange': {
      use('DatePicker');
      const type = dateTypeOf(rule);
      const placeholders = [str(props.startPlaceholder) ?? '开始日期', str(props.endPlaceholder) ?? '结束日期'];
      return `<DatePicker.RangePicker${attr('picker', PICKERS[type])}${attr('showTime', type === 'datetimerange')}${attr('format', dateFormatOf(rule))}${attr('placeholder', placeholders)}${disabled} />`;
    }
    case 'timePicker':
      use('TimePicker');
      if (props.isRange === true) {
        const placeholders = [str(props.startPlaceholder) ?? '开始时间', str(props.endPlaceholder) ?? '结束时间'];
        return `<TimePicker.RangePicker${attr('format', TIME_FORMAT)}${attr('placeholder', placeholders)}${disabled} />`;
      }
      return `<TimePicker${attr('format', TIME_FORMAT)}${placeholder}${disabled} />`;
    case 'rate':
      use('Rate');
      return `<Rate${attr('count', num(props.max) ?? 5)}${attr('allowHalf', props.allowHalf === true)}${disabled} />`;
    case 'slider':
      use('Slider');
      return `<Slider${attr('range', props.range === true)}${attr('min', num(props.min) ?? 0)}${attr('max', num(props.max) ?? 100)}${attr('step', num(props.step) ?? 1)}${disabled} />`;
    default:
      return '';
  }
}

/** How a switch's value maps to `checked`: plain booleans, or the design's own 开/关 values. */
function switchBinding(rule: FormRule): string {
  const on = rule.props?.activeValue ?? true;
  const off = rule.props?.inactiveValue ?? false;
  if (on === true && off === false) return ' valuePropName="checked"';
  return ` getValueProps={(value: unknown) => ({ checked: value === ${literal(on)} })} normalize={(checked: boolean) => (checked ? ${literal(on)} : ${literal(off)})}`;
}

/** A block that binds no value: a divider, a title, or a note of an unsupported component. */
function layoutBlock(rule: FormRule, kind: FieldKind, needs: Needs): string {
  const props = rule.props ?? {};
  if (kind === 'divider') {
    needs.antd.add('Divider');
    const label = dividerText(rule);
    return `<Divider titlePlacement="${PLACEMENTS[String(props.contentPosition)] ?? 'center'}" plain>${label ? text(label) : ''}</Divider>`;
  }
  if (kind === 'title') {
    needs.antd.add('Typography');
    const align = props.align === 'center' || props.align === 'right' ? props.align : 'left';
    return `<Typography.Title level={${TITLE_LEVELS[String(props.size).toLowerCase()] ?? 4}} style={{ textAlign: "${align}", marginTop: 0 }}>${text(props.title)}</Typography.Title>`;
  }
  return `{/* 暂不支持的组件类型：${rule.type.replace(/\*\//g, '* /').replace(/[\r\n]/g, ' ')} */}`;
}

function fieldItem(rule: FormRule, needs: Needs): string {
  const kind = kindOf(rule);
  if (kind === 'divider' || kind === 'title' || kind === 'unknown') return layoutBlock(rule, kind, needs);
  const checks = validationRulesOf(rule).map((check) => Object.fromEntries(Object.entries(check).filter(([, v]) => v !== undefined)));
  const binding = kind === 'switch' ? switchBinding(rule) : '';
  const format = dateFormatOfRule(rule, kind);
  if (format && rule.field) needs.dateFormats.set(rule.field, format);
  return [
    `<Form.Item${attr('label', rule.title)}${attr('name', rule.field)}${attr('tooltip', str(rule.info))}${checks.length ? attr('rules', checks) : ''}${binding}>`,
    `  ${control(rule, kind, needs)}`,
    '</Form.Item>',
  ].join('\n');
}

/** A field's default as source: dayjs values for the pickers, the stored value otherwise. */
function defaultValue(rule: FormRule, format: string | undefined): string {
  if (!format) return literal(rule.value);
  const day = (v: unknown) => (typeof v === 'string' && v !== '' ? `dayjs(${JSON.stringify(v)}, ${JSON.stringify(format)})` : 'null');
  return Array.isArray(rule.value) ? `[${rule.value.map(day).join(', ')}]` : day(rule.value);
}

const indent = (block: string, spaces: number) =>
  block
    .split('\n')
    .map((line) => (line ? ' '.repeat(spaces) + line : line))
    .join('\n');

/** `my-form.tsx`, `订单 表单` → a component name (`MyForm`), or the default when nothing usable is left. */
export function componentNameOf(fileName: string): string {
  const words = fileName.replace(/\.[jt]sx?$/i, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  const name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  return /^[A-Z]/.test(name) ? name : DEFAULT_COMPONENT_NAME;
}

export function formCode(conf: FormConf, rules: FormRule[], componentName = DEFAULT_COMPONENT_NAME): string {
  const needs: Needs = { antd: new Set(['Form', 'Row', 'Col']), dateFormats: new Map() };
  const shown = rules.filter((r) => r.hidden !== true && r.display !== false);
  const columns = shown.map((rule) => [`<Col span={${spanOf(rule)}}>`, indent(fieldItem(rule, needs), 2), '</Col>'].join('\n'));

  const defaults = shown.filter((r) => r.field && r.value !== undefined && !isLayout(r));
  const initialValues = defaults.map((r) => `${IDENTIFIER.test(r.field!) ? r.field! : JSON.stringify(r.field)}: ${defaultValue(r, needs.dateFormats.get(r.field!))}`);
  const hasDates = needs.dateFormats.size > 0;
  const usesDayjsDefaults = defaults.some((r) => needs.dateFormats.has(r.field!));

  const submit = buttonConf(conf.submitBtn, DEFAULT_SUBMIT_BUTTON);
  const reset = buttonConf(conf.resetBtn, DEFAULT_RESET_BUTTON);
  const layout = formLayoutOf(conf);
  if (submit.show || reset.show) needs.antd.add('Button').add('Space');
  const buttonIndent = layout.layout === 'horizontal' ? (labelWidthPx(conf.form?.labelWidth) ?? DEFAULT_LABEL_WIDTH) : 0;
  const buttons = [
    submit.show ? `<Button type="primary" htmlType="submit">${text(submit.innerText)}</Button>` : '',
    reset.show ? `<Button onClick={() => form.resetFields()}>${text(reset.innerText)}</Button>` : '',
  ].filter(Boolean);

  // `requiredMark={false}` is a setting, not an absent one.
  const formProps = Object.entries(layout)
    .map(([name, value]) => (value === false ? ` ${name}={false}` : attr(name, value)))
    .join('');
  const valuesType = `${componentName}Values`;
  const lines = [
    '/** 由「表单构建」生成的表单组件（antd Form）。 */',
    `import { ${[...needs.antd].sort().join(', ')} } from 'antd';`,
    ...(hasDates ? [`import ${usesDayjsDefaults ? 'dayjs, ' : ''}{ type Dayjs } from 'dayjs';`] : []),
    ...(usesDayjsDefaults ? ["import customParseFormat from 'dayjs/plugin/customParseFormat';", '', 'dayjs.extend(customParseFormat);'] : []),
    '',
    `export type ${valuesType} = Record<string, unknown>;`,
    '',
    ...(hasDates
      ? [
          '/** 日期与时间字段提交时的文本格式。 */',
          `const DATE_FORMATS: Record<string, string> = ${literal(Object.fromEntries(needs.dateFormats))};`,
          '',
          `function datesAsText(values: ${valuesType}): ${valuesType} {`,
          '  return Object.fromEntries(',
          '    Object.entries(values).map(([name, value]) => {',
          '      const format = DATE_FORMATS[name];',
          '      if (!format) return [name, value];',
          '      if (Array.isArray(value)) return [name, value.map((day: Dayjs | null) => day?.format(format))];',
          '      return [name, (value as Dayjs | null | undefined)?.format(format)];',
          '    }),',
          '  );',
          '}',
          '',
        ]
      : []),
    `export default function ${componentName}({ onSubmit }: { onSubmit?: (values: ${valuesType}) => void }) {`,
    `  const [form] = Form.useForm<${valuesType}>();`,
    '  return (',
    `    <Form form={form}${formProps} labelWrap initialValues={{${initialValues.length ? ` ${initialValues.join(', ')} ` : ''}}} onFinish={(values) => onSubmit?.(${hasDates ? 'datesAsText(values)' : 'values'})}>`,
    '      <Row gutter={16}>',
    ...columns.map((c) => indent(c, 8)),
    '      </Row>',
    ...(buttons.length
      ? [
          `      <Form.Item style={{ paddingInlineStart: ${buttonIndent} }}>`,
          '        <Space>',
          ...buttons.map((b) => `          ${b}`),
          '        </Space>',
          '      </Form.Item>',
        ]
      : []),
    '    </Form>',
    '  );',
    '}',
    '',
  ];
  return lines.join('\n');
}

function isLayout(rule: FormRule) {
  const kind = kindOf(rule);
  return kind === 'divider' || kind === 'title' || kind === 'unknown';
}
