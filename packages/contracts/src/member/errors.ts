/** The member area's coded errors (the reference's member module, 1_004_xxx_xxx). */
import type { ErrorCode } from '../errors.ts';

export const MemberErrorCodes = {
  MEMBER_USER_NOT_EXISTS: { code: 1_004_001_000, msg: '用户不存在' },
  MEMBER_AUTH_LOGIN_BAD_CREDENTIALS: { code: 1_004_003_000, msg: '登录失败，账号密码不正确' },
  MEMBER_AUTH_LOGIN_USER_DISABLED: { code: 1_004_003_001, msg: '登录失败，账号被禁用' },
  ADDRESS_NOT_EXISTS: { code: 1_004_004_000, msg: '用户收件地址不存在' },
  /** Tenon: the reference stores any area id; ours must name an area of the 地区 tree. */
  ADDRESS_AREA_NOT_EXISTS: { code: 1_004_004_001, msg: '地区编号({})不存在' },
  /** Tenon: a member keeps at most MEMBER_ADDRESS_MAX addresses (the reference has no limit). */
  ADDRESS_COUNT_MAX: { code: 1_004_004_002, msg: '收件地址最多 {} 个，请先删除不用的地址' },
} as const satisfies Record<string, ErrorCode>;
