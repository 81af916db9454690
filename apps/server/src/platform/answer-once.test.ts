/**
 * A hot route's answer serialised once per cached fact (answer-once.ts): the same text while the
 * owner object is the same, a new one for a new owner, and only the contract's fields, as the
 * route's own serializer writes them.
 */
import zlib from 'node:zlib';
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

const fetchRaw = (variant: string | undefined, acceptEncoding?: string) =>
  app.inject({ url: `${API_BASE}/test/answer-once${variant ? `?variant=${variant}` : ''}`, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

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

  it('is sent compressed to a client that takes it, the same answer in fewer bytes, and small answers as they are', async () => {
    fact = { name: '部门'.repeat(2_000), secret: 'not in the contract' };
    const plain = await fetchRaw('big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const expected = plain.json();
    expect(expected.data.name).toHaveLength(4_000);

    const br = await fetchRaw('big', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);

    const gz = await fetchRaw('big', 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(expected);
    expect((await fetchRaw('big', 'gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
    // Compressed once: the same bytes again.
    expect((await fetchRaw('big', 'gzip')).rawPayload.equals(gz.rawPayload)).toBe(true);

    fact = { name: '字典', secret: 'still not' };
    const small = await fetchRaw('small', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().data.name).toBe('字典');
  });
});
