/**
 * The members' sign-in (the app surface): password login by mobile, logout, refresh. The paths
 * and shapes are the reference's `member/auth/*` app API; the tokens are members' own, and the
 * admin API never accepts them (nor this API an administrator's).
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { MOBILE_PATTERN } from '../system/shared-fields.ts';

export const MemberLoginReq = Type.Object({
  mobile: Type.String({ minLength: 1, maxLength: 20, pattern: MOBILE_PATTERN, title: '手机号' }),
  password: Type.String({ minLength: 1, maxLength: 64, title: '密码' }),
});

export const MemberTokenResp = Type.Object({
  userId: Type.Integer(),
  accessToken: Type.String(),
  refreshToken: Type.String(),
  /** Access-token expiry, epoch milliseconds. */
  expiresTime: Type.Integer(),
});

export const memberAuthApi = apiGroup(
  '会员认证',
  {
    login: endpoint({
      method: 'POST',
      path: '/member/auth/login',
      access: { public: true },
      summary: '会员使用手机号与密码登录',
      body: MemberLoginReq,
      response: MemberTokenResp,
    }),
    logout: endpoint({
      method: 'POST',
      path: '/member/auth/logout',
      // Public, as the console's: a client holding an expired token can still end its session.
      access: { public: true },
      summary: '会员登出，吊销当前会话的全部令牌',
      response: Type.Boolean(),
    }),
    refreshToken: endpoint({
      method: 'POST',
      path: '/member/auth/refresh-token',
      access: { public: true },
      summary: '会员用刷新令牌换取新的访问令牌（刷新令牌一次性使用并轮换）',
      query: Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 128, title: '刷新令牌' }) }),
      response: MemberTokenResp,
    }),
  },
  { surface: 'app' },
);
