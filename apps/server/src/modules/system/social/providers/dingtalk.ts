/**
 * DingTalk (钉钉) login with its new OAuth2 (open.dingtalk.com, "获取用户 token" and "获取用户通讯录个人信息"):
 * authorize at login.dingtalk.com/oauth2/auth, the code for a user access token at
 * api.dingtalk.com/v1.0/oauth2/userAccessToken, the person at /v1.0/contact/users/me.
 * openid = the unionId (the same person across the corp's apps).
 */
import { at, atProvider, providerFailure, providerJson, text, timeoutSignal, type SocialProvider } from './social-provider.ts';

const NAME = '钉钉';
export const DINGTALK_LOGIN_URL = 'https://login.dingtalk.com';
export const DINGTALK_API_URL = 'https://api.dingtalk.com';

/** `base` (tests only) stands for both hosts. */
export function dingTalkProvider(base?: string): SocialProvider {
  const login = base ?? DINGTALK_LOGIN_URL;
  const api = base ?? DINGTALK_API_URL;
  return {
    async authorizeUrl({ client, redirectUri, state }) {
      const url = new URL(at(login, '/oauth2/auth'));
      url.search = new URLSearchParams({
        redirect_uri: redirectUri,
        response_type: 'code',
        client_id: client.clientId,
        scope: 'openid',
        state,
        prompt: 'consent',
      }).toString();
      return url.href;
    },
    exchange: ({ client, code }) =>
      atProvider(NAME, async () => {
        const tokenRes = await fetch(at(api, '/v1.0/oauth2/userAccessToken'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ clientId: client.clientId, clientSecret: client.clientSecret, code, grantType: 'authorization_code' }),
          signal: timeoutSignal(),
        });
        const token = await providerJson(NAME, tokenRes);
        const accessToken = text(token.accessToken);
        if (!accessToken) throw providerFailure(`${NAME}拒绝了授权码：${text(token.message) || text(token.code) || `HTTP ${tokenRes.status}`}`);

        const userRes = await fetch(at(api, '/v1.0/contact/users/me'), {
          headers: { 'x-acs-dingtalk-access-token': accessToken, accept: 'application/json' },
          signal: timeoutSignal(),
        });
        const info = await providerJson(NAME, userRes);
        const openid = text(info.unionId);
        if (!userRes.ok || !openid) throw providerFailure(`${NAME}未返回用户信息：${text(info.message) || `HTTP ${userRes.status}`}`);
        return { openid, nickname: text(info.nick), avatar: text(info.avatarUrl), rawUserInfo: JSON.stringify(info) };
      }),
  };
}
