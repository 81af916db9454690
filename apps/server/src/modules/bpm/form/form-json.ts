/**
 * What the server knows of a designed form: `conf` and every `fields` entry are JSON objects,
 * and a field's name is an identifier no other field binds (the start form's values are process
 * variables keyed by it). Field rules name their binding `field` and their label `title`, the
 * reference's form-designer convention; a rule without a string `field` (a layout block) binds nothing.
 */
import { ErrorCodes, FORM_FIELD_NAME_MAX_LENGTH, FORM_FIELD_NAME_PATTERN } from '@tenon/contracts';

const fieldName = new RegExp(FORM_FIELD_NAME_PATTERN);
import { serviceError } from '../../../platform/errors.ts';

function parseObject(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw serviceError(ErrorCodes.FORM_JSON_INVALID, what);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw serviceError(ErrorCodes.FORM_JSON_INVALID, what);
  return value as Record<string, unknown>;
}

export function checkFormJson(conf: string, fields: string[]) {
  parseObject(conf, '表单的配置');
  const seen = new Map<string, string>();
  fields.forEach((text, i) => {
    const rule = parseObject(text, `第 ${i + 1} 个表单项`);
    if (typeof rule.field !== 'string' || rule.field === '') return;
    const title = typeof rule.title === 'string' ? rule.title : rule.field;
    if (!fieldName.test(rule.field) || rule.field.length > FORM_FIELD_NAME_MAX_LENGTH) {
      throw serviceError(ErrorCodes.FORM_FIELD_NAME_INVALID, title, rule.field);
    }
    const first = seen.get(rule.field);
    if (first !== undefined) throw serviceError(ErrorCodes.FORM_FIELD_REPEAT, first, title, rule.field);
    seen.set(rule.field, title);
  });
}
