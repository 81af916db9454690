import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeRange, Id, NullableEpochMs } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Email, IdList, Mobile, Remark, Status } from './shared-fields.ts';

/** The user screen's export and import-template files (not on a resource yet). */
export const USER_EXPORT_FILE = '用户数据.xlsx';
export const USER_IMPORT_TEMPLATE_FILE = '用户导入模板.xlsx';

export const UserResp = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  remark: Type.String(),
  deptId: Type.Union([Type.Integer(), Type.Null()]),
  postIds: Type.Array(Type.Integer()),
  email: Type.String(),
  mobile: Type.String(),
  sex: Type.Integer(),
  avatar: Type.String(),
  status: Type.Integer(),
  loginIp: Type.String(),
  loginDate: NullableEpochMs,
  createTime: Type.Integer(),
  dept: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
});
export type User = Type.Static<typeof UserResp>;

/** Letters and digits, 4 to 30 (the reference's rule for 用户账号). */
export const USERNAME_PATTERN = '^[a-zA-Z0-9]{4,30}$';

const userFields = {
  username: Type.String({ maxLength: 30, pattern: USERNAME_PATTERN, title: '用户账号' }),
  nickname: Type.String({ minLength: 1, maxLength: 30, title: '用户昵称' }),
  deptId: Type.Optional(Type.Union([Id('部门'), Type.Null()], { title: '部门' })),
  postIds: Type.Optional(IdList('岗位')),
  email: Type.Optional(Email()),
  mobile: Type.Optional(Mobile()),
  sex: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, title: '用户性别' })),
  avatar: Type.Optional(Type.String({ maxLength: 512, title: '头像' })),
  remark: Type.Optional(Remark()),
};

/** The password rule, declared once: the contract's schema, the forms' rule and the server's checks all read it. */
export const PASSWORD_RULE = { min: 6, max: 32, message: '用户密码长度必须介于 6 和 32 之间' } as const;

export const Password = (title = '密码') => Type.String({ minLength: PASSWORD_RULE.min, maxLength: PASSWORD_RULE.max, title });

const crud = crudEndpoints({
  base: '/system/user',
  noun: '用户',
  permissions: Permissions.system.user,
  resp: UserResp,
  create: Type.Object({ ...userFields, password: Password() }),
  update: Type.Object({ id: Id(), ...userFields }),
  filters: Type.Object({
    username: Type.Optional(Type.String({ maxLength: 30, title: '用户账号' })),
    mobile: Type.Optional(Type.String({ maxLength: 20, title: '手机号码' })),
    status: Type.Optional(Status()),
    deptId: Type.Optional(Id('部门')),
    createTime: Type.Optional(DateTimeRange('创建时间')),
  }),
});

export const UserImportResp = Type.Object({
  createUsernames: Type.Array(Type.String()),
  updateUsernames: Type.Array(Type.String()),
  /** username (or 第 N 行 when the row has none) → reason. */
  failureUsernames: Type.Record(Type.String(), Type.String()),
});

export const userApi = apiGroup('用户管理', {
  ...crud,
  updatePassword: endpoint({
    method: 'PUT',
    path: '/system/user/update-password',
    access: { permission: Permissions.system.user.updatePassword },
    summary: '重置用户密码（该用户的全部会话随即下线）',
    body: Type.Object({ id: Id('用户'), password: Password() }),
    response: Type.Boolean(),
  }),
  updateStatus: endpoint({
    method: 'PUT',
    path: '/system/user/update-status',
    access: { permission: Permissions.system.user.update },
    summary: '启用或停用用户（停用即刻下线）',
    body: Type.Object({ id: Id('用户'), status: Status() }),
    response: Type.Boolean(),
  }),
  export: endpoint({
    method: 'GET',
    path: '/system/user/export',
    access: { permission: Permissions.system.user.export },
    produces: 'file',
    summary: '导出用户（xlsx，按列表的筛选条件）',
    query: crud.page.query,
    response: Type.Unknown(),
  }),
  getImportTemplate: endpoint({
    method: 'GET',
    path: '/system/user/get-import-template',
    access: { permission: Permissions.system.user.import },
    produces: 'file',
    summary: '下载用户导入模板（xlsx）',
    response: Type.Unknown(),
  }),
  import: endpoint({
    method: 'POST',
    path: '/system/user/import',
    access: { permission: Permissions.system.user.import },
    consumes: 'multipart',
    summary: '导入用户（multipart 字段 file，xlsx；updateSupport 为 true 或 1 时更新已存在的用户）',
    query: Type.Object({ updateSupport: Type.Optional(Type.Boolean({ default: false, title: '是否更新已存在的用户' })) }),
    response: UserImportResp,
  }),
  listAllSimple: endpoint({
    method: 'GET',
    path: '/system/user/list-all-simple',
    access: { login: true },
    summary: '启用用户的精简列表（选择负责人、接收人时使用）',
    response: Type.Array(Type.Object({ id: Type.Integer(), nickname: Type.String(), deptId: Type.Union([Type.Integer(), Type.Null()]) })),
  }),
});
