/**
 * A field's name is the process variable its value is stored under, so it must be unique in
 * the form and usable in a flow condition (`${days > 3}`): a letter or underscore, then
 * letters, digits and underscores. The server checks the same (contracts' pattern); the designer
 * says so while the name is typed.
 */
import { FORM_FIELD_NAME_MAX_LENGTH, FORM_FIELD_NAME_PATTERN } from '@tenon/contracts';
import type { FormRule } from '../form-render';

export const FIELD_NAME_PATTERN = new RegExp(FORM_FIELD_NAME_PATTERN);
export const FIELD_NAME_MAX_LENGTH = FORM_FIELD_NAME_MAX_LENGTH;

/** Why `name` cannot be used for a field, given the names of the form's other fields; null when it can. */
export function fieldNameError(name: string, otherNames: Iterable<string>): string | null {
  if (name.trim() === '') return '字段名不能为空';
  if (name.length > FIELD_NAME_MAX_LENGTH) return `字段名不能超过 ${FIELD_NAME_MAX_LENGTH} 个字符`;
  if (!FIELD_NAME_PATTERN.test(name)) return '字段名需以字母或下划线开头，只能包含字母、数字和下划线';
  for (const other of otherNames) if (other === name) return `字段名 ${name} 已被其他字段使用`;
  return null;
}

/** `prefix1`, `prefix2`…: the first not taken. */
export function nextFieldName(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let suffix = 1;
  while (used.has(`${prefix}${suffix}`)) suffix += 1;
  return `${prefix}${suffix}`;
}

export const fieldNamesOf = (rules: FormRule[]) => rules.flatMap((rule) => (typeof rule.field === 'string' ? [rule.field] : []));

/** The first rule whose name cannot be saved, with the reason. */
export function firstBadFieldName(rules: FormRule[]): { index: number; error: string } | null {
  const seen: string[] = [];
  for (const [index, rule] of rules.entries()) {
    if (typeof rule.field !== 'string') continue;
    const error = fieldNameError(rule.field, seen);
    if (error) return { index, error };
    seen.push(rule.field);
  }
  return null;
}
