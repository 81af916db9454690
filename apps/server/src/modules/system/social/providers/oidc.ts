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
 *
 * Every request (discovery, token, user info, keys) goes through the outbound policy's fetch
 * (platform/outbound-policy.ts): the issuer is an administrator's choice and the other endpoints
 * come from its discovery document, so each host is resolved, checked and connected to as checked.
 */
import * as oidc from 'openid-client';
import { createHash } from 'node:crypto';
import { OutboundRefused, type OutboundPolicy } from '../../../../platform/outbound-policy.ts';
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

/** The policy's refusal somewhere in an error's causes (openid-client wraps what a fetch throws). */
function refusalIn(err: unknown): OutboundRefused | undefined {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) if (e instanceof OutboundRefused) return e;
  return undefined;
}
const refused = (r: OutboundRefused) => providerFailure(`不允许连接${NAME}：${r.message}`);

async function serverMetadata(issuer: URL, outbound: OutboundPolicy): Promise<oidc.ServerMetadata> {
  const cached = discovered.get(issuer.href);
  if (cached && cached.expires > Date.now()) return cached.metadata;
  const config = await oidc
    .discovery(issuer, 'discovery', undefined, undefined, {
      execute: insecure(issuer) ? [oidc.allowInsecureRequests] : [],
      timeout: PROVIDER_TIMEOUT_MS / 1000,
      [oidc.customFetch]: outbound.fetch as oidc.CustomFetch,
    })
    .catch((err: unknown) => {
      const r = refusalIn(err);
      throw r ? refused(r) : providerFailure(`无法读取${NAME}的配置，请检查 Issuer 地址（${issuer.href}）`);
    });
  const metadata = config.serverMetadata();
  discovered.set(issuer.href, { metadata, expires: Date.now() + DISCOVERY_TTL_MS });
  return metadata;
}

async function configOf(client: ProviderClient, outbound: OutboundPolicy): Promise<oidc.Configuration> {
  const problem = issuerProblem(client.issuer);
  if (problem) throw providerFailure(problem);
  const issuer = new URL(client.issuer);
  const metadata = await serverMetadata(issuer, outbound);
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
  config[oidc.customFetch] = outbound.fetch as oidc.CustomFetch;
  if (insecure(issuer)) oidc.allowInsecureRequests(config);
  return config;
}

/**
 * Why a call failed. A provider's OAuth error (a JSON answer of a server that passed discovery)
 * is quoted, shortened; a timeout, a refusal of the outbound policy or a connection that failed
 * is said in fixed words; openid-client's own checks by their (fixed) message.
 */
function reasonOf(err: unknown, what: string): string {
  if (err instanceof oidc.ResponseBodyError) return `${NAME}${what}：${(err.error_description || err.error).slice(0, 200)}`;
  const r = refusalIn(err);
  if (r) return `不允许连接${NAME}：${r.message}`;
  const e = err as { name?: string; code?: string; cause?: { name?: string } };
  const timedOut = (x?: { name?: string }) => x?.name === 'TimeoutError' || x?.name === 'AbortError';
  if (timedOut(e) || timedOut(e.cause) || e.code === 'OAUTH_TIMEOUT' || e.code === 'OAUTH_ABORT') return `${NAME}响应超时`;
  if (err instanceof oidc.ClientError && e.code) return `${NAME}的应答未通过校验（${err.message}）`;
  return `无法连接${NAME}`;
}

export function oidcProvider(outbound: OutboundPolicy): SocialProvider {
  const configOfClient = (client: ProviderClient) => configOf(client, outbound);
  return {
    authorizeUrl: ({ client, redirectUri, state, codeVerifier, nonce }) =>
      atProvider(NAME, async () => {
        const config = await configOfClient(client);
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
        const config = await configOfClient(client);
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
