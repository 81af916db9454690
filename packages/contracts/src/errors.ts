/**
 * The coded error catalogue, shared so the web can recognise the few codes and messages it
 * must treat specially (the refresh flow swallows the two refresh-token messages).
 * Codes follow the reference: global codes 400..999 here, each area's module codes (system
 * 1_002_xxx_xxx, infra 1_001, member 1_004, bpm 1_009) in its `<area>/errors.ts`.
 */
import { errorCode, type ErrorTable } from './area-kit.ts';
import { bpmErrors } from './bpm/errors.ts';
import { infraErrors } from './infra/errors.ts';
import { MemberErrorCodes } from './member/errors.ts';
import { productErrors } from './product/errors.ts';
import { promotionErrors } from './promotion/errors.ts';
import { payErrors } from './pay/errors.ts';
import { tradeErrors } from './trade/errors.ts';
import { systemErrors } from './system/errors.ts';

export const GlobalCode = {
  SUCCESS: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  LOCKED: 423,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  NOT_IMPLEMENTED: 501,
  REPEATED_REQUESTS: 900,
  DEMO_DENY: 901,
  UNKNOWN: 999,
} as const;

export type { ErrorCode } from './area-kit.ts';

/** The global codes (400..999): shared by every area, several messages to one code. */
const globalErrors = {
  BAD_REQUEST: errorCode(400, '请求参数不正确'),
  UNAUTHORIZED: errorCode(401, '账号未登录'),
  FORBIDDEN: errorCode(403, '没有该操作权限'),
  NOT_FOUND: errorCode(404, '请求未找到'),
  METHOD_NOT_ALLOWED: errorCode(405, '请求方法不正确'),
  TOO_MANY_REQUESTS: errorCode(429, '请求过于频繁，请稍后重试'),
  INTERNAL_SERVER_ERROR: errorCode(500, '系统异常'),

  TENANT_ID_MISSING: errorCode(400, '请求的租户标识未传递，请进行排查'),
  TENANT_ID_INVALID: errorCode(400, '请求的租户标识格式不正确'),
  TENANT_MISMATCH: errorCode(403, '您无权访问该租户的数据'),
  INVALID_REFRESH_TOKEN: errorCode(400, '无效的刷新令牌'),
  REFRESH_TOKEN_EXPIRED: errorCode(401, '刷新令牌已过期'),

  /** Tenon: menus, tenants and packages are shared by the whole platform: the system tenant manages them. */
  SYSTEM_TENANT_ONLY: errorCode(403, '只有系统租户的用户可以进行该操作'),
  /** Tenon: 地区's IP lookup given text that is no IP address. */
  AREA_IP_INVALID: errorCode(400, 'IP 地址格式不正确：{}'),
} as const satisfies ErrorTable;

/**
 * The whole catalogue, one line per area: an area's module codes (1_0MM_xxx_xxx) are declared in
 * its `<area>/errors.ts`. A name or a number declared by two areas fails registry.test.ts.
 */
export const ErrorCodes = {
  ...globalErrors,
  ...systemErrors,
  ...infraErrors,
  ...bpmErrors,
  ...MemberErrorCodes,
  ...productErrors,
  ...promotionErrors,
  ...payErrors,
  ...tradeErrors,
} as const satisfies ErrorTable;

/** Each part of the catalogue by its owner, for the checks that no two of them collide. */
export const errorTables: Readonly<Record<string, ErrorTable>> = {
  global: globalErrors,
  system: systemErrors,
  infra: infraErrors,
  bpm: bpmErrors,
  member: MemberErrorCodes,
  product: productErrors,
  promotion: promotionErrors,
  pay: payErrors,
  trade: tradeErrors,
};

/** Messages the client rejects silently (they come from the refresh call itself). */
export const SILENT_REFRESH_MESSAGES: readonly string[] = [
  ErrorCodes.INVALID_REFRESH_TOKEN.msg,
  ErrorCodes.REFRESH_TOKEN_EXPIRED.msg,
];
