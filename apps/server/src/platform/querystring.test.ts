import { describe, expect, it } from 'vitest';
import { parseQueryString } from './querystring.ts';

describe('parseQueryString', () => {
  it('reads date ranges, repeated keys, objects and plain values', () => {
    expect(
      parseQueryString(
        'createTime%5B0%5D=2026-11-01+00%3A00%3A00&createTime%5B1%5D=2026-11-22+23%3A59%3A59&ids=1&ids=2&p[a]=x&pageNo=1',
      ),
    ).toEqual({ createTime: ['2026-11-01 00:00:00', '2026-11-22 23:59:59'], ids: ['1', '2'], p: { a: 'x' }, pageNo: '1' });
  });

  it('ignores prototype keys and absurd indexes', () => {
    const q = parseQueryString('__proto__[x]=1&a[__proto__]=2&b[100000]=3');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(q).toEqual({});
  });
});
