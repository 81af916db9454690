/**
 * A hot route's answer serialised once per cached fact (answer-once.ts): the same text while the
 * owner object is the same, a new one for a new owner, and only the contract's fields, as the
 * route's own serializer writes them.
 */
import Fastify from 'fastify';
import Type from 'typebox';
import { afterAll, describe, expect, it } from 'vitest';
import { API_BASE, endpoint } from '@tenon/contracts';
import { answerOnce } from './answer-once.ts';
import { registerRoutes, route } from './route.ts';

const probe = endpoint({
  method: 'GET',
  path: '/test/answer-once',
  access: { public: true },
  summary: 'probe',
  query: Type.Object({ variant: Type.Optional(Type.String()) }),
  response: Type.Object({ name: Type.String(), count: Type.Integer() }),
});

// The cached fact, replaced as a cache replaces it; `calls` counts the answers built.
let fact = { name: '字典', secret: 'not in the contract' };
let calls = 0;

const app = Fastify();
registerRoutes(app, [
  route(probe, ({ reply, query }) =>
    answerOnce(reply, fact, query.variant ?? '', () => {
      calls += 1;
      return { ...fact, count: calls };
    }),
  ),
]);
afterAll(() => app.close());

const get = async (variant?: string) => {
  const res = await app.inject({ url: `${API_BASE}/test/answer-once${variant ? `?variant=${variant}` : ''}` });
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.json() as { code: number; data: Record<string, unknown>; msg: string };
};

describe('an answer serialised once per cached fact', () => {
  it('is the envelope with only the contract’s fields, built once while the fact is the same object', async () => {
    expect(await get()).toEqual({ code: 0, data: { name: '字典', count: 1 }, msg: '' });
    expect(await get()).toEqual({ code: 0, data: { name: '字典', count: 1 }, msg: '' });
    expect(calls).toBe(1);
  });

  it('is built again for another variant, and for a replaced fact', async () => {
    expect((await get('other')).data).toEqual({ name: '字典', count: 2 });
    fact = { name: '字典（改）', secret: 'still not' };
    expect((await get()).data).toEqual({ name: '字典（改）', count: 3 });
    expect(await get()).toMatchObject({ data: { count: 3 } });
  });
});
