/**
 * Gitee, DingTalk and WeCom against local fakes of their documented endpoints
 * (testing/fake-providers.ts): the authorize URL each sends the browser to, the exchange of a
 * code for the account, and a provider's refusal answered as a sentence a person understands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authApi, ErrorCodes, socialUserApi, SocialType } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { startFakeProviders, type FakeAccount, type FakeProviders } from './testing/fake-providers.ts';
import { useClient } from './testing/social-helpers.ts';
import { socialUser } from './social.schema.ts';

const REDIRECT = 'http://tenon.test/social-login?type=';
const SECRETS = { [SocialType.GITEE]: 'gitee-secret-1', [SocialType.DINGTALK]: 'ding-secret-2', [SocialType.WECHAT_ENTERPRISE]: 'wecom-secret-3' };
type Named = keyof typeof SECRETS;

let t: TestApp;
let admin: Session;
let fake: FakeProviders;

beforeAll(async () => {
  fake = await startFakeProviders();
  t = await testApp({ socialProviderBaseUrls: { 10: fake.base, 20: fake.base, 30: fake.base } });
  admin = await t.login();
  await useClient(t, admin, SocialType.GITEE, { clientId: 'gitee-app', clientSecret: SECRETS[10] });
  await useClient(t, admin, SocialType.DINGTALK, { clientId: 'dingoa-app', clientSecret: SECRETS[20] });
  await useClient(t, admin, SocialType.WECHAT_ENTERPRISE, { clientId: 'ww-corp', agentId: '1000002', clientSecret: SECRETS[30] });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function authorize(type: Named) {
  const url = new URL(await t.callOk(authApi.socialAuthRedirect, { query: { type, redirectUri: `${REDIRECT}${type}` } }));
  return { url, state: url.searchParams.get('state')! };
}

/** A round trip where the provider hands out a code for `account` (with the secret it knows, or another). */
async function roundTrip(type: Named, account: FakeAccount, secret: string = SECRETS[type]) {
  const { state } = await authorize(type);
  return t.call(authApi.socialLogin, { body: { type, code: fake.issue(account, secret), state } });
}

describe('the named providers', () => {
  it('send the browser to each provider’s documented authorize page', async () => {
    const gitee = (await authorize(SocialType.GITEE)).url;
    expect(gitee.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(gitee.searchParams)).toEqual({ client_id: 'gitee-app', redirect_uri: `${REDIRECT}10`, response_type: 'code', state: expect.any(String) });

    const ding = (await authorize(SocialType.DINGTALK)).url;
    expect(ding.pathname).toBe('/oauth2/auth');
    expect(Object.fromEntries(ding.searchParams)).toEqual({
      redirect_uri: `${REDIRECT}20`,
      response_type: 'code',
      client_id: 'dingoa-app',
      scope: 'openid',
      state: expect.any(String),
      prompt: 'consent',
    });

    const wecom = (await authorize(SocialType.WECHAT_ENTERPRISE)).url;
    expect(wecom.pathname).toBe('/wwlogin/sso/login');
    expect(Object.fromEntries(wecom.searchParams)).toEqual({
      login_type: 'CorpApp',
      appid: 'ww-corp',
      agentid: '1000002',
      redirect_uri: `${REDIRECT}30`,
      state: expect.any(String),
    });
  });

  it.each([
    [SocialType.GITEE, { id: '4242', name: '码云用户', avatar: 'https://gitee.com/a.png' }, ['POST /oauth/token', 'GET /api/v5/user']],
    [SocialType.DINGTALK, { id: 'union-77', name: '钉钉用户', avatar: 'https://img.dingtalk.com/a.png' }, ['POST /v1.0/oauth2/userAccessToken', 'GET /v1.0/contact/users/me']],
    [
      SocialType.WECHAT_ENTERPRISE,
      { id: 'ZhangSan', name: '张三', avatar: 'https://wework.qpic.cn/a.png' },
      ['GET /cgi-bin/gettoken', 'GET /cgi-bin/auth/getuserinfo', 'GET /cgi-bin/user/get'],
    ],
  ] as const)('type %i: exchanges the code for the account, records it and asks for the binding', async (type, account, path) => {
    fake.calls.length = 0;
    const res = await roundTrip(type, account);
    expect(res.code).toBe(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code);
    expect(fake.calls).toEqual(path);

    const { list } = await t.callOk(socialUserApi.page, { query: { type, openid: account.id }, as: admin });
    expect(list).toMatchObject([{ type, openid: account.id, nickname: account.name, avatar: account.avatar, userId: null, username: '' }]);
    const [row] = await t.db.select().from(socialUser).where(eq(socialUser.id, list[0]!.id));
    expect(row!.rawUserInfo).not.toContain('ticket-not-to-keep');
    expect(row!.rawUserInfo).not.toMatch(/at-[0-9a-f]{16}/);
  });

  it.each([
    [SocialType.GITEE, '社交授权失败，原因是：Gitee拒绝了授权码：授权码无效或已过期'],
    [SocialType.DINGTALK, '社交授权失败，原因是：钉钉拒绝了授权码：临时授权码无效'],
    [SocialType.WECHAT_ENTERPRISE, '社交授权失败，原因是：企业微信拒绝了授权码：invalid code（errcode 40029）'],
  ] as const)('type %i: says why when the provider refuses the code', async (type, msg) => {
    const { state } = await authorize(type);
    fake.issue({ id: '1', name: 'x', avatar: '' }, SECRETS[type]);
    const res = await t.call(authApi.socialLogin, { body: { type, code: 'a-code-the-provider-never-gave', state } });
    expect(res).toMatchObject({ code: ErrorCodes.SOCIAL_USER_AUTH_FAILURE.code, msg });
  });

  it('says why when WeCom refuses the app’s secret', async () => {
    await useClient(t, admin, SocialType.WECHAT_ENTERPRISE, { clientId: 'ww-corp', agentId: '1000002', clientSecret: 'a-secret-wecom-does-not-know' });
    const res = await roundTrip(SocialType.WECHAT_ENTERPRISE, { id: 'LiSi', name: '李四', avatar: '' });
    expect(res).toMatchObject({ code: ErrorCodes.SOCIAL_USER_AUTH_FAILURE.code, msg: '社交授权失败，原因是：企业微信未发放访问令牌：invalid credential（errcode 40001）' });
    await useClient(t, admin, SocialType.WECHAT_ENTERPRISE, { clientId: 'ww-corp', agentId: '1000002', clientSecret: SECRETS[30] });
  });

  it('says the provider cannot be reached when its connection drops', async () => {
    const { state } = await authorize(SocialType.GITEE);
    fake.dropNext();
    const res = await t.call(authApi.socialLogin, { body: { type: SocialType.GITEE, code: fake.issue({ id: '5', name: 'x', avatar: '' }, SECRETS[10]), state } });
    expect(res).toMatchObject({ code: ErrorCodes.SOCIAL_USER_AUTH_FAILURE.code, msg: '社交授权失败，原因是：无法连接Gitee' });
  });
});
