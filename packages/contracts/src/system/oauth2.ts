/**
 * OAuth 2.0: Tenon is the authorization server, as the reference is. The clients screen
 * (global rows, managed by the system tenant), the tokens screen (a tenant's own tokens), the
 * /sso page's two calls, and the protocol endpoints the clients call (token, check-token,
 * revoke, user info). Paths and fields are the reference's (docs/oauth2.md, docs/compatibility.md).
 *
 * Secrets and tokens are stored hashed: no endpoint answers a client secret (`secretSet` says
 * whether one is stored) or any part of a token (the tokens screen shows a handle instead).
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, DateTimeRange, Id, Int, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Email, Mobile, Status } from './shared-fields.ts';

/** Dictionary system_oauth2_grant_type. `implicit` is honoured only for a client that lists it. */
export const OAuth2GrantType = {
  AUTHORIZATION_CODE: 'authorization_code',
  IMPLICIT: 'implicit',
  PASSWORD: 'password',
  CLIENT_CREDENTIALS: 'client_credentials',
  REFRESH_TOKEN: 'refresh_token',
} as const;
export type OAuth2GrantType = (typeof OAuth2GrantType)[keyof typeof OAuth2GrantType];

/** The scopes the user-info endpoints check (the reference's). */
export const OAuth2Scope = { USER_READ: 'user.read', USER_WRITE: 'user.write' } as const;

const { AUTHORIZATION_CODE, IMPLICIT, PASSWORD, CLIENT_CREDENTIALS, REFRESH_TOKEN } = OAuth2GrantType;
const GrantType = () =>
  Type.Union(
    [Type.Literal(AUTHORIZATION_CODE), Type.Literal(IMPLICIT), Type.Literal(PASSWORD), Type.Literal(CLIENT_CREDENTIALS), Type.Literal(REFRESH_TOKEN)],
    { title: '授权类型' },
  );
const Words = (title: string, maxItems = 50) =>
  Type.Array(Type.String({ minLength: 1, maxLength: 255, title }), { maxItems, uniqueItems: true, title });
const Seconds = (title: string) => Int(title, { minimum: 1, maximum: 31_536_000 });

export const OAuth2ClientResp = Type.Object({
  id: Type.Integer(),
  clientId: Type.String(),
  /** Tenon: whether a secret is stored; none means a public client (PKCE S256 required). */
  secretSet: Type.Boolean(),
  name: Type.String(),
  logo: Type.String(),
  description: Type.String(),
  status: Type.Integer(),
  accessTokenValiditySeconds: Type.Integer(),
  refreshTokenValiditySeconds: Type.Integer(),
  redirectUris: Type.Array(Type.String()),
  authorizedGrantTypes: Type.Array(Type.String()),
  scopes: Type.Array(Type.String()),
  autoApproveScopes: Type.Array(Type.String()),
  authorities: Type.Array(Type.String()),
  resourceIds: Type.Array(Type.String()),
  additionalInformation: Type.String(),
  createTime: Type.Integer(),
});
export type OAuth2Client = Type.Static<typeof OAuth2ClientResp>;

const clientFields = {
  clientId: Type.String({ minLength: 1, maxLength: 255, pattern: '^[A-Za-z0-9_-]+$', title: '客户端编号' }),
  name: Type.String({ minLength: 1, maxLength: 255, title: '应用名' }),
  logo: Type.Optional(Type.String({ maxLength: 1024, title: '应用图标' })),
  description: Type.Optional(Type.String({ maxLength: 255, title: '应用描述' })),
  status: Status(),
  accessTokenValiditySeconds: Seconds('访问令牌的有效期'),
  refreshTokenValiditySeconds: Seconds('刷新令牌的有效期'),
  redirectUris: Type.Array(Type.String({ minLength: 1, maxLength: 255, title: '可重定向的 URI 地址' }), {
    minItems: 1,
    maxItems: 20,
    uniqueItems: true,
    title: '可重定向的 URI 地址',
  }),
  authorizedGrantTypes: Type.Array(GrantType(), { minItems: 1, maxItems: 5, uniqueItems: true, title: '授权类型' }),
  scopes: Type.Optional(Words('授权范围')),
  autoApproveScopes: Type.Optional(Words('自动通过的授权范围')),
  authorities: Type.Optional(Words('权限')),
  resourceIds: Type.Optional(Words('资源')),
  additionalInformation: Type.Optional(Type.String({ maxLength: 4096, title: '附加信息' })),
};
/** Typed once on create; stored hashed. Left empty, the client is public (PKCE S256 required). */
const Secret = () => Type.String({ minLength: 8, maxLength: 255, title: '客户端密钥' });

const clientFilters = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 255, title: '应用名' })),
  status: Type.Optional(Status()),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const oauth2ClientApi = apiGroup('授权应用管理', {
  ...crudEndpoints({
    base: '/system/oauth2-client',
    noun: '授权应用',
    permissions: Permissions.system.oauth2Client,
    resp: OAuth2ClientResp,
    create: Type.Object({ ...clientFields, secret: Type.Optional(Secret()) }),
    /** Without `secret` the stored one is kept. */
    update: Type.Object({ id: Id(), ...clientFields, secret: Type.Optional(Secret()) }),
    filters: clientFilters,
  }),
}, { platform: true });

/**
 * 应用管理's list and form. The secret is write-only (the rows say only whether one is stored):
 * it is the form's own field; the grant types are a dictionary's values held as a list, and the
 * scopes and the other lists are free words: the screen gives their controls.
 */
export const oauth2ClientResource = resource({
  api: oauth2ClientApi,
  noun: '授权应用',
  fields: {
    clientId: { title: '客户端编号', width: 230 },
    secretSet: { title: '客户端密钥', width: 120 },
    secret: {
      title: '客户端密钥',
      formOnly: true,
      form: { tooltip: '密钥只保存其哈希，从不显示，所以修改时此处为空：留空则保留原密钥，要更换须输入新密钥；新增时请立即记下，留空的新应用是公开客户端（须使用 PKCE S256）' },
    },
    name: { title: '应用名', width: 200, filter: 'contains' },
    // Uploaded through 文件管理 (the form's image field), as the reference's ImageUpload does.
    logo: { title: '应用图标', width: 90, kind: 'picture' },
    description: { title: '应用描述', kind: 'textarea', list: false },
    status: { title: '状态', width: 90, dict: Dicts.commonStatus, filter: 'equals' },
    accessTokenValiditySeconds: { title: '访问令牌的有效期', width: 130, form: { tooltip: '单位：秒' } },
    refreshTokenValiditySeconds: { title: '刷新令牌的有效期', width: 130, form: { tooltip: '单位：秒' } },
    authorizedGrantTypes: { title: '授权类型', width: 220 },
    scopes: { title: '授权范围', width: 170 },
    autoApproveScopes: { title: '自动授权范围', list: false },
    redirectUris: { title: '可重定向的 URI 地址', list: false, form: { tooltip: '授权时须与其中之一完全一致' } },
    authorities: { title: '权限', list: false },
    resourceIds: { title: '资源', list: false },
    additionalInformation: { title: '附加信息', kind: 'textarea', list: false, form: { placeholder: '请输入附加信息，JSON 格式数据' } },
    createTime: { title: '创建时间', kind: 'dateTime', width: 170, filter: 'dateRange', search: false },
  },
  defaults: {
    status: CommonStatus.ENABLE,
    accessTokenValiditySeconds: 1800,
    refreshTokenValiditySeconds: 43200,
    authorizedGrantTypes: ['authorization_code', 'refresh_token'],
    scopes: [OAuth2Scope.USER_READ, OAuth2Scope.USER_WRITE],
  },
});

/**
 * One row of 令牌管理: a client's token family (clientId its client) or one of the console's own
 * sessions (clientId `default`, as the reference's console client).
 */
export const OAuth2TokenResp = Type.Object({
  /** The row's number in its own table (client tokens and sessions are numbered apart): not unique in the list. */
  id: Type.Integer(),
  /**
   * Tenon: the row's handle, where the reference shows the token itself: random, grants nothing,
   * no token can be derived from it. `DELETE …/delete?accessToken=<handle>` revokes the row.
   */
  accessToken: Type.String(),
  /** Tenon: always '' (the reference shows the refresh token; ours are stored only as hashes). */
  refreshToken: Type.String(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  userType: Type.Integer(),
  /** Tenon: the row's tenant (always the caller's). */
  tenantId: Type.Integer(),
  clientId: Type.String(),
  scopes: Type.Array(Type.String()),
  /** Tenon: the client address of the sign-in ('' for a client's token). */
  userIp: Type.String(),
  /** When the current access token was issued (a session's sign-in or last refresh; a client token's grant). */
  createTime: Type.Integer(),
  expiresTime: Type.Integer(),
});
export type OAuth2Token = Type.Static<typeof OAuth2TokenResp>;

export const oauth2TokenApi = apiGroup('授权令牌管理', {
  page: endpoint({
    method: 'GET',
    path: '/system/oauth2-token/page',
    access: { permission: Permissions.system.oauth2Token.page },
    summary: '授权令牌分页（本租户的：客户端的令牌与控制台的登录会话，仍可使用的）',
    query: Type.Object({
      ...PageParam,
      userId: Type.Optional(Id('用户编号')),
      userType: Type.Optional(Int('用户类型', { minimum: 1, maximum: 2 })),
      clientId: Type.Optional(Type.String({ maxLength: 255, title: '客户端编号' })),
    }),
    response: PageResult(OAuth2TokenResp),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/system/oauth2-token/delete',
    access: { permission: Permissions.system.oauth2Token.delete },
    summary: '强退：按列表显示的令牌标识（或完整的访问令牌）撤销客户端令牌或结束登录会话；不存在时报错',
    query: Type.Object({
      /** The handle the list shows in `accessToken` (or a whole access token, as the reference). */
      accessToken: Type.String({ minLength: 1, maxLength: 255, title: '访问令牌' }),
    }),
    response: Type.Boolean(),
  }),
});

/** 令牌管理's list: only the page is the kit's; 强退 (the delete) is the screen's own row action. */
export const oauth2TokenResource = resource({
  api: { page: oauth2TokenApi.page },
  noun: '令牌',
  fields: {
    accessToken: { title: '令牌标识', width: 300 },
    userId: { title: '用户编号', width: 90, filter: 'equals' },
    userType: { title: '用户类型', width: 90, dict: Dicts.userType, filter: 'equals' },
    clientId: { title: '客户端编号', width: 230, filter: 'equals' },
    scopes: { title: '授权范围', width: 170 },
    userIp: { title: '登录 IP', width: 140 },
    expiresTime: { title: '过期时间', kind: 'dateTime', width: 170 },
    createTime: { title: '创建时间', kind: 'dateTime', width: 170 },
  },
});

/** The protocol's parameters, as the client sends them (form-encoded, every value a string). */
const Param = (title: string, maxLength = 255) => Type.Optional(Type.String({ maxLength, title }));

/** The authorize call's parameters, each optional where it is read (query and body are merged). */
const AuthorizeParams = () =>
  Type.Object({
    response_type: Param('response_type', 32),
    client_id: Param('client_id'),
    redirect_uri: Param('redirect_uri'),
    state: Param('state', 1024),
    /** `true`: approve only if every requested scope is auto-approved; else answer ''. */
    auto_approve: Param('auto_approve', 5),
    /** JSON map of scope → true (granted) / false (refused). */
    scope: Param('scope', 4096),
    code_challenge: Param('code_challenge', 128),
    code_challenge_method: Param('code_challenge_method', 16),
  });

/** The authorize call's parameters once query and body are merged and the required ones checked. */
export interface OAuth2AuthorizeParams {
  response_type: string;
  client_id: string;
  redirect_uri: string;
  state?: string;
  auto_approve?: string;
  scope?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

export const OAuth2AuthorizeInfoResp = Type.Object({
  client: Type.Object({ name: Type.String(), logo: Type.String() }),
  /** The client's scopes; `value` true when the client may be granted it without asking. */
  scopes: Type.Array(Type.Object({ key: Type.String(), value: Type.Boolean() })),
});

export const OAuth2AccessTokenResp = Type.Object({
  access_token: Type.String(),
  refresh_token: Type.Optional(Type.String()),
  token_type: Type.String(),
  expires_in: Type.Integer(),
  scope: Type.String(),
});

export const OAuth2CheckTokenResp = Type.Object({
  scopes: Type.Array(Type.String()),
  exp: Type.Integer(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  user_type: Type.Integer(),
  tenant_id: Type.Integer(),
  client_id: Type.String(),
  access_token: Type.String(),
});

export const OAuth2UserInfoResp = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  email: Type.String(),
  mobile: Type.String(),
  sex: Type.Integer(),
  avatar: Type.String(),
  dept: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  posts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});

export const oauth2OpenApi = apiGroup('单点登录', {
  authorizeInfo: endpoint({
    method: 'GET',
    path: '/system/oauth2/authorize',
    access: { login: true },
    summary: '授权页：客户端与它申请的授权范围',
    query: Type.Object({ clientId: Type.String({ minLength: 1, maxLength: 255, title: '客户端编号' }) }),
    response: OAuth2AuthorizeInfoResp,
  }),
  authorize: endpoint({
    method: 'POST',
    path: '/system/oauth2/authorize',
    access: { login: true },
    consumes: 'form',
    summary: '同意或拒绝授权，返回带 code（或 access_token、error）的重定向地址；自动授权未获同意时返回空',
    // The reference's /sso page sends its fields in the query string (with no body); a form or
    // JSON body is read too. A field in both is the body's; response_type, client_id and
    // redirect_uri are required from one or the other (checked by the server).
    query: AuthorizeParams(),
    body: AuthorizeParams(),
    response: Type.String(),
  }),
  token: endpoint({
    method: 'POST',
    path: '/system/oauth2/token',
    access: { public: true },
    tenant: 'none',
    consumes: 'form',
    produces: 'bare',
    summary: '获得访问令牌（授权码+PKCE、刷新令牌、密码、客户端凭证）；RFC 6749 的应答与错误',
    body: Type.Object({
      grant_type: Param('grant_type', 32),
      code: Param('code', 128),
      redirect_uri: Param('redirect_uri'),
      state: Param('state', 1024),
      code_verifier: Param('code_verifier', 128),
      username: Param('username', 30),
      password: Param('password', 128),
      scope: Param('scope', 1024),
      refresh_token: Param('refresh_token', 128),
      client_id: Param('client_id'),
      client_secret: Param('client_secret'),
    }),
    response: OAuth2AccessTokenResp,
  }),
  checkToken: endpoint({
    method: 'POST',
    path: '/system/oauth2/check-token',
    access: { public: true },
    tenant: 'none',
    consumes: 'form',
    summary: '校验访问令牌（客户端须认证）',
    body: Type.Object({ token: Type.String({ minLength: 1, maxLength: 128, title: 'token' }), client_id: Param('client_id'), client_secret: Param('client_secret') }),
    response: OAuth2CheckTokenResp,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/system/oauth2/token',
    access: { public: true },
    tenant: 'none',
    summary: '撤销访问令牌（客户端须认证，只能撤销自己的）',
    query: Type.Object({ token: Type.String({ minLength: 1, maxLength: 128, title: 'token' }), client_id: Param('client_id'), client_secret: Param('client_secret') }),
    response: Type.Boolean(),
  }),
});

/** Called with an OAuth2 access token (not a console session), checked against its scopes. */
export const oauth2UserApi = apiGroup('授权用户', {
  get: endpoint({
    method: 'GET',
    path: '/system/oauth2/user/get',
    access: { public: true },
    tenant: 'none',
    summary: '授权用户的基本信息（scope user.read）',
    response: OAuth2UserInfoResp,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/system/oauth2/user/update',
    access: { public: true },
    tenant: 'none',
    summary: '修改授权用户的基本信息（scope user.write）',
    body: Type.Object({
      nickname: Type.String({ minLength: 1, maxLength: 30, title: '用户昵称' }),
      email: Type.Optional(Email()),
      mobile: Type.Optional(Mobile()),
      sex: Type.Optional(Int('用户性别', { minimum: 0, maximum: 2 })),
    }),
    response: Type.Boolean(),
  }),
});
