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
>(opts: {
  /** e.g. '/system/post' */
  base: string;
  /** e.g. '岗位' — used in summaries. */
  noun: string;
  permissions: P;
  resp: R;
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
      response: opts.resp,
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
