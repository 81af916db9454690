/**
 * resourceWhere on a fixture resource, read as the SQL it writes: each filter kind, a filter the
 * request leaves out, a field named otherwise as a filter, and a filter whose condition the
 * feature writes itself.
 */
import { describe, expect, it } from 'vitest';
import { eq, ne, type SQL } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import Type from 'typebox';
import { apiGroup, DateTimeRange, endpoint, PageResult, Permissions, resource } from '@tenon/contracts';
import { resourceWhere } from './resourceFilters.ts';

const gadget = pgTable('gadget', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  status: integer('status').notNull(),
  code: integer('code').notNull(),
  createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull(),
});
const filters = {
  name: Type.Optional(Type.String()),
  state: Type.Optional(Type.Integer()),
  ok: Type.Optional(Type.Boolean()),
  createTime: Type.Optional(DateTimeRange('创建时间')),
};
const gadgetApi = apiGroup('小部件', {
  page: endpoint({
    method: 'GET',
    path: '/test/gadget/page',
    summary: '部件分页',
    access: { permission: Permissions.system.post.query },
    query: Type.Object(filters),
    response: PageResult(Type.Object({ id: Type.Integer(), name: Type.String(), status: Type.Integer(), code: Type.Integer(), createTime: Type.Integer() })),
  }),
});
const gadgets = resource({
  api: gadgetApi,
  noun: '部件',
  fields: {
    name: { title: '名称', filter: 'contains' },
    status: { title: '状态', filter: 'equals', filterName: 'state' },
    code: { title: '结果', filter: 'equals', filterName: 'ok' },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
});

const dialect = new PgDialect();
const sqlOf = (where: SQL | undefined) => {
  if (!where) return undefined;
  const { sql, params } = dialect.sqlToQuery(where);
  return { sql, params };
};
const succeeded = (ok: boolean) => (ok ? eq(gadget.code, 0) : ne(gadget.code, 0));

describe('resourceWhere', () => {
  it('adds nothing for filters the request leaves out or empty', () => {
    expect(sqlOf(resourceWhere(gadget, gadgets, { name: '', createTime: undefined }, 'Asia/Shanghai', { ok: succeeded }))).toBeUndefined();
  });

  it('writes each kind: contains literally, equals under the filter’s own name, a day range in the time zone', () => {
    const query = sqlOf(resourceWhere(gadget, gadgets, { name: '5%', state: 1, createTime: ['2024-05-01 00:00:00', '2024-05-31 23:59:59'] }, 'Asia/Shanghai', { ok: succeeded }))!;
    expect(query.sql).toBe(
      '("gadget"."name" ILIKE $1 and "gadget"."status" = $2 and ("gadget"."create_time" >= ($3::timestamp AT TIME ZONE $4) and "gadget"."create_time" <= ($5::timestamp AT TIME ZONE $6)))',
    );
    expect(query.params).toEqual(['%5\\%%', 1, '2024-05-01 00:00:00', 'Asia/Shanghai', '2024-05-31 23:59:59', 'Asia/Shanghai']);
  });

  it('needs the time zone only for a resource with a date range filter', () => {
    const named = resource({ api: gadgetApi, noun: '部件', fields: { name: { title: '名称', filter: 'contains' } } });
    expect(sqlOf(resourceWhere(gadget, named, { name: 'x' }, undefined))).toEqual({ sql: '"gadget"."name" ILIKE $1', params: ['%x%'] });
    expect(() => resourceWhere(gadget, gadgets, {}, undefined, { ok: succeeded })).toThrow('部件: the date filter createTime needs the product\'s time zone');
  });

  it('bounds a range by its Min and Max filters, either alone', () => {
    const ranged = resource({
      api: apiGroup('小部件', { page: endpoint({ ...gadgetApi.page, query: Type.Object({ codeMin: Type.Optional(Type.Integer()), codeMax: Type.Optional(Type.Integer()) }) }) }),
      noun: '部件',
      fields: { code: { title: '结果', filter: 'range' } },
    });
    expect(sqlOf(resourceWhere(gadget, ranged, { codeMin: 10, codeMax: 20 }, undefined))).toEqual({ sql: '("gadget"."code" >= $1 and "gadget"."code" <= $2)', params: [10, 20] });
    expect(sqlOf(resourceWhere(gadget, ranged, { codeMax: 0 }, undefined))).toEqual({ sql: '"gadget"."code" <= $1', params: [0] });
    expect(sqlOf(resourceWhere(gadget, ranged, {}, undefined))).toBeUndefined();
  });

  it('leaves a filter to the feature’s own condition where it writes one', () => {
    expect(sqlOf(resourceWhere(gadget, gadgets, { ok: true }, 'Asia/Shanghai', { ok: succeeded }))).toEqual({ sql: '"gadget"."code" = $1', params: [0] });
    expect(sqlOf(resourceWhere(gadget, gadgets, { ok: false }, 'Asia/Shanghai', { ok: succeeded }))).toEqual({ sql: '"gadget"."code" <> $1', params: [0] });
  });
});
