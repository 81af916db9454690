import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Int, MAX_INT16 } from '../common.ts';
import { MOBILE_PATTERN } from './shared-fields.ts';
import { SocialCallback } from './social.ts';
import { Password, USERNAME_PATTERN } from './user.ts';

export const AuthLoginReq = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 30, title: '用户名' }),
  password: Type.String({ minLength: 1, maxLength: 64, title: '密码' }),
  captchaVerification: Type.Optional(Type.String({ maxLength: 2048, title: '验证码' })),
  socialType: Type.Optional(Type.Union([Int('社交平台类型', { minimum: 0, maximum: MAX_INT16 }), Type.Null()], { title: '社交平台类型' })),
  socialCode: Type.Optional(Type.Union([Type.String({ maxLength: 512 }), Type.Null()], { title: '授权码' })),
  socialState: Type.Optional(Type.Union([Type.String({ maxLength: 512 }), Type.Null()], { title: 'state' })),
});

/** The reference's SmsSceneEnum value for the console's SMS login (template `admin-sms-login`). */
export const SmsScene = { ADMIN_MEMBER_LOGIN: 21 } as const;

// The login form trims the mobile before sending it (the reference's page does).
const SmsLoginMobile = Type.String({ minLength: 1, maxLength: 20, pattern: MOBILE_PATTERN, title: '手机号' });

export const SendSmsCodeReq = Type.Object({
  mobile: SmsLoginMobile,
  scene: Type.Literal(SmsScene.ADMIN_MEMBER_LOGIN, { title: '发送场景' }),
});

export const SmsLoginReq = Type.Object({
  mobile: SmsLoginMobile,
  code: Type.String({ minLength: 4, maxLength: 6, title: '验证码' }),
});

export const AuthTokenResp = Type.Object({
  userId: Type.Integer(),
  accessToken: Type.String(),
  refreshToken: Type.String(),
  /** Access-token expiry, epoch milliseconds. */
  expiresTime: Type.Integer(),
});

/**
 * A node of the menu tree (directories and menus only, enabled, sorted). `children` repeats
 * this shape; it is typed loosely because JSON Schema recursion costs more than it protects:
 * the server builds every node field by field, so nothing unlisted can reach it.
 */
export const MenuNode = Type.Object({
  id: Type.Integer(),
  parentId: Type.Integer(),
  name: Type.String(),
  path: Type.String(),
  component: Type.Union([Type.String(), Type.Null()]),
  componentName: Type.Union([Type.String(), Type.Null()]),
  icon: Type.String(),
  visible: Type.Boolean(),
  keepAlive: Type.Boolean(),
  alwaysShow: Type.Boolean(),
  children: Type.Optional(Type.Array(Type.Any())),
});
export type MenuNode = Type.Static<typeof MenuNode> & { children?: MenuNode[] };

export const PermissionInfoResp = Type.Object({
  user: Type.Object({
    id: Type.Integer(),
    userName: Type.String(),
    nickname: Type.String(),
    avatar: Type.String(),
    tenantId: Type.Integer(),
  }),
  roles: Type.Array(Type.String()),
  permissions: Type.Array(Type.String()),
  menus: Type.Array(MenuNode),
  /** The server's time zone (APP_TIME_ZONE), beyond the reference: the web shows times on the clock the exports use. */
  timeZone: Type.Optional(Type.String()),
});
export type PermissionInfo = Omit<Type.Static<typeof PermissionInfoResp>, 'menus'> & { menus: MenuNode[] };

/** Tenon: what the login page offers in this tenant (its 注册 link and its provider buttons). */
export const LoginOptionsResp = Type.Object({
  /** The configuration sys.account.registerUser is true. */
  registerEnabled: Type.Boolean(),
  /** The tenant's enabled social clients, one button each. */
  socials: Type.Array(Type.Object({ type: Type.Integer(), name: Type.String() })),
});

/** /register: the reference master's AuthRegisterReqVO, with the user screen's username and password rules. The captcha is always required here. */
export const AuthRegisterReq = Type.Object({
  username: Type.String({ maxLength: 30, pattern: USERNAME_PATTERN, title: '用户名' }),
  nickname: Type.String({ minLength: 1, maxLength: 30, title: '昵称' }),
  password: Password(),
  captchaVerification: Type.String({ minLength: 1, maxLength: 2048, title: '验证码' }),
});

export const LoginHintsResp = Type.Union([
  Type.Object({ tenantName: Type.String(), username: Type.String(), password: Type.String() }),
  Type.Null(),
]);

export const authApi = apiGroup('认证', {
  login: endpoint({
    method: 'POST',
    path: '/system/auth/login',
    access: { public: true },
    summary: '使用账号密码登录',
    body: AuthLoginReq,
    response: AuthTokenResp,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/system/auth/logout',
    // Public so that a client holding an expired token can still end its session cleanly.
    access: { public: true },
    summary: '登出系统，吊销当前会话的全部令牌',
    response: Type.Boolean(),
  }),
  refreshToken: endpoint({
    method: 'POST',
    path: '/system/auth/refresh-token',
    access: { public: true },
    summary: '用刷新令牌换取新的访问令牌（刷新令牌一次性使用并轮换）',
    query: Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 128, title: '刷新令牌' }) }),
    response: AuthTokenResp,
  }),
  getPermissionInfo: endpoint({
    method: 'GET',
    path: '/system/auth/get-permission-info',
    access: { login: true },
    summary: '获取登录用户的信息、角色、权限与菜单树',
    response: PermissionInfoResp,
  }),
  checkUseCaptcha: endpoint({
    method: 'GET',
    path: '/system/auth/check-use-captcha',
    access: { public: true },
    summary: '本次登录是否需要图形验证码',
    query: Type.Object({ username: Type.Optional(Type.String({ maxLength: 30, title: '用户名' })) }),
    response: Type.Boolean(),
  }),
  sendSmsCode: endpoint({
    method: 'POST',
    path: '/system/auth/send-sms-code',
    access: { public: true },
    summary: '发送短信登录验证码（未注册的手机号同样应答 true，但不发送）',
    body: SendSmsCodeReq,
    response: Type.Boolean(),
  }),
  smsLogin: endpoint({
    method: 'POST',
    path: '/system/auth/sms-login',
    access: { public: true },
    summary: '使用手机号与短信验证码登录',
    body: SmsLoginReq,
    response: AuthTokenResp,
  }),
  socialAuthRedirect: endpoint({
    method: 'GET',
    path: '/system/auth/social-auth-redirect',
    access: { public: true },
    summary: '社交授权的跳转地址（前端把浏览器送到这个地址）',
    query: Type.Object({
      type: SocialCallback.properties.type,
      redirectUri: Type.String({ minLength: 1, maxLength: 1024, title: '回调地址' }),
    }),
    response: Type.String(),
  }),
  socialLogin: endpoint({
    method: 'POST',
    path: '/system/auth/social-login',
    access: { public: true },
    summary: '社交快捷登录（授权回调的 code 与 state）；未绑定账号时返回 1002000005，再用账号密码登录绑定',
    body: SocialCallback,
    response: AuthTokenResp,
  }),
  register: endpoint({
    method: 'POST',
    path: '/system/auth/register',
    access: { public: true },
    summary: '注册用户并登录（需配置 sys.account.registerUser 开启，且必须通过图形验证码）',
    body: AuthRegisterReq,
    response: AuthTokenResp,
  }),
  loginOptions: endpoint({
    method: 'GET',
    path: '/system/auth/login-options',
    access: { public: true },
    summary: '登录页的可选项：是否开放注册、租户已启用的社交登录',
    response: LoginOptionsResp,
  }),
  loginHints: endpoint({
    method: 'GET',
    path: '/system/auth/login-hints',
    access: { public: true },
    tenant: 'none',
    summary: '演示环境的预填登录信息（仅嵌入式演示库启动时返回，生产环境为 null）',
    response: LoginHintsResp,
  }),
});
