import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, DateTimeRange, Id } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { IdList, SimpleItem, Status } from '../system/shared-fields.ts';

/** A named set of users of the tenant, used as candidates when assigning process tasks. */
export const UserGroupResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  memberUserIds: Type.Array(Type.Integer()),
  status: Type.Integer(),
  createTime: Type.Integer(),
});
export type BpmUserGroup = Type.Static<typeof UserGroupResp>;

const groupFields = {
  name: Type.String({ minLength: 1, maxLength: 30, title: '组名' }),
  description: Type.Optional(Type.String({ maxLength: 255, title: '描述' })),
  memberUserIds: IdList('成员'),
  status: Status(),
};

export const userGroupApi = apiGroup('用户分组', {
  ...crudEndpoints({
    base: '/bpm/user-group',
    noun: '用户组',
    permissions: Permissions.bpm.userGroup,
    resp: UserGroupResp,
    create: Type.Object(groupFields),
    update: Type.Object({ id: Id(), ...groupFields }),
    filters: Type.Object({
      name: Type.Optional(Type.String({ maxLength: 30, title: '组名' })),
      status: Type.Optional(Status()),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/bpm/user-group/list-all-simple',
    access: { login: true },
    summary: '启用用户组的精简列表（任务分配规则选择用户组时使用）',
    response: Type.Array(SimpleItem),
  }),
});

/** 用户分组's list and form: each column's title once. */
export const userGroupResource = resource({
  api: userGroupApi,
  noun: '用户组',
  fields: {
    id: { title: '编号' },
    name: { title: '组名', filter: 'contains' },
    description: { title: '描述', kind: 'textarea' },
    memberUserIds: { title: '成员' },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals' },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  defaults: { status: CommonStatus.ENABLE, memberUserIds: [] },
});
