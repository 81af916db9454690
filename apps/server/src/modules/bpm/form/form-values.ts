/**
 * The start form's rules, checked again on the server: the browser's checks (the web's
 * form-render/fieldValidation.ts) can be skipped by any caller of the API. Rules are read as
 * the form designer writes them (form-create's shape, see form-json.ts): `$required` or a
 * `validate` entry with `required`, `validate` patterns and min/max/len bounds, and the
 * `options` of a choice field. Fields the form does not show (hidden, layout blocks) are not
 * checked, nor are fields whose JSON does not parse: the renderer does not show them either.
 */
import { ErrorCodes } from '@tenon/contracts';
import { serviceError } from '../../../platform/errors.ts';

interface Check {
  required?: boolean;
  mode?: string;
  message?: string;
  pattern?: string;
  min?: number;
  max?: number;
  len?: number;
}

interface Rule {
  type: string;
  field: string;
  title?: string;
  $required?: boolean | string;
  validate?: Check[];
  options?: Array<{ value?: unknown }>;
  props?: Record<string, unknown>;
  hidden?: boolean;
  display?: boolean;
}

const LAYOUT_TYPES = new Set(['el-divider', 'elDivider', 'divider', 'fcTitle']);
const NUMERIC_TYPES = new Set(['inputNumber', 'rate', 'slider']);
const RANGE_DATE_TYPES = new Set(['daterange', 'datetimerange', 'monthrange']);

function parseRule(text: string): Rule | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const rule = value as Partial<Rule>;
  if (typeof rule.type !== 'string' || typeof rule.field !== 'string' || rule.field === '') return null;
  return rule as Rule;
}

/** As fieldKinds.ts's `takesList`: the value is an array. */
function takesList(rule: Rule): boolean {
  const props = rule.props ?? {};
  switch (rule.type) {
    case 'checkbox':
      return true;
    case 'select':
      return props.multiple === true;
    case 'timePicker':
      return props.isRange === true;
    case 'slider':
      return props.range === true;
    case 'datePicker':
      return typeof props.type === 'string' && RANGE_DATE_TYPES.has(props.type);
    default:
      return false;
  }
}

const isRequired = (rule: Rule) =>
  rule.$required === true ||
  (typeof rule.$required === 'string' && rule.$required.trim() !== '') ||
  (rule.validate ?? []).some((c) => c.required === true || c.mode === 'required');

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function compile(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

/** The size a min/max/len bound applies to: a number's value, a text's or a list's length. */
function measure(rule: Rule, value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length;
  if (NUMERIC_TYPES.has(rule.type)) return typeof value === 'number' ? value : undefined;
  return typeof value === 'string' ? [...value].length : undefined;
}

function checkValue(rule: Rule, label: string, value: unknown) {
  const invalid = (why: string) => serviceError(ErrorCodes.PROCESS_INSTANCE_FORM_INVALID, `${label}${why}`);
  for (const check of rule.validate ?? []) {
    const pattern = typeof check.pattern === 'string' ? compile(check.pattern) : undefined;
    if (pattern && (typeof value === 'string' || typeof value === 'number') && !pattern.test(String(value)))
      throw invalid(check.message ? `：${check.message}` : '格式不正确');
    const size = measure(rule, value);
    if (size === undefined) continue;
    const outOfBounds =
      (typeof check.len === 'number' && size !== check.len) ||
      (typeof check.min === 'number' && size < check.min) ||
      (typeof check.max === 'number' && size > check.max);
    if (outOfBounds) throw invalid(check.message ? `：${check.message}` : '超出允许的范围');
  }
  const choices = Array.isArray(rule.options) ? rule.options.map((o) => o?.value) : [];
  if (choices.length > 0 && (rule.type === 'radio' || rule.type === 'checkbox' || rule.type === 'select')) {
    const picked = Array.isArray(value) ? value : [value];
    if (picked.some((v) => !choices.includes(v))) throw invalid('的值不在可选项中');
  }
}

/** Throws PROCESS_INSTANCE_FORM_INVALID naming the first field whose value breaks its rules. */
export function validateFormValues(formFields: string[], values: Record<string, unknown>): void {
  for (const text of formFields) {
    const rule = parseRule(text);
    if (!rule || LAYOUT_TYPES.has(rule.type) || rule.hidden === true || rule.display === false) continue;
    const label = rule.title || rule.field;
    const value = Object.hasOwn(values, rule.field) ? values[rule.field] : undefined;
    if (isEmpty(value)) {
      if (isRequired(rule)) throw serviceError(ErrorCodes.PROCESS_INSTANCE_FORM_INVALID, `${label}不能为空`);
      continue;
    }
    if (takesList(rule) && !Array.isArray(value)) throw serviceError(ErrorCodes.PROCESS_INSTANCE_FORM_INVALID, `${label}格式不正确`);
    checkValue(rule, label, value);
  }
}
