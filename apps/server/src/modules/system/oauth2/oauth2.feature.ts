import { OAuth2GrantType, OAuth2Scope, Permissions } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { hashPassword } from '../../../platform/password.ts';
import { MenuIds } from '../menus.ts';
import { oauth2Routes } from './oauth2.routes.ts';
import { oauth2Approve, oauth2Client, oauth2Code, oauth2RefreshSpent, oauth2Token } from './oauth2.schema.ts';

/** Tenon's ids (the reference's were not at hand): 应用管理 2861, buttons 2862–2865; 令牌管理 2866, buttons 2867–2868. */
const CLIENT_MENU_ID = 2861;
const TOKEN_MENU_ID = 2866;
const { AUTHORIZATION_CODE, IMPLICIT, PASSWORD, REFRESH_TOKEN } = OAuth2GrantType;
const bothScopes = [OAuth2Scope.USER_READ, OAuth2Scope.USER_WRITE];

export const oauth2Feature: Feature = {
  name: 'oauth2',
  ...routesNeeding(['auth', 'config', 'db', 'tenants'], oauth2Routes),
  tables: [oauth2Client, oauth2Code, oauth2Token, oauth2RefreshSpent, oauth2Approve],
  menus: [
    screen({ id: CLIENT_MENU_ID, parent: MenuIds.oauth2Dir, name: '应用管理', path: 'oauth2/application', icon: 'tool', sort: 0, component: 'system/oauth2/client/index', componentName: 'SystemOAuth2Client' }),
    ...buttons(2862, CLIENT_MENU_ID, [
      ['客户端查询', Permissions.system.oauth2Client.query],
      ['客户端新增', Permissions.system.oauth2Client.create],
      ['客户端修改', Permissions.system.oauth2Client.update],
      ['客户端删除', Permissions.system.oauth2Client.delete],
    ]),
    screen({ id: TOKEN_MENU_ID, parent: MenuIds.oauth2Dir, name: '令牌管理', path: 'token', icon: 'online', sort: 1, component: 'system/oauth2/token/index', componentName: 'SystemOAuth2Token' }),
    ...buttons(2867, TOKEN_MENU_ID, [
      ['令牌分页', Permissions.system.oauth2Token.page],
      ['令牌删除', Permissions.system.oauth2Token.delete],
    ]),
  ],
  // The reference's four clients (global rows); their secrets are the reference's demo values.
  demo: async (tx) => {
    const client = (clientId: string, name: string, description: string, grants: string[], autoApprove: string[], redirect: string) => ({
      clientId,
      name,
      description,
      logo: '',
      accessTokenValiditySeconds: 1800,
      refreshTokenValiditySeconds: 43200,
      redirectUris: [redirect],
      authorizedGrantTypes: grants,
      scopes: bothScopes,
      autoApproveScopes: autoApprove,
      creator: '1',
    });
    await tx.insert(oauth2Client).values([
      {
        ...client('default', '榫卯管理后台', '控制台自己的客户端（参考实现的 default）', [PASSWORD, AUTHORIZATION_CODE, IMPLICIT, REFRESH_TOKEN], [], 'https://www.iocoder.cn'),
        secretHash: await hashPassword('admin123'),
      },
      {
        ...client('yudao-sso-demo-by-code', '基于授权码模式，如何实现 SSO 单点登录？', '授权码模式（含 PKCE）的示例应用', [AUTHORIZATION_CODE, REFRESH_TOKEN], [], 'http://127.0.0.1:18080'),
        secretHash: await hashPassword('test'),
      },
      {
        ...client('yudao-sso-demo-by-password', '基于密码模式，如何实现 SSO 单点登录？', '密码模式的示例应用', [PASSWORD, REFRESH_TOKEN], [], 'http://127.0.0.1:18080'),
        secretHash: await hashPassword('test'),
      },
      {
        ...client('tenon-demo-public', '公开客户端示例', '没有密钥的单页应用：必须使用 PKCE（S256）；user.read 自动授权', [AUTHORIZATION_CODE, REFRESH_TOKEN], [OAuth2Scope.USER_READ], 'http://127.0.0.1:18080/callback'),
      },
    ]);
  },
};
