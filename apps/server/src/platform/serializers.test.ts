/**
 * Answer schemas compile on a route's first answer (serializers.ts), so a schema that
 * fast-json-stringify refuses would otherwise surface only when that route first answers.
 */
import { expect, it } from 'vitest';
import { allEndpoints, postApi } from '@tenon/contracts';
import { compileSerializer, responseSchemaOf } from './serializers.ts';

it("compiles every endpoint's answer schema, and the answer keeps only the contract's fields", () => {
  let compiled = 0;
  for (const endpoint of allEndpoints) {
    const schema = responseSchemaOf(endpoint);
    if (!schema) continue;
    expect(() => compileSerializer(schema), `${endpoint.method} ${endpoint.path}`).not.toThrow();
    compiled++;
  }
  expect(compiled).toBeGreaterThan(allEndpoints.length * 0.9);

  const post = compileSerializer(responseSchemaOf(postApi.get)!);
  const answer = JSON.parse(post({ code: 0, data: { id: 1, name: '董事长', code: 'ceo', sort: 1, status: 0, remark: null, createTime: 0, secret: 'not in the contract' }, msg: '' }));
  expect(answer).toMatchObject({ code: 0, data: { id: 1, name: '董事长', code: 'ceo' }, msg: '' });
  expect(answer.data).not.toHaveProperty('secret');
});
