/**
 * Social login against a real OpenID Connect provider (testing/fake-idp.ts, oidc-provider): the whole
 * round trip as the web makes it, from social-auth-redirect to the IdP's login and consent
 * pages, back to social-login, the binding password login, and the direct sign-in after it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, ErrorCodes, loginLogApi, socialClientApi, socialUserApi, SocialType, SOCIAL_USER_TYPE_ADMIN, userProfileApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { idpBrowser, startTestIdp, type TestIdp } from './testing/fake-idp.ts';
import { useClient } from './testing/social-helpers.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../../config.ts';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import { oidcProvider } from './providers/oidc.ts';

const REDIRECT = 'http://tenon.test/social-login?type=90&redirect=%2Fsystem%2Fuser';
const CLIENT_SECRET = 'idp-client-secret-5f2a9c';

let t: TestApp;
let admin: Session;
let idp: TestIdp;

beforeAll(async () => {
  idp = await startTestIdp({
    clientId: 'tenon-console',
    clientSecret: CLIENT_SECRET,
    redirectUris: [REDIRECT],
    accounts: [{ sub: 'alice', name: '爱丽丝', preferred_username: 'alice', picture: 'https://avatars.example.com/alice.png' }],
  });
  t = await testApp();
  admin = await t.login();
  await useClient(t, admin, SocialType.OIDC, { clientId: 'tenon-console', clientSecret: CLIENT_SECRET, issuer: idp.issuer });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const redirect = () => t.callOk(authApi.socialAuthRedirect, { query: { type: SocialType.OIDC, redirectUri: REDIRECT } });
const callbackOf = (url: URL) => ({ type: SocialType.OIDC, code: url.searchParams.get('code')!, state: url.searchParams.get('state')! });

describe('social login through an OpenID Connect provider', () => {
  it('sends the browser to the IdP with state, nonce and a PKCE S256 challenge', async () => {
    const url = new URL(await redirect());
    expect(url.origin + url.pathname).toBe(`${idp.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'tenon-console',
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid profile',
      code_challenge_method: 'S256',
    });
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)!.length).toBeGreaterThanOrEqual(43);
  });

  it('asks an unbound account to bind, binds it with the password login, then signs it in directly', async () => {
    const browser = idpBrowser();
    const first = await browser.authorize(await redirect(), 'alice');
    expect(first.href.startsWith(`${REDIRECT}&code=`)).toBe(true);

    const unbound = await t.call(authApi.socialLogin, { body: callbackOf(first) });
    expect(unbound).toMatchObject({ code: ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code, msg: '未绑定账号，需要进行绑定' });

    const { socialCode, socialState } = { socialCode: callbackOf(first).code, socialState: callbackOf(first).state };
    const lisi = await t.callOk(authApi.login, { body: { username: 'lisi', password: 'test123', socialType: SocialType.OIDC, socialCode, socialState } });
    const asLisi = { ...lisi, tenantId: 1 };
    const bound = await t.callOk(socialUserApi.getBindList, { as: asLisi });
    // Beside the demo's Gitee account of 李四.
    const viaOidc = bound.filter((b) => b.type === SocialType.OIDC);
    expect(viaOidc).toMatchObject([{ type: SocialType.OIDC, openid: 'alice', nickname: '爱丽丝', avatar: 'https://avatars.example.com/alice.png', username: 'lisi' }]);
    expect(JSON.parse(viaOidc[0]!.rawUserInfo)).toMatchObject({ sub: 'alice', preferred_username: 'alice' });
    const { socialUsers } = await t.callOk(userProfileApi.get, { as: asLisi });
    expect(socialUsers).toHaveLength(2);
    expect(socialUsers).toEqual(expect.arrayContaining([{ type: SocialType.OIDC, openid: 'alice' }, { type: SocialType.GITEE, openid: 'demo-lisi' }]));

    // The IdP remembers alice and her consent: the second trip comes straight back.
    const second = await browser.authorize(await redirect(), 'alice');
    const signedIn = await t.callOk(authApi.socialLogin, { body: callbackOf(second) });
    expect(signedIn.userId).toBe(lisi.userId);
    const me = await t.callOk(authApi.getPermissionInfo, { as: { ...signedIn, tenantId: 1 } });
    expect(me.user.userName).toBe('lisi');

    const social = (await t.callOk(loginLogApi.page, { query: { username: 'lisi', pageSize: 100 }, as: admin })).list.filter((l) => l.logType === 101);
    expect(social).toHaveLength(1);
    expect(social[0]).toMatchObject({ result: 0, userId: lisi.userId });

    // The callback of the trip that signed in cannot sign in again.
    const replayed = await t.call(authApi.socialLogin, { body: callbackOf(second) });
    expect(replayed).toMatchObject({ code: ErrorCodes.SOCIAL_USER_AUTH_FAILURE.code, msg: '社交授权失败，原因是：本次授权已失效或已使用，请重新发起登录' });
  });

  it('says why when the IdP refuses the code', async () => {
    const callback = await idpBrowser().authorize(await redirect(), 'alice');
    const res = await t.call(authApi.socialLogin, { body: { ...callbackOf(callback), code: 'not-the-code-the-idp-gave' } });
    expect(res.code).toBe(ErrorCodes.SOCIAL_USER_AUTH_FAILURE.code);
    expect(res.msg).toMatch(/^社交授权失败，原因是：OpenID Connect 服务拒绝了授权码：/);
  });

  it('says the IdP cannot be reached when its issuer answers nothing', async () => {
    const gone = await startTestIdp({ clientId: 'x', clientSecret: 'y', redirectUris: [REDIRECT], accounts: [] });
    await gone.close();
    const other = await t.login('admin110', 'admin123', 121);
    await t.callOk(socialClientApi.create, {
      body: { name: '已下线的 SSO', socialType: SocialType.OIDC, userType: SOCIAL_USER_TYPE_ADMIN, clientId: 'x', clientSecret: 'y', issuer: gone.issuer, status: 0 },
      as: other,
    });
    const res = await t.call(authApi.socialAuthRedirect, { query: { type: SocialType.OIDC, redirectUri: REDIRECT }, tenantId: 121 });
    expect(res).toMatchObject({ code: ErrorCodes.SOCIAL_USER_AUTH_FAILURE.code, msg: `社交授权失败，原因是：无法读取OpenID Connect 服务的配置，请检查 Issuer 地址（${gone.issuer}/）` });
  });

  it('connects to no issuer the outbound policy refuses, however it was saved (production: loopback, metadata, names resolving to them)', async () => {
    // An issuer that would answer: any request reaching it is counted.
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const strict = oidcProvider(outboundPolicy(loadConfig({ NODE_ENV: 'production' }).outbound));
      const trip = { redirectUri: REDIRECT, state: 's'.repeat(43), codeVerifier: 'v'.repeat(43), nonce: 'n'.repeat(43) };
      for (const [issuer, why] of [
        [`http://127.0.0.1:${port}/`, `127.0.0.1 是本机地址`],
        [`http://localhost:${port}/`, `localhost 解析到本机地址`],
        [`https://[::ffff:127.0.0.1]:${port}/`, `::ffff:7f00:1 是本机地址`],
        ['https://169.254.169.254/', '169.254.169.254 是链路本地地址'],
      ]) {
        const client = { clientId: 'tenon-console', clientSecret: CLIENT_SECRET, agentId: '', issuer: issuer! };
        await expect(strict.authorizeUrl({ client, ...trip }), issuer).rejects.toMatchObject({
          code: ErrorCodes.SOCIAL_USER_AUTH_FAILURE.code,
          message: expect.stringContaining(`不允许连接OpenID Connect 服务：${why}`),
        });
        await expect(strict.exchange({ client, code: 'c', ...trip })).rejects.toMatchObject({ message: expect.stringContaining('不允许连接OpenID Connect 服务') });
      }
      expect(seen).toEqual([]);
    } finally {
      server.close();
    }
  });
});
