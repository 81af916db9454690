/**
 * A generic OpenID Connect provider (Keycloak, Authing, Azure AD…; type 90, Tenon's), through
 * openid-client: discovery from the client's issuer, the code flow with PKCE S256, state and
 * nonce, then the user-info endpoint (or the ID token's claims when the provider has none).
 * openid = `sub`.
 *
 * Why the grant is the library's generic one: the callback address the web registers carries a
 * query (`/social-login?type=90&redirect=…`), and the token request must repeat it exactly, while
 * the library's authorizationCodeGrant strips the query off. The generic grant sends it as given
 * and still validates the ID token (issuer, audience, expiry); the nonce is checked here. The
 * state was checked by us before any call to the provider (social-auth-state.ts).
 *
 * Plain http issuers are allowed on loopback addresses only (a provider on the same machine);
 * anywhere else the discovery, token and user-info calls need https.
 */
import * as oidc from 'openid-client';
import { createHash } from 'node:crypto';
import { atProvider, PROVIDER_TIMEOUT_MS, providerFailure, text, type ProviderClient, type SocialProvider } from './social-provider.ts';

const NAME = 'OpenID Connect 服务';
/** How long a provider's discovery document is reused: keys and endpoints rarely move, and a restart of the IdP is seen soon. */
const DISCOVERY_TTL_MS = 5 * 60_000;

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** The issuer as a URL, or why it cannot be one (the client form checks the same, social-client.service.ts). */
export function issuerProblem(issuer: string): string | undefined {
  if (!URL.canParse(issuer)) return 'Issuer 地址必须是完整的 URL（如 https://sso.example.com/realms/tenon）';
  const url = new URL(issuer);
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return undefined;
  return 'Issuer 地址必须使用 https（仅本机地址可用 http）';
}

const insecure = (issuer: URL) => issuer.protocol === 'http:';

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** One cache per server process: discovery answers are the same for every tenant. */
const discovered = new Map<string, { metadata: oidc.ServerMetadata; expires: number }>();

async function serverMetadata(issuer: URL): Promise<oidc.ServerMetadata> {
  const cached = discovered.get(issuer.href);
  if (cached && cached.expires > Date.now()) return cached.metadata;
  const config = await oidc
    .discovery(issuer, 'discovery', undefined, undefined, {
      execute: insecure(issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_MS / 1000,
    })
    .catch(() => {
      throw providerFailure(`无法读取${NAME}的配置，请检查 Issuer 地址（${issuer.href}）`);
    });
  const metadata = config.serverMetadata();
  discovered.set(issuer.href, { metadata, expires: Date.now() + DISCOVERY_TTL_MS });
  return metadata;
}

async function configOf(client: ProviderClient): Promise<oidc.Configuration> {
  const problem = issuerProblem(client.issuer);
  if (problem) throw providerFailure(problem);
  const issuer = new URL(client.issuer);
  const metadata = await serverMetadata(issuer);
  // client_secret_basic is OpenID Connect's default; a provider that lists only post gets post.
  const methods = metadata.token_endpoint_auth_methods_supported;
  // A client without a secret is a public one (PKCE is its proof).
  const auth = !client.clientSecret
    ? oidc.None()
    : !methods || methods.includes('client_secret_basic')
      ? oidc.ClientSecretBasic(client.clientSecret)
      : oidc.ClientSecretPost(client.clientSecret);
  const config = new oidc.Configuration(metadata, client.clientId, client.clientSecret ? { client_secret: client.clientSecret } : {}, auth);
  config.timeout = PROVIDER_TIMEOUT_MS / 1000;
  if (insecure(issuer)) oidc.allowInsecureRequests(config);
  return config;
}

/** The provider's refusal, in its own words when it gave any. */
function reasonOf(err: unknown, what: string): string {
  if (err instanceof oidc.ResponseBodyError) return `${NAME}${what}：${err.error_description || err.error}`;
  const name = (err as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return `${NAME}响应超时`;
  if (err instanceof oidc.ClientError) return `${NAME}的应答未通过校验（${err.message}）`;
  return `无法连接${NAME}`;
}

export function oidcProvider(): SocialProvider {
  return {
    authorizeUrl: ({ client, redirectUri, state, codeVerifier, nonce }) =>
      atProvider(NAME, async () => {
        const config = await configOf(client);
        return oidc.buildAuthorizationUrl(config, {
          redirect_uri: redirectUri,
          response_type: 'code',
          scope: 'openid profile',
          state,
          nonce,
          code_challenge: sha256(codeVerifier),
          code_challenge_method: 'S256',
        }).href;
      }),
    exchange: ({ client, code, redirectUri, codeVerifier, nonce }) =>
      atProvider(NAME, async () => {
        const config = await configOf(client);
        const tokens = await oidc
          .genericGrantRequest(config, 'authorization_code', { code, redirect_uri: redirectUri, code_verifier: codeVerifier })
          .catch((err: unknown) => {
            throw providerFailure(reasonOf(err, '拒绝了授权码'));
          });
        const claims = tokens.claims();
        if (!claims) throw providerFailure(`${NAME}未返回 ID Token（请确认授权范围含 openid）`);
        if (claims.nonce !== nonce) throw providerFailure(`${NAME}返回的 ID Token 与本次登录不符（nonce）`);
        const info: Record<string, unknown> = config.serverMetadata().userinfo_endpoint
          ? await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch((err: unknown) => {
              throw providerFailure(reasonOf(err, '未返回用户信息'));
            })
          : { ...claims };
        const openid = text(info.sub) || claims.sub;
        return {
          openid,
          nickname: text(info.name) || text(info.preferred_username) || openid,
          avatar: text(info.picture),
          rawUserInfo: JSON.stringify(info),
        };
      }),
  };
}
