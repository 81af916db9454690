/**
 * WeCom (企业微信) web login (developer.work.weixin.qq.com "企业微信 Web 登录"): the client id is
 * the CorpID, agentId the app's AgentId, the secret that app's Secret. The browser goes to
 * login.work.weixin.qq.com/wwlogin/sso/login; the code is read with the corp's access token
 * (cgi-bin/gettoken) at cgi-bin/auth/getuserinfo, which answers the member's userid (openid);
 * cgi-bin/user/get adds name and avatar when the app may read the member (best effort).
 */
import { at, atProvider, providerFailure, providerJson, text, timeoutSignal, type SocialProvider } from './social-provider.ts';

const NAME = '企业微信';
export const WECOM_LOGIN_URL = 'https://login.work.weixin.qq.com';
export const WECOM_API_URL = 'https://qyapi.weixin.qq.com';

const failed = (answer: Record<string, unknown>) => answer.errcode !== undefined && answer.errcode !== 0;
const reasonOf = (answer: Record<string, unknown>) => `${text(answer.errmsg) || '未知错误'}（errcode ${text(answer.errcode)}）`;

/** `base` (tests only) stands for both hosts. */
export function weComProvider(base?: string): SocialProvider {
  const login = base ?? WECOM_LOGIN_URL;
  const api = base ?? WECOM_API_URL;
  const get = async (path: string, query: Record<string, string>) =>
    providerJson(NAME, await fetch(`${at(api, path)}?${new URLSearchParams(query)}`, { headers: { accept: 'application/json' }, signal: timeoutSignal() }));
  return {
    async authorizeUrl({ client, redirectUri, state }) {
      const url = new URL(at(login, '/wwlogin/sso/login'));
      url.search = new URLSearchParams({
        login_type: 'CorpApp',
        appid: client.clientId,
        agentid: client.agentId,
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.href;
    },
    exchange: ({ client, code }) =>
      atProvider(NAME, async () => {
        const token = await get('/cgi-bin/gettoken', { corpid: client.clientId, corpsecret: client.clientSecret });
        const accessToken = text(token.access_token);
        if (failed(token) || !accessToken) throw providerFailure(`${NAME}未发放访问令牌：${reasonOf(token)}`);

        const who = await get('/cgi-bin/auth/getuserinfo', { access_token: accessToken, code });
        // A member of the corp has a userid; someone outside it only an openid, who is no member to sign in as.
        const openid = text(who.userid);
        if (failed(who) || !openid) throw providerFailure(failed(who) ? `${NAME}拒绝了授权码：${reasonOf(who)}` : `该账号不是企业成员`);

        // user_ticket reads private details: a token like the others, so not kept.
        const { user_ticket: _ticket, ...identity } = who;
        const member = await get('/cgi-bin/user/get', { access_token: accessToken, userid: openid }).catch(() => ({}) as Record<string, unknown>);
        const known = !failed(member);
        return {
          openid,
          nickname: (known && text(member.name)) || openid,
          avatar: (known && text(member.avatar)) || '',
          rawUserInfo: JSON.stringify(known ? { ...identity, ...member } : identity),
        };
      }),
  };
}
