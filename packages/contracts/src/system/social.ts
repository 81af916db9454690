/**
 * 社交登录: the tenant's provider clients (社交客户端, the reference master's
 * /system/social-client), the social accounts that signed in (社交用户, /system/social-user),
 * and the signed-in user's own bind/unbind (个人中心 社交信息). Paths and fields are
 * the reference's (docs/social-login.md, docs/compatibility.md).
 *
 * Tenon's differences, on purpose: a client's secret is write-only (`clientSecretSet` says
 * whether one is stored); a social user's provider tokens, code and state are never kept, so
 * the social-user rows answer the profile only (nickname, avatar, raw user info).
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { CommonStatus, DateTimeRange, Id, IdQuery, Int, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { Status } from './shared-fields.ts';

/**
 * Dictionary system_social_type: the providers an adapter exists for. 10/20/30 are the
 * reference's SocialTypeEnum values; 90 (a generic OpenID Connect provider, e.g. Keycloak,
 * Authing, Azure AD) is Tenon's.
 */
export const SocialType = { GITEE: 10, DINGTALK: 20, WECHAT_ENTERPRISE: 30, OIDC: 90 } as const;
export type SocialType = (typeof SocialType)[keyof typeof SocialType];
export const SOCIAL_TYPES: readonly SocialType[] = Object.values(SocialType);

/** The console's users are admins (user_type 2); the reference's member type (1) has no users here. */
export const SOCIAL_USER_TYPE_ADMIN = 2;

// Spelt out as a tuple: a mapped array would type every field of this union as never.
const SocialTypeField = (title = '社交平台的类型') =>
  Type.Union(
    [Type.Literal(SocialType.GITEE), Type.Literal(SocialType.DINGTALK), Type.Literal(SocialType.WECHAT_ENTERPRISE), Type.Literal(SocialType.OIDC)],
    { title },
  );

export const SocialClientResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  socialType: Type.Integer(),
  userType: Type.Integer(),
  clientId: Type.String(),
  /** Tenon: whether a secret is stored (the secret itself is never answered). */
  clientSecretSet: Type.Boolean(),
  agentId: Type.String(),
  publicKey: Type.String(),
  /** Tenon: the OpenID Connect issuer URL (type 90 only; discovery reads its .well-known document). */
  issuer: Type.String(),
  status: Type.Integer(),
  createTime: Type.Integer(),
});
export type SocialClient = Type.Static<typeof SocialClientResp>;

const clientFields = {
  name: Type.String({ minLength: 1, maxLength: 255, title: '应用名' }),
  socialType: SocialTypeField(),
  userType: Type.Literal(SOCIAL_USER_TYPE_ADMIN, { title: '用户类型' }),
  clientId: Type.String({ minLength: 1, maxLength: 255, title: '客户端编号' }),
  /** DingTalk's and WeCom's agent id (WeCom: the corp's AgentId; the client id is the CorpId). */
  agentId: Type.Optional(Type.String({ maxLength: 255, title: 'agentId' })),
  publicKey: Type.Optional(Type.String({ maxLength: 2048, title: 'publicKey' })),
  issuer: Type.Optional(Type.String({ maxLength: 512, title: 'Issuer 地址' })),
  status: Status(),
};
const ClientSecret = () => Type.String({ minLength: 1, maxLength: 512, title: '客户端密钥' });

const clientFilters = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 255, title: '应用名' })),
  socialType: Type.Optional(SocialTypeField()),
  userType: Type.Optional(Int('用户类型', { minimum: 1, maximum: 2 })),
  clientId: Type.Optional(Type.String({ maxLength: 255, title: '客户端编号' })),
  status: Type.Optional(Status()),
});

export const socialClientApi = apiGroup('社交客户端', {
  ...crudEndpoints({
    base: '/system/social-client',
    noun: '社交客户端',
    permissions: Permissions.system.socialClient,
    resp: SocialClientResp,
    create: Type.Object({ ...clientFields, clientSecret: Type.Optional(ClientSecret()) }),
    /** Without `clientSecret` the stored one is kept (the form never shows it). */
    update: Type.Object({ id: Id(), ...clientFields, clientSecret: Type.Optional(ClientSecret()) }),
    filters: clientFilters,
  }),
});

/**
 * 三方应用's list and form. The secret is write-only (the rows say only whether one is stored):
 * the form's own field. The agent id and the issuer are asked for only by the providers that use
 * them (the screen says which).
 */
export const socialClientResource = resource({
  api: socialClientApi,
  noun: '社交客户端',
  fields: {
    id: { title: '编号', width: 80 },
    name: { title: '应用名', width: 240, filter: 'contains' },
    socialType: { title: '社交平台', width: 140, dict: Dicts.systemSocialType, filter: 'equals', form: { control: 'select' } },
    userType: { title: '用户类型', width: 100, dict: Dicts.userType, filter: 'equals' },
    clientId: { title: '客户端编号', width: 200, filter: 'contains', form: { tooltip: '企业微信填写企业的 CorpId' } },
    clientSecretSet: { title: '客户端密钥', width: 110 },
    clientSecret: { title: '客户端密钥', formOnly: true, form: { tooltip: '修改时留空，则保留原密钥；修改了 Issuer 地址或平台类型时须重新输入' } },
    agentId: { title: 'agentId', list: false, form: { placeholder: '请输入应用的 agentId', tooltip: '钉钉、企业微信应用的 AgentId' } },
    issuer: {
      title: 'Issuer 地址',
      list: false,
      form: { placeholder: '例如 https://sso.example.com/realms/tenon', tooltip: '从其 /.well-known/openid-configuration 读取授权、令牌与用户信息的地址' },
    },
    status: { title: '状态', width: 90, dict: Dicts.commonStatus, filter: 'equals' },
    createTime: { title: '创建时间', kind: 'dateTime', width: 170 },
  },
  defaults: { socialType: SocialType.OIDC, userType: SOCIAL_USER_TYPE_ADMIN, status: CommonStatus.ENABLE },
});

export const SocialUserResp = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  openid: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  /** The provider's user-info answer, as JSON text. */
  rawUserInfo: Type.String(),
  /** Tenon: the console user this account signs in as (null: not bound). */
  userId: Type.Union([Type.Integer(), Type.Null()]),
  username: Type.String(),
  createTime: Type.Integer(),
  updateTime: Type.Integer(),
});
export type SocialUser = Type.Static<typeof SocialUserResp>;

/** A provider's answer on the callback (`code` and our `state`). */
export const SocialCallback = Type.Object({
  type: SocialTypeField(),
  code: Type.String({ minLength: 1, maxLength: 1024, title: '授权码' }),
  state: Type.String({ minLength: 1, maxLength: 512, title: 'state' }),
});

export const socialUserApi = apiGroup('社交用户', {
  get: endpoint({
    method: 'GET',
    path: '/system/social-user/get',
    access: { permission: Permissions.system.socialUser.query },
    summary: '获得社交用户',
    query: IdQuery,
    response: SocialUserResp,
  }),
  page: endpoint({
    method: 'GET',
    path: '/system/social-user/page',
    access: { permission: Permissions.system.socialUser.query },
    summary: '获得社交用户分页',
    query: Type.Object({
      ...PageParam,
      type: Type.Optional(SocialTypeField()),
      nickname: Type.Optional(Type.String({ maxLength: 255, title: '用户昵称' })),
      openid: Type.Optional(Type.String({ maxLength: 255, title: 'openid' })),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
    response: PageResult(SocialUserResp),
  }),
  bind: endpoint({
    method: 'POST',
    path: '/system/social-user/bind',
    access: { login: true },
    summary: '绑定社交账号到当前用户（授权回调的 code 与 state）',
    body: SocialCallback,
    response: Type.Boolean(),
  }),
  unbind: endpoint({
    method: 'DELETE',
    path: '/system/social-user/unbind',
    access: { login: true },
    summary: '解绑当前用户的社交账号',
    body: Type.Object({ type: SocialTypeField(), openid: Type.String({ minLength: 1, maxLength: 255, title: 'openid' }) }),
    response: Type.Boolean(),
  }),
  getBindList: endpoint({
    method: 'GET',
    path: '/system/social-user/get-bind-list',
    access: { login: true },
    summary: '获得当前用户绑定的社交账号',
    response: Type.Array(SocialUserResp),
  }),
});

/** 社交用户's list and 详细: read-only, the accounts social login brought in. */
export const socialUserResource = resource({
  api: socialUserApi,
  noun: '社交用户',
  fields: {
    type: { title: '社交平台', width: 130, dict: Dicts.systemSocialType, filter: 'equals' },
    openid: { title: '社交 openid', filter: 'contains' },
    nickname: { title: '用户昵称', width: 160, filter: 'contains', search: { order: 1 } },
    avatar: { title: '用户头像', width: 90 },
    username: { title: '绑定用户', width: 120 },
    rawUserInfo: { title: '原始用户信息', list: false },
    createTime: { title: '创建时间', kind: 'dateTime', width: 170, filter: 'dateRange' },
    updateTime: { title: '更新时间', kind: 'dateTime', width: 170 },
  },
});
