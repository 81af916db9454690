import { Permissions, SocialType, SOCIAL_USER_TYPE_ADMIN } from '@tenon/contracts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { buttons, screen } from '../../../platform/menu-rows.ts';
import { crudIsolation } from '../../../platform/area.ts';
import { MenuIds } from '../menus.ts';
import { SYSTEM_TENANT } from '../seed/index.ts';
import { socialRoutes } from './social.routes.ts';
import { socialAuthState, socialClient, socialUser, socialUserBind } from './social.schema.ts';

/** Tenon's ids (see menus.ts): 三方应用 2871, buttons 2872–2875; 三方用户 2876, button 2877. */
const CLIENT_MENU_ID = 2871;
const USER_MENU_ID = 2876;
const stamp = Date.now() % 100000;
/** 李四 of the demo tenant (seed/tenants.seed.ts). */
const LISI_ID = 102;

export const socialFeature: Feature = {
  name: 'social',
  ...routesNeeding(['auth', 'config', 'db', 'tokens'], socialRoutes),
  tables: [socialClient, socialUser, socialUserBind, socialAuthState],
  menus: [
    screen({ id: CLIENT_MENU_ID, parent: MenuIds.socialDir, name: '三方应用', path: 'client', icon: 'tool', sort: 0, component: 'system/social/client/index', componentName: 'SocialClient' }),
    ...buttons(2872, CLIENT_MENU_ID, [
      ['三方应用查询', Permissions.system.socialClient.query],
      ['三方应用创建', Permissions.system.socialClient.create],
      ['三方应用更新', Permissions.system.socialClient.update],
      ['三方应用删除', Permissions.system.socialClient.delete],
    ]),
    screen({ id: USER_MENU_ID, parent: MenuIds.socialDir, name: '三方用户', path: 'user', icon: 'user', sort: 1, component: 'system/social/user/index', componentName: 'SocialUser' }),
    ...buttons(2877, USER_MENU_ID, [['三方用户查询', Permissions.system.socialUser.query]]),
  ],
  // Social users have no create call (a sign-in makes them): their isolation is tested in
  // social-user.routes.test.ts.
  isolation: crudIsolation('/system/social-client', {
    // A type the demo leaves free, in the tenant the walk creates it in.
    create: () => ({ name: `跨租户应用${stamp}`, socialType: SocialType.DINGTALK, userType: SOCIAL_USER_TYPE_ADMIN, clientId: `walk${stamp}`, status: 1 }),
    update: { name: '改', socialType: SocialType.DINGTALK, userType: SOCIAL_USER_TYPE_ADMIN, clientId: 'x', status: 1 },
  }),
  // Disabled placeholders, so 三方应用 shows how each kind is filled in while the login page
  // shows no button that cannot work. No secret: a made-up one would only look configured.
  demo: async (tx) => {
    await tx.insert(socialClient).values([
      {
        tenantId: SYSTEM_TENANT.id,
        name: 'Gitee 登录（示例，填入真实应用后启用）',
        socialType: SocialType.GITEE,
        userType: SOCIAL_USER_TYPE_ADMIN,
        clientId: 'gitee-client-id-placeholder',
        status: 1,
        creator: '1',
      },
      {
        tenantId: SYSTEM_TENANT.id,
        name: '企业单点登录（示例，OpenID Connect）',
        socialType: SocialType.OIDC,
        userType: SOCIAL_USER_TYPE_ADMIN,
        clientId: 'tenon-console',
        issuer: 'https://sso.example.com/realms/tenon',
        status: 1,
        creator: '1',
      },
    ]);
    // So 三方用户 and 李四's 社交信息 show an account on a first start. The openids are ones the
    // providers never give (Gitee's are numbers, and the OIDC client points at a made-up
    // issuer), so enabling a real client cannot sign anybody in as these rows.
    const [lisiGitee] = await tx
      .insert(socialUser)
      .values([
        { tenantId: SYSTEM_TENANT.id, type: SocialType.GITEE, openid: 'demo-lisi', nickname: '李四的码云账号', rawUserInfo: '{"login":"demo-lisi","name":"李四的码云账号"}', creator: '1' },
        // Found through the provider, never bound: how a first sign-in leaves an account until /bind.
        { tenantId: SYSTEM_TENANT.id, type: SocialType.OIDC, openid: 'demo-visitor', nickname: '尚未绑定的访客', rawUserInfo: '{"sub":"demo-visitor"}', creator: '1' },
      ])
      .returning({ id: socialUser.id });
    await tx.insert(socialUserBind).values({ tenantId: SYSTEM_TENANT.id, userId: LISI_ID, userType: SOCIAL_USER_TYPE_ADMIN, socialType: SocialType.GITEE, socialUserId: lisiGitee!.id, creator: '1' });
  },
};
