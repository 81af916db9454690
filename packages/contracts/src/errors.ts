/**
 * The coded error catalogue, shared so the web can recognise the few codes and messages it
 * must treat specially (the refresh flow swallows the two refresh-token messages).
 * Codes follow the reference: global codes 400..999, system module 1_002_xxx_xxx.
 */
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

export interface ErrorCode {
  code: number;
  msg: string;
}

const e = (code: number, msg: string): ErrorCode => ({ code, msg });

export const ErrorCodes = {
  BAD_REQUEST: e(400, '请求参数不正确'),
  UNAUTHORIZED: e(401, '账号未登录'),
  FORBIDDEN: e(403, '没有该操作权限'),
  NOT_FOUND: e(404, '请求未找到'),
  METHOD_NOT_ALLOWED: e(405, '请求方法不正确'),
  TOO_MANY_REQUESTS: e(429, '请求过于频繁，请稍后重试'),
  INTERNAL_SERVER_ERROR: e(500, '系统异常'),

  TENANT_ID_MISSING: e(400, '请求的租户标识未传递，请进行排查'),
  TENANT_ID_INVALID: e(400, '请求的租户标识格式不正确'),
  TENANT_MISMATCH: e(403, '您无权访问该租户的数据'),
  INVALID_REFRESH_TOKEN: e(400, '无效的刷新令牌'),
  REFRESH_TOKEN_EXPIRED: e(401, '刷新令牌已过期'),

  AUTH_LOGIN_BAD_CREDENTIALS: e(1_002_000_000, '登录失败，账号密码不正确'),
  AUTH_LOGIN_USER_DISABLED: e(1_002_000_001, '登录失败，账号被禁用'),
  AUTH_LOGIN_CAPTCHA_CODE_ERROR: e(1_002_000_004, '验证码不正确，原因：{}'),
  AUTH_LOGIN_TOO_MANY_ATTEMPTS: e(1_002_000_010, '登录失败次数过多，请 {} 分钟后再试'),
  USER_MOBILE_EXISTS: e(1_002_003_001, '手机号已经存在'),
  USER_EMAIL_EXISTS: e(1_002_003_002, '邮箱已经存在'),
  USER_NOT_EXISTS: e(1_002_003_003, '用户不存在'),
  USER_PASSWORD_FAILED: e(1_002_003_005, '旧密码不正确'),
  USER_AVATAR_INVALID: e(1_002_003_010, '{}'),
  TENANT_NOT_EXISTS: e(1_002_015_000, '租户不存在'),
  TENANT_DISABLE: e(1_002_015_001, '名字为【{}】的租户已被禁用'),
  TENANT_EXPIRE: e(1_002_015_002, '名字为【{}】的租户已过期'),
  NOTIFY_TEMPLATE_NOT_EXISTS: e(1_002_023_000, '站内信模版不存在'),
  NOTIFY_TEMPLATE_DISABLED: e(1_002_023_001, '站内信模版【{}】已停用，无法发送'),
  NOTIFY_SEND_TEMPLATE_PARAM_MISS: e(1_002_025_000, '模板参数({})缺失'),
} as const satisfies Record<string, ErrorCode>;

/** Messages the client rejects silently (they come from the refresh call itself). */
export const SILENT_REFRESH_MESSAGES: readonly string[] = [
  ErrorCodes.INVALID_REFRESH_TOKEN.msg,
  ErrorCodes.REFRESH_TOKEN_EXPIRED.msg,
];
