/** The signed-in user's own profile (个人中心). Every call acts on the caller only. */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { NullableEpochMs } from '../common.ts';
import { Password } from './user.ts';
import { MOBILE_PATTERN } from './shared-fields.ts';

export const UserProfileResp = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  sex: Type.Integer(),
  avatar: Type.String(),
  status: Type.Integer(),
  remark: Type.String(),
  loginIp: Type.String(),
  loginDate: NullableEpochMs,
  createTime: Type.Integer(),
  roles: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  dept: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  posts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  socialUsers: Type.Array(Type.Object({ type: Type.Integer(), openid: Type.String() })),
});
export type UserProfile = Type.Static<typeof UserProfileResp>;

/** The avatar upload, served as POST and as PUT (the reference's console sends PUT). */
const updateAvatar = <M extends 'POST' | 'PUT'>(method: M) =>
  endpoint({
    method,
    path: '/system/user/profile/update-avatar',
    access: { login: true },
    consumes: 'multipart',
    summary: '上传头像（multipart 字段 avatarFile：PNG、JPEG、GIF 或 WebP，不超过 2 MB），返回头像地址',
    response: Type.String(),
  });

export const userProfileApi = apiGroup('用户管理', {
  get: endpoint({
    method: 'GET',
    path: '/system/user/profile/get',
    access: { login: true },
    summary: '获得登录用户的个人信息',
    response: UserProfileResp,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/system/user/profile/update',
    access: { login: true },
    summary: '修改个人信息（昵称、邮箱、手机、性别）',
    body: Type.Object({
      nickname: Type.String({ minLength: 1, maxLength: 30, title: '用户昵称' }),
      email: Type.Optional(
        Type.Union([Type.Literal(''), Type.String({ maxLength: 50, format: 'email', title: '邮箱' })], { title: '邮箱' }),
      ),
      mobile: Type.Optional(Type.Union([Type.Literal(''), Type.String({ maxLength: 20, pattern: MOBILE_PATTERN, title: '手机号码' })], { title: '手机号码' })),
      sex: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, title: '用户性别' })),
    }),
    response: Type.Boolean(),
  }),
  updatePassword: endpoint({
    method: 'PUT',
    path: '/system/user/profile/update-password',
    access: { login: true },
    summary: '修改个人密码（需要旧密码；成功后本人的其他会话全部下线）',
    body: Type.Object({
      oldPassword: Type.String({ minLength: 1, maxLength: 64, title: '旧密码' }),
      newPassword: Password('新密码'),
    }),
    response: Type.Boolean(),
  }),
  /** multipart/form-data with one image file in the field `avatarFile`; answers the new avatar URL. */
  updateAvatar: updateAvatar('POST'),
  // The reference's Vue 2 console uploads with PUT (docs/compatibility.md, 个人中心); same handler, same answer.
  updateAvatarPut: updateAvatar('PUT'),
});
