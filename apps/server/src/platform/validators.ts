/**
 * Two Ajv instances: bodies are validated strictly (a number where a string belongs is an error,
 * not silently converted); query strings are coerced, since every value there arrives as text.
 * Both drop unknown properties so a client cannot set fields the schema does not list.
 *
 * Two rules hold for every schema without being written into any of them:
 * - no string, and no key of a record, may hold a NUL character: PostgreSQL refuses it in
 *   text and jsonb, so it would otherwise surface as a database error (keyword `noNul`);
 * - numbers are finite: `1e400` in JSON is refused by `strictNumbers`, `Infinity` in a query
 *   by the range every integer carries.
 * And query booleans read `0`/`1` as well as `false`/`true`, as Spring binds them.
 *
 * Integers, everywhere, are spelled as plain decimal digits (`integerSpelling`):
 * - in a query, only `-?\d+` counts: Ajv's coercion alone took `0x4`, `+4`, `4.0`, ` 4` and
 *   `id[]=4` for 4, and deleted real rows that way;
 * - in a JSON body, a string of plain digits where the schema wants an integer is read as that
 *   integer (the reference's console sends form inputs as `"port": "1025"`), bounds unchanged;
 *   likewise a plain decimal where it wants a number (`"feeRate": "0.6"`).
 * And a `yyyy-MM-dd HH:mm:ss` text (format `date-time-text`, every date filter) names a real
 * moment: `2024-02-30 00:00:00` is refused here, not by the database as a code 500.
 */
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const noNul = {
  keyword: 'noNul',
  type: 'string',
  schemaType: 'boolean',
  error: { message: 'must not contain NUL' },
  validate: (on: boolean, data: string) => !on || !data.includes('\u0000'),
} as const;

const DATE_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** A wall-clock `yyyy-MM-dd HH:mm:ss` of the calendar, within what PostgreSQL's timestamp reads (year 1 to 9999). */
export function isDateTimeText(text: string): boolean {
  const m = DATE_TIME_TEXT.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  // Day 0 of the next month is the last day of this one (UTC: no daylight-saving gaps).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const common = { allErrors: false, removeAdditional: 'all', useDefaults: true, verbose: true, strict: false } as const;
const withRules = (ajv: Ajv) => addFormats.default(ajv).addKeyword(noNul).addFormat('date-time-text', isDateTimeText);
const strictAjv = withRules(new Ajv({ ...common, coerceTypes: false, strictNumbers: true }));
// Not `strictNumbers` here: Ajv coerces the text `Infinity` to a number and then skips every
// range check of a non-finite number. Without it, `minimum`/`maximum` refuse ±Infinity, and
// every input integer has both (the contracts' input-bounds test).
const coercingAjv = withRules(new Ajv({ ...common, coerceTypes: 'array' }));

type Schema = Record<string, unknown>;

/**
 * A copy of the schema with `noNul` on every string and on the keys of every record. A string
 * branch of a union takes the union's title, so the message names the field.
 */
export function refuseNul(schema: unknown, title?: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => refuseNul(s, title));
  if (!schema || typeof schema !== 'object') return schema;
  const schemaObject = schema as Schema;
  const own = typeof schemaObject.title === 'string' ? schemaObject.title : title;
  const out: Schema = {};
  for (const [k, v] of Object.entries(schemaObject)) {
    if (k === 'properties') {
      out[k] = Object.fromEntries(Object.entries(v as Schema).map(([name, sub]) => [name, refuseNul(sub)]));
    } else if (k === 'patternProperties') {
      out[k] = Object.fromEntries(Object.entries(v as Schema).map(([name, sub]) => [name, refuseNul(sub, own)]));
    } else if (k === 'anyOf' || k === 'oneOf' || k === 'allOf') {
      out[k] = (v as unknown[]).map((sub) => refuseNul(sub, own));
    } else if (k === 'items' || k === 'additionalProperties') {
      out[k] = refuseNul(v, own);
    } else {
      out[k] = v;
    }
  }
  if (schemaObject.type === 'string') {
    out.noNul = true;
    if (own !== undefined && out.title === undefined) out.title = own;
  }
  if (schemaObject.patternProperties || (schemaObject.additionalProperties && typeof schemaObject.additionalProperties === 'object')) {
    out.propertyNames = { type: 'string', noNul: true, title: own };
  }
  return out;
}

/** Spring's boolean binding: `0`/`1` beside `false`/`true` on the query's top-level flags. */
function withBitBooleans(schema: Schema) {
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const flags = Object.keys(props).filter((k) => props[k]!.type === 'boolean');
  return (query: unknown) => {
    if (flags.length === 0 || !query || typeof query !== 'object') return;
    const values = query as Record<string, unknown>;
    for (const k of flags) if (values[k] === '0' || values[k] === '1') values[k] = values[k] === '1' ? 'true' : 'false';
  };
}

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const typesOf = (schema: Schema): Set<string> => {
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return new Set(union.flatMap((b) => [...typesOf(b)]));
  return new Set(typeof schema.type === 'string' ? [schema.type] : []);
};
const wantsInteger = (schema: Schema) => {
  const types = typesOf(schema);
  return (types.has('integer') || types.has('number')) && !types.has('string');
};
const INTEGER_TEXT = /^-?\d+$/;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

function typeError(name: string, schema: Schema, type: string): ErrorObject {
  return { keyword: 'type', instancePath: `/${name}`, schemaPath: `#/properties/${name}/type`, params: { type }, message: `must be ${type}`, parentSchema: schema };
}

/**
 * A query's numbers as a person types them: each top-level numeric field (or each item of a
 * numeric list) must be plain decimal text, and a single-valued field may not arrive as a list
 * (`id[]=4`, `id=4&id=4`). Answers the error to report, or undefined.
 */
function querySpelling(schema: Schema) {
  const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>);
  return (query: unknown): ErrorObject | undefined => {
    if (!query || typeof query !== 'object') return undefined;
    const values = query as Record<string, unknown>;
    for (const [name, sub] of props) {
      const value = values[name];
      if (value === undefined) continue;
      const types = typesOf(sub);
      if (Array.isArray(value) && !types.has('array')) return typeError(name, sub, [...types].join(','));
      const item = types.has('array') ? (((sub.anyOf as Schema[] | undefined)?.find((b) => b.type === 'array') ?? sub).items as Schema | undefined) : sub;
      if (!item || !wantsInteger(item)) continue;
      const spelling = typesOf(item).has('integer') ? INTEGER_TEXT : DECIMAL_TEXT;
      for (const v of Array.isArray(value) ? value : [value]) {
        if (typeof v === 'string' && !spelling.test(v)) return typeError(name, item === sub ? sub : { ...item, title: item.title ?? sub.title }, typesOf(item).has('integer') ? 'integer' : 'number');
      }
    }
    return undefined;
  };
}

type Reader = (value: unknown) => unknown;
const PLAIN_DIGITS = /^-?\d{1,16}$/;
const PLAIN_DECIMAL = /^-?\d{1,16}(\.\d{1,10})?$/;

/**
 * A body's integers given as plain-digit strings, read as numbers wherever the schema wants an
 * integer (objects and lists at any depth). Built once per schema; undefined when it has none.
 */
function digitStringReader(schema: Schema): Reader | undefined {
  if (schema.type === 'integer' || ((schema.anyOf ?? schema.oneOf) && wantsInteger(schema) && typesOf(schema).has('integer'))) {
    return (v) => (typeof v === 'string' && PLAIN_DIGITS.test(v) ? Number(v) : v);
  }
  // A decimal typed into a text input (支付渠道's 渠道费率 "0.6"), read the same way.
  if (schema.type === 'number') return (v) => (typeof v === 'string' && PLAIN_DECIMAL.test(v) ? Number(v) : v);
  if (schema.type === 'array' && schema.items && typeof schema.items === 'object') {
    const item = digitStringReader(schema.items as Schema);
    return item && ((v) => (Array.isArray(v) ? v.map(item) : v));
  }
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) {
    // A union of one object or list shape and null (an optional nested value) reads as that shape.
    const shapes = union.filter((b) => b.type !== 'null');
    return shapes.length === 1 ? digitStringReader(shapes[0]!) : undefined;
  }
  if (schema.type === 'object' && schema.properties) {
    const fields = Object.entries(schema.properties as Record<string, Schema>).flatMap(([name, sub]) => {
      const read = digitStringReader(sub);
      return read ? [[name, read] as const] : [];
    });
    if (fields.length === 0) return undefined;
    return (v) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
      const record = v as Record<string, unknown>;
      for (const [name, read] of fields) if (name in record) record[name] = read(record[name]);
      return v;
    };
  }
  return undefined;
}

/**
 * Compiled on a route's first request rather than at start: compiling the ~1,000 schemas of every
 * route was a tenth of the server's start, and most routes of a running server are called rarely.
 * The request walks in the tests (bad-input-walk.test.ts) call every route, so a schema that does
 * not compile still fails there.
 */
export const validatorCompiler: FastifySchemaCompiler<object> = (route) => {
  let compiled: Validate | undefined;
  const lazy: Validate = (data) => {
    compiled ??= compileValidator(route.schema, route.httpPart);
    const ok = compiled(data);
    lazy.errors = compiled.errors;
    return ok;
  };
  return lazy as never;
};

function compileValidator(schema: unknown, httpPart: string | undefined): Validate {
  const body = httpPart === 'body';
  const validate = (body ? strictAjv : coercingAjv).compile(refuseNul(schema) as object) as Validate;
  const readBits = body ? undefined : withBitBooleans(schema as Schema);
  const spelling = body ? undefined : querySpelling(schema as Schema);
  const readDigits = body ? digitStringReader(schema as Schema) : undefined;
  const checked: Validate = (data) => {
    readBits?.(data);
    const misspelt = spelling?.(data);
    if (misspelt) {
      checked.errors = [misspelt];
      return false;
    }
    readDigits?.(data);
    const ok = validate(data);
    // Verbose errors carry the refused value (`data`), and a compiled validator keeps its last
    // errors until its next call: every route held on to the last bad input it refused, up to
    // a parsed megabyte body each. The messages only need verbose's `parentSchema`.
    checked.errors = validate.errors?.map(({ data: _refused, ...rest }) => rest) ?? null;
    validate.errors = null;
    return ok;
  };
  return checked;
}
