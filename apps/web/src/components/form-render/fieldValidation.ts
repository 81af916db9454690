/**
 * A field rule's checks as antd form rules: `$required` (true, or the message itself) and the
 * `validate` list the reference writes. The list's own `type` is not trusted: element-ui types
 * describe element's values (a number field typed `string`); bounds are checked against the
 * kind of value this renderer holds.
 */
import type { FormRule as Rule } from 'antd';
import { isTyped, kindOf, takesList } from './fieldKinds';
import type { FormRule } from './formSchema';

export function defaultRequiredMessage(rule: FormRule): string {
  const title = rule.title || rule.field || '';
  return isTyped(kindOf(rule)) ? `请输入${title}` : `请选择${title}`;
}

/** The message a required field shows, or null when the field is optional. */
export function requiredMessageOf(rule: FormRule): string | null {
  if (typeof rule.$required === 'string' && rule.$required.trim() !== '') return rule.$required;
  if (rule.$required === true) return defaultRequiredMessage(rule);
  const listed = rule.validate?.find((v) => v.required === true || v.mode === 'required');
  return listed ? listed.message || defaultRequiredMessage(rule) : null;
}

function compilePattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

export function validationRulesOf(rule: FormRule): Rule[] {
  const isList = takesList(rule);
  const typed = isTyped(kindOf(rule)) && kindOf(rule) !== 'inputNumber';
  const rules: Rule[] = [];
  const required = requiredMessageOf(rule);
  // Only `required` and `message` on a number: any other key makes the check validate the value as a string.
  if (required !== null) rules.push({ required: true, message: required, ...(typed ? { whitespace: true } : {}), ...(isList ? { type: 'array' as const } : {}) });
  for (const check of rule.validate ?? []) {
    if (check.required === true || check.mode === 'required') continue;
    const pattern = typeof check.pattern === 'string' ? compilePattern(check.pattern) : undefined;
    const bounds = { min: check.min, max: check.max, len: check.len };
    const hasBounds = Object.values(bounds).some((b) => typeof b === 'number');
    if (!pattern && !hasBounds) continue;
    rules.push({
      ...(pattern ? { pattern } : {}),
      ...(hasBounds ? { ...bounds, type: isList ? ('array' as const) : kindOf(rule) === 'inputNumber' || kindOf(rule) === 'rate' || kindOf(rule) === 'slider' ? ('number' as const) : ('string' as const) } : {}),
      message: check.message,
    });
  }
  return rules;
}
