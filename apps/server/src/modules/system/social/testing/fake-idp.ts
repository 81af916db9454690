/**
 * A real OpenID Connect provider for tests (oidc-provider, a dev dependency): the peer of
 * social login's type 90, on 127.0.0.1 at a random port, with one confidential client and a few
 * accounts. Its built-in development pages (devInteractions) ask for a login (any password) and
 * a consent, so a browser journey clicks through them; `idpBrowser()` does the same with fetch
 * and cookies for server tests. Importable without the server app (the e2e journey imports it
 * as `@tenon/server/modules/system/social/testing/fake-idp.ts`). Never part of the product.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdpAccount {
  /** The account's id (the login typed on the IdP's page, and the `sub` claim). */
  sub: string;
  name?: string;
  preferred_username?: string;
  picture?: string;
}

export interface TestIdpOptions {
  clientId: string;
  clientSecret: string;
  /** Callback addresses, matched exactly (as OpenID Connect requires). */
  redirectUris: string[];
  /**
   * Also accept any callback address starting with one of these (e.g. `http://127.0.0.1:5173/social-login?`),
   * as providers that match by domain do: for journeys whose callback carries a changing query.
   */
  redirectUriPrefixes?: string[];
  accounts: TestIdpAccount[];
}

export interface TestIdp {
  /** The issuer URL to put in the social client (`http://127.0.0.1:<port>`). */
  issuer: string;
  close(): Promise<void>;
}

export async function startTestIdp(options: TestIdpOptions): Promise<TestIdp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = new Map(options.accounts.map((a) => [a.sub, a]));

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ ...account }) };
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'picture'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // Lifetimes given, so the library does not warn that its defaults are in use.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    jwks: { keys: [{ ...signingKey, kid: 'test-idp', alg: 'RS256', use: 'sig' }] },
  });
  const prefixes = options.redirectUriPrefixes ?? [];
  if (prefixes.length) {
    const exact = provider.Client.prototype.redirectUriAllowed;
    provider.Client.prototype.redirectUriAllowed = function (this: InstanceType<typeof provider.Client>, uri: string) {
      return exact.call(this, uri) || prefixes.some((p) => uri.startsWith(p));
    };
  }
  server.on('request', provider.callback());

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * A browser for server tests: follows the IdP's redirects with its cookies, signs in on the
 * login page as `login`, approves the consent page, and stops at the first redirect that leaves
 * the IdP: the callback URL with `code` and `state` (or `error`). Its cookies are kept between
 * calls, so a second authorization reuses the IdP's session, as a person's browser would.
 */
export function idpBrowser() {
  const cookies = new Map<string, string>();
  const send = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const [name, value] = [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()];
      const gone = !value || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (gone) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  };

  return {
    async authorize(authorizeUrl: string, login: string): Promise<URL> {
      const origin = new URL(authorizeUrl).origin;
      let res = await send(authorizeUrl);
      for (let hop = 0; hop < 20; hop++) {
        const location = res.headers.get('location');
        if (location) {
          const next = new URL(location, res.url || origin);
          if (next.origin !== origin) return next;
          res = await send(next.href);
          continue;
        }
        const page = await res.text();
        if (res.status !== 200) throw new Error(`test IdP answered ${res.status}: ${page.slice(0, 300)}`);
        const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
        const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
        if (!action || !prompt) throw new Error(`test IdP page without a form: ${page.slice(0, 300)}`);
        const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any' } : { prompt };
        res = await send(new URL(action.replace(/&amp;/g, '&'), origin).href, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        });
      }
      throw new Error('test IdP: too many redirects');
    },
  };
}
