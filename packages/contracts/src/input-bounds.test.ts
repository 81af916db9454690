/**
 * Every value a client sends must be bounded by its schema, so that no input the schema lets
 * through can overflow a column or a computation: an outside fuzzer reached code-500 answers
 * with integers past PostgreSQL's `integer`, with epoch milliseconds of 1e21 and with page
 * numbers of 1e20. This walks every query and body of the endpoint table and names each field
 * that has no bound, so a new field cannot forget one.
 */
import { describe, expect, it } from 'vitest';
import { allEndpoints } from './registry.ts';
import { MAX_EPOCH_MS, MAX_INT32, MAX_PAGE_NO, MIN_INT32, PageParam } from './common.ts';

type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};

/** Each problem as `<path>: <what is missing>`. */
function unbounded(s: Schema, path: string): string[] {
  if (s.anyOf) return s.anyOf.flatMap((b, i) => unbounded(b, `${path}|${i}`));
  if ('const' in s || 'enum' in s) return [];
  const n = (k: string) => (typeof s[k] === 'number' ? (s[k] as number) : undefined);
  switch (s.type) {
    case 'integer': {
      const min = n('minimum');
      const max = n('maximum');
      if (min === undefined || max === undefined) return [`${path}: integer without minimum and maximum`];
      // An integer column is PostgreSQL's int4; the only wider inputs are epoch milliseconds.
      if (min < MIN_INT32 || (max > MAX_INT32 && max !== MAX_EPOCH_MS)) return [`${path}: integer range ${min}…${max} does not fit its column`];
      return [];
    }
    case 'number':
      return n('minimum') === undefined || n('maximum') === undefined ? [`${path}: number without minimum and maximum`] : [];
    case 'string':
      return n('maxLength') === undefined ? [`${path}: string without maxLength`] : [];
    case 'boolean':
    case 'null':
      return [];
    case 'array':
      return [
        ...(n('maxItems') === undefined ? [`${path}: array without maxItems`] : []),
        ...(s.items ? unbounded(s.items, `${path}[]`) : [`${path}: array without items`]),
      ];
    case 'object': {
      const records = Object.values(s.patternProperties ?? {});
      return [
        ...Object.entries(s.properties ?? {}).flatMap(([k, v]) => unbounded(v, `${path}.${k}`)),
        ...(records.length > 0 && n('maxProperties') === undefined ? [`${path}: record without maxProperties`] : []),
        ...records.flatMap((v) => unbounded(v, `${path}{}`)),
      ];
    }
    default:
      return [`${path}: a value of any type`];
  }
}

describe('input bounds', () => {
  it('bounds every integer, number, string, array and record of every query and body', () => {
    const inputs = allEndpoints.flatMap((e) => [
      ...(e.query ? [[`${e.method} ${e.path} query`, e.query] as const] : []),
      ...(e.body ? [[`${e.method} ${e.path} body`, e.body] as const] : []),
    ]);
    expect(inputs.length).toBeGreaterThan(50);
    expect(inputs.flatMap(([where, s]) => unbounded(s as Schema, where))).toEqual([]);
  });

  it('bounds the page number so that the row offset stays an int4', () => {
    const size = PageParam.pageSize as unknown as { maximum: number };
    expect(PageParam.pageNo).toMatchObject({ maximum: MAX_PAGE_NO });
    expect((MAX_PAGE_NO - 1) * size.maximum).toBeLessThanOrEqual(MAX_INT32);
  });
});
