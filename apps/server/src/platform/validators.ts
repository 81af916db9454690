/**
 * Two Ajv instances: bodies are validated strictly (a number where a string belongs is an error,
 * not silently converted); query strings are coerced, since every value there arrives as text.
 * Both drop unknown properties so a client cannot set fields the schema does not list.
 */
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const common = { allErrors: false, removeAdditional: 'all', useDefaults: true, verbose: true, strict: false } as const;
const strictAjv = addFormats.default(new Ajv({ ...common, coerceTypes: false }));
const coercingAjv = addFormats.default(new Ajv({ ...common, coerceTypes: 'array' }));

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema) as never;
