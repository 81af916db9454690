/**
 * 三方应用 (social clients): one per type in a tenant, the secret written and never answered,
 * the fields each type needs, tenant isolation and permissions; and the redirect's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authApi, ErrorCodes, type BodyOf, Permissions, socialClientApi, SocialType, SOCIAL_USER_TYPE_ADMIN } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { socialClient } from './social.schema.ts';
import os from 'node:os';
import { loadConfig } from '../../../config.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import { SocialClientService } from './social-client.service.ts';
import { socialSecretBox } from './social-secret.ts';

const SECRET = 'social-client-secret-8e21f0';
const base = { userType: SOCIAL_USER_TYPE_ADMIN, status: 0 } as const;

let t: TestApp;
let admin: Session;
let otherAdmin: Session;

beforeAll(async () => {
  t = await testApp();
  [admin, otherAdmin] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

const storedSecret = async (id: number) => (await t.db.select().from(socialClient).where(eq(socialClient.id, id)))[0]!.clientSecret;

describe('三方应用', () => {
  it('shows the demo’s disabled placeholders, without a secret', async () => {
    const { list } = await t.callOk(socialClientApi.page, { as: admin });
    expect(list.map((c) => [c.socialType, c.status, c.clientSecretSet]).sort()).toEqual([
      [SocialType.GITEE, 1, false],
      [SocialType.OIDC, 1, false],
    ]);
    expect(list.find((c) => c.socialType === SocialType.OIDC)!.issuer).toBe('https://sso.example.com/realms/tenon');
  });

  it('keeps the secret sealed and write-only: never answered, kept when an update leaves it out', async () => {
    const id = await t.callOk(socialClientApi.create, {
      body: { ...base, name: '钉钉登录', socialType: SocialType.DINGTALK, clientId: 'dingoa-1', clientSecret: SECRET, agentId: '2001' },
      as: admin,
    });
    const sealed = await storedSecret(id);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain(SECRET);

    const got = await t.call(socialClientApi.get, { query: { id }, as: admin });
    expect(got.data).toMatchObject({ name: '钉钉登录', clientId: 'dingoa-1', agentId: '2001', clientSecretSet: true, issuer: '' });
    expect(JSON.stringify(got)).not.toContain(SECRET);
    expect(JSON.stringify(await t.call(socialClientApi.page, { as: admin }))).not.toContain(sealed);

    await t.callOk(socialClientApi.update, { body: { ...base, id, name: '钉钉扫码登录', socialType: SocialType.DINGTALK, clientId: 'dingoa-1', agentId: '2001' }, as: admin });
    expect(await storedSecret(id)).toBe(sealed);
    await t.callOk(socialClientApi.update, { body: { ...base, id, name: '钉钉扫码登录', socialType: SocialType.DINGTALK, clientId: 'dingoa-1', clientSecret: 'another' }, as: admin });
    expect(await storedSecret(id)).not.toBe(sealed);
    expect((await t.callOk(socialClientApi.get, { query: { id }, as: admin })).agentId).toBe('');
  });

  it('allows one client per type in a tenant, and the same type in another tenant', async () => {
    const body = { ...base, name: '企业微信', socialType: SocialType.WECHAT_ENTERPRISE, clientId: 'ww1', agentId: '1000002', clientSecret: 's' };
    const id = await t.callOk(socialClientApi.create, { body, as: admin });
    expect(await t.call(socialClientApi.create, { body: { ...body, clientId: 'ww2' }, as: admin })).toMatchObject({
      code: ErrorCodes.SOCIAL_CLIENT_UNIQUE.code,
      msg: '社交客户端已存在配置',
    });
    const gitee = (await t.callOk(socialClientApi.page, { query: { socialType: SocialType.GITEE }, as: admin })).list[0]!;
    expect(await t.call(socialClientApi.update, { body: { ...body, id: gitee.id }, as: admin })).toMatchObject({ code: ErrorCodes.SOCIAL_CLIENT_UNIQUE.code });
    expect((await t.call(socialClientApi.create, { body, as: otherAdmin })).code).toBe(0);
    expect(await t.callOk(socialClientApi.update, { body: { ...body, id, name: '企业微信登录' }, as: admin })).toBe(true);
  });

  it('requires what each type needs, and says which field', async () => {
    const oidc = { ...base, name: 'SSO', socialType: SocialType.OIDC, clientId: 'c' } as const;
    const refused = async (body: BodyOf<typeof socialClientApi.create>) =>
      (await t.call(socialClientApi.create, { body, as: otherAdmin })).msg;
    expect(await refused(oidc)).toBe('OpenID Connect 应用必须填写 Issuer 地址');
    expect(await refused({ ...oidc, issuer: 'sso.example.com' })).toBe('Issuer 地址必须是完整的 URL（如 https://sso.example.com/realms/tenon）');
    expect(await refused({ ...oidc, issuer: 'http://sso.example.com' })).toBe('Issuer 地址必须使用 https（仅本机地址可用 http）');
    expect(await refused({ ...base, name: 'WeCom', socialType: SocialType.WECHAT_ENTERPRISE, clientId: 'ww', agentId: ' ' })).toBe('企业微信应用必须填写 agentId（应用的 AgentId）');
    expect(await refused({ ...base, name: ' ', socialType: SocialType.GITEE, clientId: 'g' })).toBe('应用名不能为空');
    expect((await t.call(socialClientApi.create, { body: { ...oidc, issuer: 'http://127.0.0.1:9/' }, as: otherAdmin })).code).toBe(0);
    // The issuer belongs to type 90 only.
    const [gitee] = (await t.callOk(socialClientApi.page, { query: { socialType: SocialType.GITEE }, as: admin })).list;
    await t.callOk(socialClientApi.update, { body: { ...base, id: gitee!.id, name: 'Gitee', socialType: SocialType.GITEE, clientId: 'g', issuer: 'https://x.example.com', status: 1 }, as: admin });
    expect((await t.callOk(socialClientApi.get, { query: { id: gitee!.id }, as: admin })).issuer).toBe('');
  });

  it('is another tenant’s only to its own administrators', async () => {
    const [mine] = (await t.callOk(socialClientApi.page, { query: { socialType: SocialType.OIDC }, as: admin })).list;
    expect(await t.call(socialClientApi.get, { query: { id: mine!.id }, as: otherAdmin })).toMatchObject({ code: ErrorCodes.SOCIAL_CLIENT_NOT_EXISTS.code });
    expect((await t.call(socialClientApi.delete, { query: { id: mine!.id }, as: otherAdmin })).code).toBe(ErrorCodes.SOCIAL_CLIENT_NOT_EXISTS.code);
    expect((await t.callOk(socialClientApi.page, { as: otherAdmin })).list.map((c) => c.id)).not.toContain(mine!.id);
  });

  it('needs its permissions, which a tenant’s administrator holds', async () => {
    const plain = await t.loginPlain();
    expect((await t.call(socialClientApi.page, { as: plain })).code).toBe(403);
    expect((await t.call(socialClientApi.create, { body: { ...base, name: 'x', socialType: SocialType.GITEE, clientId: 'x' }, as: plain })).code).toBe(403);
    const granted = (await t.callOk(authApi.getPermissionInfo, { as: otherAdmin })).permissions;
    expect(granted).toEqual(expect.arrayContaining([...Object.values(Permissions.system.socialClient), Permissions.system.socialUser.query]));
  });

  it('deletes a client, after which its sign-in is not configured', async () => {
    const id = (await t.callOk(socialClientApi.page, { query: { socialType: SocialType.DINGTALK }, as: admin })).list[0]!.id;
    await t.callOk(socialClientApi.update, { body: { ...base, id, name: '钉钉', socialType: SocialType.DINGTALK, clientId: 'dingoa-1' }, as: admin });
    const redirect = () => t.call(authApi.socialAuthRedirect, { query: { type: SocialType.DINGTALK, redirectUri: 'https://admin.example.com/social-login?type=20' } });
    expect((await redirect()).code).toBe(0);
    expect(await t.callOk(socialClientApi.delete, { query: { id }, as: admin })).toBe(true);
    expect(await redirect()).toMatchObject({ code: ErrorCodes.SOCIAL_CLIENT_NOT_CONFIGURED.code, msg: '未配置该社交平台的登录，请联系管理员' });
  });
});

describe('social-auth-redirect', () => {
  it('refuses a disabled client’s type and a callback address that is not a plain absolute URL', async () => {
    const redirect = (type: SocialType, redirectUri: string) => t.call(authApi.socialAuthRedirect, { query: { type, redirectUri } });
    expect((await redirect(SocialType.GITEE, 'https://admin.example.com/social-login?type=10')).code).toBe(ErrorCodes.SOCIAL_CLIENT_NOT_CONFIGURED.code);
    const wecom = SocialType.WECHAT_ENTERPRISE;
    expect(await redirect(wecom, '/social-login?type=30')).toMatchObject({ code: 400, msg: '回调地址必须是完整的 URL' });
    expect(await redirect(wecom, 'javascript:alert(1)')).toMatchObject({ code: 400, msg: '回调地址必须使用 http 或 https' });
    expect(await redirect(wecom, 'https://admin.example.com/social-login#x')).toMatchObject({ code: 400, msg: '回调地址不能包含 #' });
    expect((await redirect(wecom, 'https://admin.example.com/social-login?type=30')).code).toBe(0);
  });
});

describe('where the stored secret goes (issue 21)', () => {
  it('asks for the secret again when an update changes the OpenID Connect issuer; with it, the change is made', async () => {
    const oidc = (await t.callOk(socialClientApi.page, { query: { socialType: SocialType.OIDC }, as: admin })).list[0]!;
    const body = { ...base, id: oidc.id, name: 'SSO', socialType: SocialType.OIDC, clientId: 'tenon-console', status: 1 } as const;
    // The placeholder has no secret yet: nothing to carry, so no secret is asked for.
    await t.callOk(socialClientApi.update, { body: { ...body, issuer: 'https://sso.example.com/realms/tenon', clientSecret: SECRET }, as: admin });
    const sealed = await storedSecret(oidc.id);
    const moved = await t.call(socialClientApi.update, { body: { ...body, issuer: 'https://attacker.example.net/' }, as: admin });
    expect(moved).toEqual({ code: ErrorCodes.SOCIAL_CLIENT_SECRET_REQUIRED.code, data: null, msg: '修改了 Issuer 地址或平台类型，请重新输入客户端密钥' });
    expect((await t.callOk(socialClientApi.get, { query: { id: oidc.id }, as: admin })).issuer).toBe('https://sso.example.com/realms/tenon');
    // The same issuer keeps the stored secret, as before.
    await t.callOk(socialClientApi.update, { body: { ...body, name: 'SSO 登录', issuer: 'https://sso.example.com/realms/tenon' }, as: admin });
    expect(await storedSecret(oidc.id)).toBe(sealed);
    await t.callOk(socialClientApi.update, { body: { ...body, issuer: 'https://sso2.example.com/', clientSecret: 'the-new-issuers-secret' }, as: admin });
    expect(await t.callOk(socialClientApi.get, { query: { id: oidc.id }, as: admin })).toMatchObject({ issuer: 'https://sso2.example.com/', clientSecretSet: true });
    expect(await storedSecret(oidc.id)).not.toBe(sealed);
  });

  it('asks for the secret again when an update makes the client another provider’s', async () => {
    const id = await t.callOk(socialClientApi.create, { body: { ...base, name: 'Gitee', socialType: SocialType.GITEE, clientId: 'g-121', clientSecret: SECRET, status: 1 }, as: otherAdmin });
    const toDingTalk = { ...base, id, name: '钉钉', socialType: SocialType.DINGTALK, clientId: 'g-121', status: 1 } as const;
    expect((await t.call(socialClientApi.update, { body: toDingTalk, as: otherAdmin })).code).toBe(ErrorCodes.SOCIAL_CLIENT_SECRET_REQUIRED.code);
    expect((await t.call(socialClientApi.update, { body: { ...toDingTalk, clientSecret: 'dingtalk-secret' }, as: otherAdmin })).code).toBe(0);
    await t.callOk(socialClientApi.delete, { query: { id }, as: otherAdmin });
  });

  it('refuses, under the production policy, issuers on loopback, metadata, private and mapped addresses and names resolving to them', async () => {
    const strict = outboundPolicy(loadConfig({ NODE_ENV: 'production' }).outbound);
    const clients = new SocialClientService({ db: t.db, box: socialSecretBox({ secretKey: 'a test key, long enough to be a secret', dataDir: os.tmpdir() }), outbound: strict });
    const scope = tenantScope(t.db, 121);
    const caller = { id: 1 } as Parameters<typeof clients.create>[1];
    for (const issuer of ['https://127.0.0.1/', 'https://169.254.169.254/latest', 'https://10.0.0.1/realms/x', 'https://[::ffff:127.0.0.1]/', 'http://localhost:8080/']) {
      const err = await clients
        .create(scope, caller, { ...base, name: 'SSO', socialType: SocialType.OIDC, clientId: 'c', clientSecret: 's', issuer })
        .then(() => undefined, (e: unknown) => e);
      expect(err, issuer).toMatchObject({ code: ErrorCodes.SOCIAL_CLIENT_ISSUER_NOT_ALLOWED.code, message: expect.stringMatching(/^不允许连接该 Issuer 地址：.*(本机|链路本地|内网)地址/) });
    }
    // The test policy lets a local provider in, never the metadata address.
    expect(
      await t.call(socialClientApi.create, { body: { ...base, name: 'SSO', socialType: SocialType.OIDC, clientId: 'c', issuer: 'https://169.254.169.254/' }, as: admin }),
    ).toMatchObject({ code: ErrorCodes.SOCIAL_CLIENT_ISSUER_NOT_ALLOWED.code, msg: '不允许连接该 Issuer 地址：169.254.169.254 是链路本地地址（含云服务器元数据地址）' });
  });
});
