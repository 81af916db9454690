import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { Id } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Remark, SimpleItem, Status } from '../system/shared-fields.ts';

/**
 * A process form: what the form designer saved. `conf` is the form's settings and each entry
 * of `fields` one field's rule, both JSON text (the reference's wire shape); the server checks
 * they parse as JSON objects and that no two fields share a field name.
 */
export const FormResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: Type.Integer(),
  remark: Type.String(),
  conf: Type.String(),
  fields: Type.Array(Type.String()),
  createTime: Type.Integer(),
});
export type BpmForm = Type.Static<typeof FormResp>;

/**
 * A field's name is the process variable its value is stored under, so it must be usable in a
 * flow condition (`${days > 3}`): a letter or underscore, then letters, digits and underscores.
 */
export const FORM_FIELD_NAME_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';
export const FORM_FIELD_NAME_MAX_LENGTH = 64;

/** Generous bounds: a form is a screen of fields, not a document. */
export const FORM_CONF_MAX_LENGTH = 65_536;
export const FORM_FIELD_MAX_LENGTH = 65_536;
export const FORM_FIELDS_MAX_ITEMS = 500;

const formFields = {
  name: Type.String({ minLength: 1, maxLength: 64, title: '表单名' }),
  status: Status('开启状态'),
  remark: Type.Optional(Remark()),
  conf: Type.String({ minLength: 2, maxLength: FORM_CONF_MAX_LENGTH, title: '表单的配置' }),
  fields: Type.Array(Type.String({ minLength: 2, maxLength: FORM_FIELD_MAX_LENGTH, title: '表单项的数组' }), {
    maxItems: FORM_FIELDS_MAX_ITEMS,
    title: '表单项的数组',
  }),
};

export const formApi = apiGroup('流程表单', {
  ...crudEndpoints({
    base: '/bpm/form',
    noun: '流程表单',
    permissions: Permissions.bpm.form,
    resp: FormResp,
    create: Type.Object(formFields),
    update: Type.Object({ id: Id(), ...formFields }),
    filters: Type.Object({ name: Type.Optional(Type.String({ maxLength: 64, title: '表单名' })) }),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/bpm/form/list-all-simple',
    access: { login: true },
    summary: '启用流程表单的精简列表（流程模型选择表单时使用）',
    response: Type.Array(SimpleItem),
  }),
});

/** 流程表单's list: each column's title once (新增 and 修改 are the form designer's). */
export const formResource = resource({
  api: formApi,
  noun: '流程表单',
  fields: {
    id: { title: '编号' },
    name: { title: '表单名', filter: 'contains' },
    status: { title: '状态', dict: Dicts.commonStatus },
    remark: { title: '备注' },
    createTime: { title: '创建时间', kind: 'dateTime' },
  },
});
