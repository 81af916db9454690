/**
 * The JSON a process form is stored as: `conf` (the form's settings) and one rule per field,
 * in the rule shape of the reference product's form designer (form-create), so that forms
 * made there stay readable here and the other way round. Only the keys this console reads or
 * writes are typed; a rule keeps every other key it was loaded with, because each edit copies
 * the whole rule (`{ ...rule, title }`), and saving writes it back as it came.
 */

export type FormOptionValue = string | number | boolean;

export interface FormRuleOption {
  label: string;
  value: FormOptionValue;
}

/** One entry of a rule's `validate` list (the reference writes element-ui / async-validator rules). */
export interface FormRuleValidate {
  required?: boolean;
  message?: string;
  min?: number;
  max?: number;
  len?: number;
  /** A regular expression's source text. */
  pattern?: string;
  whitespace?: boolean;
  /** element-ui's `mode: 'required'` of older designer versions. */
  mode?: string;
  trigger?: string;
  type?: string;
}

export interface FormRule {
  /** The component: input, inputNumber, radio, checkbox, select, switch, datePicker, timePicker, rate, slider, el-divider, fcTitle… */
  type: string;
  /** The value's name, unique in the form; the start form's values are process variables keyed by it. Layout rules have none. */
  field?: string;
  title?: string;
  /** A hint shown next to the label. */
  info?: string;
  /** The default value. */
  value?: unknown;
  /** Required: true, or the message shown when empty. */
  $required?: boolean | string;
  validate?: FormRuleValidate[];
  props?: Record<string, unknown>;
  options?: FormRuleOption[];
  /** Width on the 24-column grid. */
  col?: { span?: number };
  /** A divider's text (the reference passes component children). */
  children?: unknown[];
  hidden?: boolean;
  display?: boolean;
}

export type LabelPosition = 'left' | 'right' | 'top';
/** element-ui's sizes; `mini` and `medium` come from its older versions. */
export type FormSize = 'small' | 'default' | 'large' | 'mini' | 'medium';

export interface FormButtonConf {
  show?: boolean;
  innerText?: string;
}

export interface FormConf {
  form?: {
    labelPosition?: LabelPosition;
    /** `'125px'` as the reference writes it, or a number of pixels. */
    labelWidth?: string | number;
    size?: FormSize;
    disabled?: boolean;
    hideRequiredAsterisk?: boolean;
  };
  submitBtn?: boolean | FormButtonConf;
  resetBtn?: boolean | FormButtonConf;
}

export const DEFAULT_LABEL_WIDTH = 125;

/** What a form shows when its settings do not say: a 提交 button, no 重置 button (the reference's defaults). */
export const DEFAULT_SUBMIT_BUTTON: Required<FormButtonConf> = { show: true, innerText: '提交' };
export const DEFAULT_RESET_BUTTON: Required<FormButtonConf> = { show: false, innerText: '重置' };

/** A new form's settings: the reference designer's defaults. */
export const defaultFormConf = (): FormConf => ({
  form: { labelPosition: 'right', size: 'default', labelWidth: `${DEFAULT_LABEL_WIDTH}px` },
  submitBtn: { ...DEFAULT_SUBMIT_BUTTON },
  resetBtn: { ...DEFAULT_RESET_BUTTON },
});

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** Settings that do not parse count as none: the form still renders with the defaults. */
export function parseFormConf(conf: string | FormConf | null | undefined): FormConf {
  if (conf === null || conf === undefined) return {};
  if (typeof conf !== 'string') return conf;
  return (parseObject(conf) as FormConf | null) ?? {};
}

export type ParsedRule = { ok: true; rule: FormRule } | { ok: false; index: number };

/** Each stored field as a rule, or where it was not a JSON object with a `type` (the renderer says so instead of failing). */
export function parseFormRules(fields: ReadonlyArray<string | FormRule> | null | undefined): ParsedRule[] {
  return (fields ?? []).map((entry, index) => {
    const value = typeof entry === 'string' ? parseObject(entry) : entry;
    return value && typeof value.type === 'string' ? { ok: true, rule: value as unknown as FormRule } : { ok: false, index };
  });
}

export const encodeFormConf = (conf: FormConf) => JSON.stringify(conf);
export const encodeFormRules = (rules: FormRule[]) => rules.map((rule) => JSON.stringify(rule));

export const labelWidthPx = (width: string | number | undefined): number | undefined => {
  if (typeof width === 'number') return Number.isFinite(width) ? width : undefined;
  const px = Number.parseFloat(width ?? '');
  return Number.isFinite(px) ? px : undefined;
};

export function buttonConf(button: boolean | FormButtonConf | undefined, fallback: Required<FormButtonConf>): Required<FormButtonConf> {
  if (typeof button === 'boolean') return { ...fallback, show: button };
  return { show: button?.show ?? fallback.show, innerText: button?.innerText || fallback.innerText };
}
