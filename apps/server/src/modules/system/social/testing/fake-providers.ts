/**
 * Tests only: a local fake of Gitee's, DingTalk's and WeCom's token and user endpoints, as their
 * documentation describes them (paths, parameters, answers and error shapes), on one node:http
 * server whose address stands for every provider host (config.socialProviderBaseUrls). A test
 * hands out a code for an account with `issue`, as the provider's login page would; each code
 * works once, with the client's right secret.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeAccount {
  /** Gitee's numeric id, DingTalk's unionId, WeCom's userid. */
  id: string;
  name: string;
  avatar: string;
}

export interface FakeProviders {
  base: string;
  /** A one-time code for this account, accepted only with `secret`. */
  issue(account: FakeAccount, secret: string): string;
  /** Paths the providers were called at, in order (query strings left off). */
  calls: string[];
  /** The next request's connection is dropped unanswered, as an unreachable provider's would be. */
  dropNext(): void;
  close(): Promise<void>;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const codes = new Map<string, { account: FakeAccount; secret: string }>();
  const tokens = new Map<string, FakeAccount>();
  const calls: string[] = [];
  let dropping = false;
  /** The secrets codes were issued for: the apps' secrets the fake knows. */
  const secrets = new Set<string>();

  const spend = (code: string, secret: string): string | undefined => {
    const issued = codes.get(code);
    codes.delete(code);
    if (!issued || issued.secret !== secret) return undefined;
    const token = `at-${randomBytes(8).toString('hex')}`;
    tokens.set(token, issued.account);
    return token;
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push(`${req.method} ${url.pathname}`);
    if (dropping) {
      dropping = false;
      req.socket.destroy();
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const q = url.searchParams;
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };

    switch (`${req.method} ${url.pathname}`) {
      // Gitee: form-encoded token request; errors as OAuth2's error/error_description.
      case 'POST /oauth/token': {
        const form = new URLSearchParams(raw);
        const token = form.get('grant_type') === 'authorization_code' && form.get('redirect_uri') ? spend(form.get('code') ?? '', form.get('client_secret') ?? '') : undefined;
        return token
          ? answer(200, { access_token: token, token_type: 'bearer', expires_in: 86400, refresh_token: 'rt', scope: 'user_info', created_at: 1 })
          : answer(401, { error: 'invalid_grant', error_description: '授权码无效或已过期' });
      }
      case 'GET /api/v5/user': {
        const account = tokens.get(q.get('access_token') ?? '');
        return account
          ? answer(200, { id: Number(account.id), login: `login-${account.id}`, name: account.name, avatar_url: account.avatar })
          : answer(401, { message: '401 Unauthorized: Access token does not exist' });
      }
      // DingTalk: JSON in and out; errors as { code, message }.
      case 'POST /v1.0/oauth2/userAccessToken': {
        const body = JSON.parse(raw || '{}') as Record<string, string>;
        const token = body.grantType === 'authorization_code' ? spend(body.code ?? '', body.clientSecret ?? '') : undefined;
        return token
          ? answer(200, { accessToken: token, refreshToken: 'rt', expireIn: 7200, corpId: 'ding-corp' })
          : answer(400, { code: 'invalidAuthCode', message: '临时授权码无效' });
      }
      case 'GET /v1.0/contact/users/me': {
        const account = tokens.get(String(req.headers['x-acs-dingtalk-access-token'] ?? ''));
        return account
          ? answer(200, { nick: account.name, unionId: account.id, avatarUrl: account.avatar, openId: `open-${account.id}`, stateCode: '86' })
          : answer(401, { code: 'InvalidAuthentication', message: '不合法的 access_token' });
      }
      // WeCom: GET with query parameters; HTTP 200 always, errcode says how it went.
      case 'GET /cgi-bin/gettoken': {
        const corpSecret = q.get('corpsecret') ?? '';
        if (!secrets.has(corpSecret)) return answer(200, { errcode: 40001, errmsg: 'invalid credential' });
        return answer(200, { errcode: 0, errmsg: 'ok', access_token: `corp-${corpSecret}`, expires_in: 7200 });
      }
      case 'GET /cgi-bin/auth/getuserinfo': {
        const secret = (q.get('access_token') ?? '').replace(/^corp-/, '');
        const token = spend(q.get('code') ?? '', secret);
        const account = token ? tokens.get(token) : undefined;
        return account
          ? answer(200, { errcode: 0, errmsg: 'ok', userid: account.id, user_ticket: 'ticket-not-to-keep', expires_in: 1800 })
          : answer(200, { errcode: 40029, errmsg: 'invalid code' });
      }
      case 'GET /cgi-bin/user/get': {
        const account = [...tokens.values()].find((a) => a.id === q.get('userid'));
        return account
          ? answer(200, { errcode: 0, errmsg: 'ok', userid: account.id, name: account.name, avatar: account.avatar })
          : answer(200, { errcode: 60111, errmsg: 'userid not found' });
      }
      default:
        return answer(404, { message: 'not found' });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    issue(account, secret) {
      const code = randomBytes(12).toString('hex');
      codes.set(code, { account, secret });
      secrets.add(secret);
      return code;
    },
    calls,
    dropNext: () => {
      dropping = true;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
