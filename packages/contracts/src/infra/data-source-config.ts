/**
 * 数据源配置 (`/infra/data-source-config`): the PostgreSQL databases the code generator reads
 * tables from. The reference's paths and fields; its list is unpaged. Row 0 (`master`) is the
 * product's own database: listed first, read by `get?id=0`, never changed or deleted.
 *
 * Tenon's differences, on purpose: only PostgreSQL (`jdbc:postgresql://host[:port]/db`, as the
 * reference's console sends it, or `postgresql://` / `postgres://`, with at most `sslmode` after
 * `?`; no user or password inside the URL); the password is write-only (`passwordSet` says whether
 * one is stored; an update without one keeps it, unless it changes the URL or the user name).
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { MAX_ID } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { resource } from '../resource.ts';

/** The master data source's id and name: the product's own database. */
export const MASTER_DATA_SOURCE_ID = 0;
export const MASTER_DATA_SOURCE_NAME = 'master';

/** An id including the master's 0, so `get?id=0` reads it and changing it is refused in words, not as a bad id. */
const DataSourceId = () => Type.Integer({ minimum: 0, maximum: MAX_ID, title: '编号' });
const DataSourceIdQuery = Type.Object({ id: DataSourceId() });

export const DataSourceConfigResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Without credentials; the master's on the embedded start is `pglite://<DATA_DIR>`. */
  url: Type.String(),
  username: Type.String(),
  /** Tenon: whether a password is stored (the password itself is never answered). */
  passwordSet: Type.Boolean(),
  createTime: Type.Integer(),
});
export type DataSourceConfig = Type.Static<typeof DataSourceConfigResp>;

const editable = {
  name: Type.String({ minLength: 1, maxLength: 100, title: '数据源名称' }),
  url: Type.String({ minLength: 1, maxLength: 1024, title: '数据源连接' }),
  username: Type.String({ minLength: 1, maxLength: 255, title: '用户名' }),
  /** Left out (or empty) in an update: the stored one is kept. */
  password: Type.Optional(Type.String({ maxLength: 255, title: '密码' })),
};

const base = '/infra/data-source-config';
const permissions = Permissions.infra.dataSourceConfig;

export const dataSourceConfigApi = apiGroup('数据源配置', {
  create: endpoint({
    method: 'POST',
    path: `${base}/create`,
    access: { permission: permissions.create },
    summary: '创建数据源配置（先试连接，连不上则拒绝），返回编号',
    body: Type.Object(editable),
    response: Type.Integer(),
  }),
  update: endpoint({
    method: 'PUT',
    path: `${base}/update`,
    access: { permission: permissions.update },
    summary: '修改数据源配置（先试连接；主数据源不能修改）',
    body: Type.Object({ id: DataSourceId(), ...editable }),
    response: Type.Boolean(),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${base}/delete`,
    access: { permission: permissions.delete },
    summary: '删除数据源配置（主数据源不能删除）',
    query: DataSourceIdQuery,
    response: Type.Boolean(),
  }),
  get: endpoint({
    method: 'GET',
    path: `${base}/get`,
    access: { permission: permissions.query },
    summary: '获得数据源配置（id=0 为主数据源；不含密码）',
    query: DataSourceIdQuery,
    response: DataSourceConfigResp,
  }),
  list: endpoint({
    method: 'GET',
    path: `${base}/list`,
    access: { permission: permissions.query },
    summary: '获得数据源配置列表（主数据源在前，不分页）',
    response: Type.Array(DataSourceConfigResp),
  }),
}, { platform: true });

/** 数据源配置's list and form: the list is the whole unpaged list; the password is the form's own. */
export const dataSourceConfigResource = resource({
  api: { ...dataSourceConfigApi, page: dataSourceConfigApi.list },
  noun: '数据源配置',
  fields: {
    id: { title: '主键编号', width: 100 },
    name: { title: '数据源名称', form: { placeholder: '请输入参数名称' } },
    url: { title: '数据源连接', width: 360, form: { placeholder: '请输入数据源连接', tooltip: '只支持 PostgreSQL，例如 jdbc:postgresql://127.0.0.1:5432/tenon' } },
    username: { title: '用户名' },
    password: { title: '密码', formOnly: true, form: { tooltip: '修改时留空，则保留原密码；修改了数据源连接或用户名时须重新输入' } },
    createTime: { title: '创建时间', kind: 'dateTime' },
  },
  form: ['name', 'url', 'username', 'password'],
});
