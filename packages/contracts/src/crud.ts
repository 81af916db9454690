/**
 * The five calls every managed entity has (reference shorthand C U D G P): create, update,
 * delete, get and page, declared from one description so paths, permissions and schemas follow
 * one rule. Entities add their extra calls beside the result.
 */
import Type, { type TObject, type TSchema } from 'typebox';
import { endpoint } from './endpoint.ts';
import { IdQuery, PageParam, PageResult } from './common.ts';
import type { Permission } from './permissions.ts';

export interface CrudPermissions {
  query: Permission;
  create: Permission;
  update: Permission;
  delete: Permission;
}

export function crudEndpoints<
  R extends TSchema,
  C extends TObject,
  U extends TObject,
  F extends TObject,
  const P extends CrudPermissions,
  G extends TSchema = R,
>(opts: {
  /** e.g. '/system/post' */
  base: string;
  /** e.g. '岗位' — used in summaries. */
  noun: string;
  permissions: P;
  resp: R;
  /** What `get` answers, where it is more than a page's row (a master with its sub-table rows). */
  getResp?: G;
  create: C;
  update: U;
  /** Page filters (pageNo/pageSize are added). */
  filters: F;
}) {
  const { base, noun, permissions } = opts;
  return {
    create: endpoint({
      method: 'POST',
      path: `${base}/create`,
      access: { permission: permissions.create },
      summary: `创建${noun}，返回编号`,
      body: opts.create,
      response: Type.Integer(),
    }),
    update: endpoint({
      method: 'PUT',
      path: `${base}/update`,
      access: { permission: permissions.update },
      summary: `修改${noun}`,
      body: opts.update,
      response: Type.Boolean(),
    }),
    delete: endpoint({
      method: 'DELETE',
      path: `${base}/delete`,
      access: { permission: permissions.delete },
      summary: `删除${noun}`,
      query: IdQuery,
      response: Type.Boolean(),
    }),
    get: endpoint({
      method: 'GET',
      path: `${base}/get`,
      access: { permission: permissions.query },
      summary: `获得${noun}`,
      query: IdQuery,
      response: (opts.getResp ?? opts.resp) as G,
    }),
    page: endpoint({
      method: 'GET',
      path: `${base}/page`,
      access: { permission: permissions.query },
      summary: `获得${noun}分页`,
      // Spelled out so the page query's type keeps the filters (a generic spread would lose them).
      query: Type.Object({ ...PageParam, ...opts.filters.properties } as typeof PageParam & F['properties']),
      response: PageResult(opts.resp),
    }),
  };
}

/**
 * A tree's calls (a generated 树表): the same create, update, delete and get, and instead of the
 * page a `list` answering every row under the filters flat, which the screen nests by `parentId`.
 */
export function treeCrudEndpoints<
  R extends TSchema,
  C extends TObject,
  U extends TObject,
  F extends TObject,
  const P extends CrudPermissions,
>(opts: { base: string; noun: string; permissions: P; resp: R; create: C; update: U; filters: F }) {
  const { page: _page, ...calls } = crudEndpoints(opts);
  return {
    ...calls,
    list: endpoint({
      method: 'GET',
      path: `${opts.base}/list`,
      access: { permission: opts.permissions.query },
      summary: `获得${opts.noun}列表（平铺，按上级编号连成树）`,
      query: opts.filters,
      response: Type.Array(opts.resp),
    }),
  };
}
