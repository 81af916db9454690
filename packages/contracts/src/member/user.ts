/** The signed-in member's own account (the app surface's `member/user/*`). */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';

export const MemberUserInfo = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  mobile: Type.String(),
});

export const memberUserApi = apiGroup(
  '会员用户',
  {
    get: endpoint({
      method: 'GET',
      path: '/member/user/get',
      access: { member: true },
      summary: '获得当前会员的基本信息',
      response: MemberUserInfo,
    }),
  },
  { surface: 'app' },
);
