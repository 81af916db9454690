/**
 * Turns Ajv validation errors into one Chinese sentence naming the field, using the schema's
 * `title` (the field's Chinese name) when there is one. Users see this text, so it must read
 * like a person wrote it: "用户名不能为空", "编号格式不正确，应为整数".
 */
import type { ErrorObject } from 'ajv';
import { MAX_EPOCH_MS } from '@tenon/contracts';

const typeNames: Record<string, string> = {
  integer: '整数',
  number: '数字',
  string: '字符串',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: '空值',
};

const partNames: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数', headers: '请求头' };

function fieldName(err: ErrorObject): string {
  const schema = err.parentSchema as { title?: string } | undefined;
  // An array index ("0格式不正确") names nothing a person typed; the list's own name does.
  const path = err.instancePath.split('/').filter((segment) => segment && !/^\d+$/.test(segment));
  return schema?.title ?? path[path.length - 1] ?? '';
}

/**
 * Ajv reports a union's branch errors before the union's own; the union (with the field's
 * title) says what a person needs to hear, so it is preferred when present, unless a branch
 * found a NUL character.
 */
export function pickValidationError(errors: ErrorObject[]): ErrorObject {
  // A NUL inside a union's string branch is the one thing wrong, whatever the other branches say.
  return errors.find((e) => e.keyword === 'noNul') ?? errors.find((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf') ?? errors[0]!;
}

export function describeValidationError(err: ErrorObject, part: string): string {
  const params = err.params as Record<string, unknown>;
  if (err.keyword === 'required') {
    const missing = String(params.missingProperty);
    const props = (err.parentSchema as { properties?: Record<string, { title?: string }> } | undefined)?.properties;
    return `${props?.[missing]?.title ?? missing}不能为空`;
  }
  const field = fieldName(err) || partNames[part] || '参数';
  switch (err.keyword) {
    case 'type': {
      const types = String(params.type).split(',').map((t) => typeNames[t] ?? t);
      return `${field}格式不正确，应为${types.join('或')}`;
    }
    case 'minLength':
      return Number(params.limit) <= 1 ? `${field}不能为空` : `${field}长度不能少于 ${params.limit} 个字符`;
    case 'maxLength':
      return `${field}长度不能超过 ${params.limit} 个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${field}不能小于 ${params.limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      // An epoch-millisecond limit means nothing to a person; its date does.
      return params.limit === MAX_EPOCH_MS ? `${field}不能晚于 9999-12-31` : `${field}不能大于 ${params.limit}`;
    case 'minItems':
      return `${field}至少需要 ${params.limit} 项`;
    case 'maxItems':
      return `${field}最多 ${params.limit} 项`;
    case 'enum':
    case 'const':
      return `${field}的取值不正确`;
    case 'noNul':
      return `${field}不能包含空字符`;
    case 'pattern':
    case 'format':
      return `${field}格式不正确`;
    default:
      return `${field}格式不正确`;
  }
}
