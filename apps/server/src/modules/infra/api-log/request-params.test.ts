/** What the API logs keep of a request's parameters: secrets masked at any depth, bounded in size and depth. */
import { describe, expect, it } from 'vitest';
import { REQUEST_PARAMS_MAX_CHARS, requestParams } from './request-params.ts';
import { MASK } from '../../../platform/bounded-json.ts';
import { errorFieldsOf, firstFrame } from './api-log.hook.ts';

describe('requestParams', () => {
  it('keeps the query and the body, and nothing for an empty request', () => {
    expect(JSON.parse(requestParams({ pageNo: '1' }, { name: '岗位' }))).toEqual({ query: { pageNo: '1' }, body: { name: '岗位' } });
    expect(requestParams({}, undefined)).toBe('');
  });

  it('masks every key naming a secret, at any depth', () => {
    const text = requestParams(
      { accessToken: 'q-token' },
      { password: 'p1', nested: { list: [{ accessSecret: 's1', clientSecret: 's2', apiKey: 'k' }], credentials: { a: 1 }, oldPass: 'x' }, name: 'ok' },
    );
    for (const secret of ['q-token', 'p1', 's1', 's2', '"k"', '"a":1', '"x"']) expect(text).not.toContain(secret);
    expect(JSON.parse(text)).toEqual({
      query: { accessToken: MASK },
      body: { password: MASK, nested: { list: [{ accessSecret: MASK, clientSecret: MASK, apiKey: MASK }], credentials: MASK, oldPass: MASK }, name: 'ok' },
    });
  });

  it('is bounded: long bodies are cut, deep ones stop at a depth', () => {
    const big = { rows: Array.from({ length: 100_000 }, (_, i) => ({ i, text: 'x'.repeat(50) })) };
    expect(requestParams(undefined, big).length).toBe(REQUEST_PARAMS_MAX_CHARS);
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(requestParams(undefined, { deep })).toContain('[…]');
    // PostgreSQL text cannot hold NUL: JSON writes it escaped.
    expect(requestParams(undefined, { t: 'a\u0000b' })).not.toContain(String.fromCharCode(0));
  });
});

describe('error fields', () => {
  it('reads the first frame of a stack', () => {
    expect(firstFrame('Error: x\n    at PostService.create (/app/src/post.ts:12:5)\n    at next (/x.js:1:1)')).toEqual({ method: 'PostService.create', file: '/app/src/post.ts', line: 12 });
    expect(firstFrame('Error: x\n    at /app/src/a.ts:7:3')).toEqual({ method: '', file: '/app/src/a.ts', line: 7 });
    expect(firstFrame(undefined)).toEqual({ method: '', file: '', line: 0 });
  });

  it('names the exception and its root cause', () => {
    const err = new TypeError('外层', { cause: new Error('中间', { cause: new Error('根因') }) });
    expect(errorFieldsOf(err, 5)).toMatchObject({ exceptionTime: 5, exceptionName: 'TypeError', exceptionClassName: 'TypeError', exceptionMessage: '外层', exceptionRootCauseMessage: '根因' });
    expect(errorFieldsOf('not an error', 1)).toMatchObject({ exceptionName: 'Error', exceptionMessage: 'not an error' });
  });
});
