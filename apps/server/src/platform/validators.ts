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

const common = { allErrors: false, removeAdditional: 'all', useDefaults: true, verbose: true, strict: false } as const;
const withRules = (ajv: Ajv) => addFormats.default(ajv).addKeyword(noNul);
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

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => {
  const body = httpPart === 'body';
  const validate = (body ? strictAjv : coercingAjv).compile(refuseNul(schema) as object) as Validate;
  const readBits = body ? undefined : withBitBooleans(schema as Schema);
  const checked: Validate = (data) => {
    readBits?.(data);
    const ok = validate(data);
    // Verbose errors carry the refused value (`data`), and a compiled validator keeps its last
    // errors until its next call: every route held on to the last bad input it refused, up to
    // a parsed megabyte body each. The messages only need verbose's `parentSchema`.
    checked.errors = validate.errors?.map(({ data: _refused, ...rest }) => rest) ?? null;
    validate.errors = null;
    return ok;
  };
  return checked as never;
};
