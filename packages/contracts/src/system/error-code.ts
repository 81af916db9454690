/**
 * 错误码管理 (`/system/error-code`): the product's coded messages as rows. Type 1 rows mirror the
 * catalogue in `errors.ts` (synced at every start); an administrator's edit makes a row type 2,
 * and from then on the API answers that code with the edited message.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeRange, Id, MAX_INT32 } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Permissions } from '../permissions.ts';

/** `type` (dictionary `system_error_code_type`): 1 自动生成 (the catalogue's), 2 手动编辑. */
export const ErrorCodeType = { AUTO: 1, MANUAL: 2 } as const;

export const ErrorCodeResp = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  applicationName: Type.String(),
  code: Type.Integer(),
  message: Type.String(),
  memo: Type.String(),
  createTime: Type.Integer(),
});
export type ErrorCodeRow = Type.Static<typeof ErrorCodeResp>;

const errorCodeFields = {
  applicationName: Type.String({ minLength: 1, maxLength: 50, title: '应用名' }),
  code: Type.Integer({ minimum: 1, maximum: MAX_INT32, title: '错误码编码' }),
  message: Type.String({ minLength: 1, maxLength: 512, title: '错误码错误提示' }),
  memo: Type.Optional(Type.String({ maxLength: 512, title: '备注' })),
};

const filters = Type.Object({
  type: Type.Optional(Type.Integer({ minimum: 1, maximum: 2, title: '错误码类型' })),
  applicationName: Type.Optional(Type.String({ maxLength: 50, title: '应用名' })),
  code: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_INT32, title: '错误码编码' })),
  message: Type.Optional(Type.String({ maxLength: 512, title: '错误码错误提示' })),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const errorCodeApi = apiGroup('错误码管理', {
  ...crudEndpoints({
    base: '/system/error-code',
    noun: '错误码',
    permissions: Permissions.system.errorCode,
    resp: ErrorCodeResp,
    create: Type.Object(errorCodeFields),
    update: Type.Object({ id: Id(), ...errorCodeFields }),
    filters,
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/error-code/export-excel',
    access: { permission: Permissions.system.errorCode.export },
    produces: 'file',
    summary: '导出错误码（xlsx）',
    query: filters,
    response: Type.Unknown(),
  }),
}, { platform: true });

/** 错误码管理's list, search, form, noun and export, once. */
export const errorCodeResource = resource({
  api: errorCodeApi,
  noun: '错误码',
  exportFile: '错误码.xlsx',
  fields: {
    id: { title: '编号' },
    type: { title: '类型', dict: Dicts.systemErrorCodeType, filter: 'equals', search: { label: '错误码类型' } },
    applicationName: { title: '应用名', filter: 'contains' },
    code: { title: '错误码编码', filter: 'equals', form: { placeholder: '请输入错误码编码' } },
    message: { title: '错误码错误提示', kind: 'textarea', filter: 'contains' },
    memo: { title: '备注', kind: 'textarea', list: false },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['applicationName', 'code', 'message', 'memo'],
});
