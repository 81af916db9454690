/**
 * What must hold before a form is saved, beyond what the server checks: field names usable
 * as process variables and unique, and no two options of a field sharing a value (both
 * would show as chosen). The first problem is reported with the field it is on.
 */
import { hasOptions, kindOf, type FormRule } from '../form-render';
import { firstBadFieldName } from './fieldNames';

export interface FormProblem {
  index: number;
  message: string;
}

const nameOf = (rule: FormRule) => rule.title || rule.field || rule.type;

export function firstFormProblem(rules: FormRule[]): FormProblem | null {
  const badName = firstBadFieldName(rules);
  if (badName) return { index: badName.index, message: `「${nameOf(rules[badName.index]!)}」：${badName.error}` };
  for (const [index, rule] of rules.entries()) {
    if (!hasOptions(kindOf(rule))) continue;
    const values = (rule.options ?? []).map((o) => String(o.value));
    if (new Set(values).size !== values.length) return { index, message: `「${nameOf(rule)}」：选项值不能重复` };
  }
  return null;
}
