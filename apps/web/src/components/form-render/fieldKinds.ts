/**
 * Which control a rule is. The reference tells some apart by a prop rather than by `type`
 * (a multi-line text is an `input` with `props.type: 'textarea'`, a date range a `datePicker`
 * with a range type), so both the renderer and the designer ask here, never `rule.type`.
 */
import type { FormRule } from './formSchema';

export type FieldKind =
  | 'input'
  | 'textarea'
  | 'password'
  | 'inputNumber'
  | 'radio'
  | 'checkbox'
  | 'select'
  | 'switch'
  | 'datePicker'
  | 'dateRange'
  | 'timePicker'
  | 'rate'
  | 'slider'
  | 'divider'
  | 'title'
  | 'unknown';

export const FIELD_KIND_LABELS: Record<FieldKind, string> = {
  input: '单行文本',
  textarea: '多行文本',
  password: '密码',
  inputNumber: '数字',
  radio: '单选框',
  checkbox: '多选框',
  select: '下拉选择',
  switch: '开关',
  datePicker: '日期',
  dateRange: '日期范围',
  timePicker: '时间',
  rate: '评分',
  slider: '滑块',
  divider: '分割线',
  title: '标题',
  unknown: '未知组件',
};

const RANGE_DATE_TYPES = new Set(['daterange', 'datetimerange', 'monthrange']);
const LAYOUT_KINDS = new Set<FieldKind>(['divider', 'title']);

export function kindOf(rule: FormRule): FieldKind {
  const propType = rule.props?.type;
  switch (rule.type) {
    case 'input':
      if (propType === 'textarea') return 'textarea';
      if (propType === 'password') return 'password';
      return 'input';
    case 'textarea':
      return 'textarea';
    case 'inputNumber':
      return 'inputNumber';
    case 'radio':
    case 'checkbox':
    case 'select':
    case 'switch':
    case 'timePicker':
    case 'rate':
    case 'slider':
      return rule.type;
    case 'datePicker':
      return typeof propType === 'string' && RANGE_DATE_TYPES.has(propType) ? 'dateRange' : 'datePicker';
    case 'el-divider':
    case 'elDivider':
    case 'divider':
      return 'divider';
    case 'fcTitle':
      return 'title';
    default:
      return 'unknown';
  }
}

/** Layout blocks show something but bind no value. */
export const isLayoutKind = (kind: FieldKind) => LAYOUT_KINDS.has(kind);

export const hasOptions = (kind: FieldKind) => kind === 'radio' || kind === 'checkbox' || kind === 'select';

/** Whether the value is a list: what a required check must treat an empty list as missing for. */
export function takesList(rule: FormRule): boolean {
  const kind = kindOf(rule);
  if (kind === 'checkbox' || kind === 'dateRange') return true;
  if (kind === 'select') return rule.props?.multiple === true;
  if (kind === 'timePicker') return rule.props?.isRange === true;
  if (kind === 'slider') return rule.props?.range === true;
  return false;
}

/** A choice is picked, text is typed: the default required message says which. */
export const isTyped = (kind: FieldKind) => kind === 'input' || kind === 'textarea' || kind === 'password' || kind === 'inputNumber';
