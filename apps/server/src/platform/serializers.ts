/**
 * Answers are written by fast-json-stringify from each route's response schema (only the
 * contract's fields go out). The schema is compiled on the route's first answer rather than at
 * start, as validators.ts does for requests: compiling all of them was half of a test app's build
 * (some 230 ms, paid again by every server test file), and most routes of a running server answer
 * rarely. `serializers.test.ts` compiles every endpoint's schema, so one that does not compile
 * still fails the suite rather than its first caller.
 */
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import type { Endpoint } from '@tenon/contracts';

const envelope = (data: object) => ({
  type: 'object',
  properties: { code: { type: 'integer' }, data, msg: { type: 'string' } },
});

/** The schema of an endpoint's 200 answer: its data in the envelope, or bare; none for streams and files. */
export function responseSchemaOf(endpoint: Endpoint): object | undefined {
  if (endpoint.produces === 'event-stream' || endpoint.produces === 'file') return undefined;
  return endpoint.produces === 'bare' ? endpoint.response : envelope(endpoint.response);
}

export const compileSerializer = (schema: object) => fastJsonStringify(schema);

export const serializerCompiler: FastifySerializerCompiler<object> = ({ schema }) => {
  let compiled: ((data: unknown) => string) | undefined;
  return (data) => (compiled ??= compileSerializer(schema))(data);
};
