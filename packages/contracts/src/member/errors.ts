/** The member area's coded errors (the reference's member module, 1_004_xxx_xxx). */
import type { ErrorCode } from '../errors.ts';

export const MemberErrorCodes = {
  MEMBER_USER_NOT_EXISTS: { code: 1_004_001_000, msg: '用户不存在' },
  MEMBER_AUTH_LOGIN_BAD_CREDENTIALS: { code: 1_004_003_000, msg: '登录失败，账号密码不正确' },
  MEMBER_AUTH_LOGIN_USER_DISABLED: { code: 1_004_003_001, msg: '登录失败，账号被禁用' },
} as const satisfies Record<string, ErrorCode>;
