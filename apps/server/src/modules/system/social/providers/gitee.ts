/**
 * Gitee (码云) OAuth2, as gitee.com/api/v5/oauth_doc documents it: authorize at /oauth/authorize,
 * the code for a token at POST /oauth/token, the account at GET /api/v5/user. openid = the
 * account's numeric id (its login can be renamed).
 */
import { at, atProvider, providerFailure, providerJson, text, timeoutSignal, type SocialProvider } from './social-provider.ts';

const NAME = 'Gitee';
export const GITEE_BASE_URL = 'https://gitee.com';

export function giteeProvider(base = GITEE_BASE_URL): SocialProvider {
  return {
    async authorizeUrl({ client, redirectUri, state }) {
      const url = new URL(at(base, '/oauth/authorize'));
      url.search = new URLSearchParams({ client_id: client.clientId, redirect_uri: redirectUri, response_type: 'code', state }).toString();
      return url.href;
    },
    exchange: ({ client, code, redirectUri }) =>
      atProvider(NAME, async () => {
        const tokenRes = await fetch(at(base, '/oauth/token'), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ grant_type: 'authorization_code', code, client_id: client.clientId, redirect_uri: redirectUri, client_secret: client.clientSecret }),
          signal: timeoutSignal(),
        });
        const token = await providerJson(NAME, tokenRes);
        const accessToken = text(token.access_token);
        if (!accessToken) throw providerFailure(`${NAME}拒绝了授权码：${text(token.error_description) || text(token.error) || `HTTP ${tokenRes.status}`}`);

        const userRes = await fetch(`${at(base, '/api/v5/user')}?${new URLSearchParams({ access_token: accessToken })}`, {
          headers: { accept: 'application/json' },
          signal: timeoutSignal(),
        });
        const info = await providerJson(NAME, userRes);
        const openid = text(info.id);
        if (!userRes.ok || !openid) throw providerFailure(`${NAME}未返回用户信息：${text(info.message) || `HTTP ${userRes.status}`}`);
        return { openid, nickname: text(info.name) || text(info.login), avatar: text(info.avatar_url), rawUserInfo: JSON.stringify(info) };
      }),
  };
}
