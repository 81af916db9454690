/**
 * The protocol side (the reference's OAuth2OpenController): the /sso page's authorize calls and
 * the token endpoint's grants. Errors are the catalogue's; the routes turn the token endpoint's
 * into RFC 6749 §5.2 answers (`oauth2-errors.ts`).
 */
import { ErrorCodes, OAuth2GrantType, type BodyOf, type OAuth2AuthorizeParams, type QueryOf, type ResponseOf, type oauth2OpenApi } from '@tenon/contracts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { ClientInfo } from '../auth/index.ts';
import type { TenantService } from '../tenant/index.ts';
import type { OAuth2ApproveService } from './oauth2-approve.service.ts';
import type { OAuth2ClientService } from './oauth2-client.service.ts';
import type { ClientCredentials, OAuth2ClientAuth } from './oauth2-client-auth.ts';
import type { IssuedToken, OAuth2GrantService } from './oauth2-grant.service.ts';
import type { OAuth2PasswordCheck } from './oauth2-password.ts';
import { acrossTenants, withinTenant } from '../../../db/tenantContext.ts';

type AuthorizeBody = OAuth2AuthorizeParams;
type TokenBody = BodyOf<typeof oauth2OpenApi.token>;
export type TokenResp = ResponseOf<typeof oauth2OpenApi.token>;

/** Client credentials of a protocol call: HTTP Basic (RFC 6749 §2.3.1) or the body's parameters, sent from `address`. */
export function clientCredentials(authorization: string | undefined, params: { client_id?: string; client_secret?: string }, address: string): ClientCredentials {
  const basic = authorization && /^Basic\s+(\S+)$/i.exec(authorization);
  if (basic) {
    const decoded = Buffer.from(basic[1]!, 'base64').toString('utf8');
    const at = decoded.indexOf(':');
    const part = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        return s;
      }
    };
    if (at > 0) return { clientId: part(decoded.slice(0, at)), secret: part(decoded.slice(at + 1)) || null, address };
  }
  if (!params.client_id) throw badRequest('client_id 不能为空');
  return { clientId: params.client_id, secret: params.client_secret || null, address };
}

/**
 * The authorize call's parameters from its query string and its body: the reference's /sso page
 * sends them in the query string with no body, a form (ours) in the body. Merged field by field,
 * the body's value winning where both carry one (as a form post is the documented way); then the
 * three the protocol needs are required, whichever part carried them.
 */
export function authorizeParams(
  query: QueryOf<typeof oauth2OpenApi.authorize> | undefined,
  body: BodyOf<typeof oauth2OpenApi.authorize> | undefined,
): OAuth2AuthorizeParams {
  const merged: Record<string, string | undefined> = { ...query };
  for (const [k, v] of Object.entries(body ?? {})) if (v !== undefined) merged[k] = v;
  for (const required of ['response_type', 'client_id', 'redirect_uri']) if (!merged[required]) throw badRequest(`${required}不能为空`);
  return merged as unknown as OAuth2AuthorizeParams;
}

const splitScopes = (scope: string | undefined) => (scope ?? '').split(/\s+/).filter(Boolean);

/** `scope` of the authorize form: a JSON map of scope → approved. */
function parseScopeMap(raw: string | undefined): Record<string, boolean> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('scope 参数格式不正确');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || Object.values(parsed).some((v) => typeof v !== 'boolean'))
    throw badRequest('scope 参数格式不正确');
  return parsed as Record<string, boolean>;
}

function withParams(uri: string, params: Record<string, string>, fragment: boolean): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== '')).toString();
  if (fragment) return `${uri}#${query}`;
  return `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
}

export const tokenResp = (t: IssuedToken): TokenResp => ({
  access_token: t.accessToken,
  ...(t.refreshToken ? { refresh_token: t.refreshToken } : {}),
  token_type: 'bearer',
  expires_in: t.expiresIn,
  scope: t.scopes.join(' '),
});

export class OAuth2OpenService {
  constructor(
    private readonly clients: OAuth2ClientService,
    private readonly grants: OAuth2GrantService,
    private readonly tenants: TenantService,
    private readonly approvals: OAuth2ApproveService,
    private readonly passwords: OAuth2PasswordCheck,
    /** Client authentication with its throttle (oauth2-client-auth.ts), for every call that takes a secret. */
    private readonly clientAuth: OAuth2ClientAuth,
  ) {}

  /** The page's facts: a scope's value is true when it is auto-approved or the caller approved it (the page pre-ticks it). */
  async authorizeInfo(caller: LoginUser, clientId: string): Promise<ResponseOf<typeof oauth2OpenApi.authorizeInfo>> {
    const client = await this.clients.validate(clientId, {});
    const approved = await this.approvals.approvedScopes(caller, client.clientId);
    return {
      client: { name: client.name, logo: client.logo },
      scopes: client.scopes.map((key) => ({ key, value: client.autoApproveScopes.includes(key) || approved.has(key) })),
    };
  }

  /**
   * The user's answer on the /sso page. Returns where to send the browser; '' when asked to
   * approve automatically and some requested scope is neither auto-approved nor remembered as
   * approved by this user (the page then asks). An answer on the page is remembered per scope.
   */
  async authorize(caller: LoginUser, p: AuthorizeBody): Promise<string> {
    const implicit = p.response_type === 'token';
    if (p.response_type !== 'code' && !implicit) throw badRequest('response_type 参数值只允许 code 和 token');
    const requested = parseScopeMap(p.scope);
    const client = await this.clients.validate(p.client_id, {
      grantType: implicit ? OAuth2GrantType.IMPLICIT : OAuth2GrantType.AUTHORIZATION_CODE,
      scopes: Object.keys(requested),
      redirectUri: p.redirect_uri,
    });
    const challenge = this.codeChallenge(p, client.secretHash === '', implicit);
    const state = p.state ?? '';
    let granted: string[];
    // Nothing granted is a refusal: approve and refuse must never look alike, and no code is
    // issued that only tells the client who the user is.
    if (p.auto_approve === 'true') {
      granted = Object.keys(requested);
      if (!(await this.approvals.preApproved(caller, client, granted))) return '';
    } else {
      await this.approvals.remember(caller, client.clientId, requested);
      granted = Object.entries(requested).filter(([, ok]) => ok).map(([s]) => s);
      if (granted.length === 0) return withParams(p.redirect_uri, { error: 'access_denied', error_description: 'User denied access', state }, implicit);
    }
    if (implicit) {
      const t = await this.grants.issue(client, caller.tenantId, caller.id, granted);
      return withParams(
        p.redirect_uri,
        { access_token: t.accessToken, token_type: 'bearer', expires_in: String(t.expiresIn), scope: granted.join(' '), state },
        true,
      );
    }
    const code = await this.grants.createCode({
      tenantId: caller.tenantId,
      userId: caller.id,
      client,
      scopes: granted,
      redirectUri: p.redirect_uri,
      state,
      codeChallenge: challenge,
    });
    return withParams(p.redirect_uri, { code, state }, false);
  }

  private codeChallenge(p: AuthorizeBody, publicClient: boolean, implicit: boolean): string {
    if (implicit) return '';
    if (p.code_challenge) {
      if ((p.code_challenge_method ?? 'plain') !== 'S256') throw serviceError(ErrorCodes.OAUTH2_GRANT_PKCE_REQUIRED);
      if (!/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge)) throw badRequest('code_challenge 格式不正确');
      return p.code_challenge;
    }
    if (publicClient) throw serviceError(ErrorCodes.OAUTH2_GRANT_PKCE_REQUIRED);
    return '';
  }

  /** The token endpoint: one grant per `grant_type`, each for an authenticated client allowed it. */
  async token(creds: ClientCredentials, p: TokenBody, headerTenantId: () => number, caller: ClientInfo): Promise<TokenResp> {
    const grantType = p.grant_type ?? '';
    if (!(Object.values(OAuth2GrantType) as string[]).includes(grantType) || grantType === OAuth2GrantType.IMPLICIT)
      throw serviceError(ErrorCodes.OAUTH2_CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS);
    const scopes = splitScopes(p.scope);
    const client = await this.clientAuth.authenticate(creds, {
      grantType,
      ...(grantType === OAuth2GrantType.PASSWORD || grantType === OAuth2GrantType.CLIENT_CREDENTIALS ? { scopes } : {}),
    });
    switch (grantType) {
      case OAuth2GrantType.AUTHORIZATION_CODE:
        if (!p.code) throw badRequest('code 不能为空');
        // The code names its tenant (the endpoint has no tenant header).
        return tokenResp(await acrossTenants(() => this.grants.exchangeCode(client, { code: p.code!, redirectUri: p.redirect_uri, state: p.state, codeVerifier: p.code_verifier })));
      case OAuth2GrantType.REFRESH_TOKEN:
        if (!p.refresh_token) throw badRequest('refresh_token 不能为空');
        // The refresh token names its tenant.
        return tokenResp(await acrossTenants(() => this.grants.refresh(client, p.refresh_token!)));
      case OAuth2GrantType.PASSWORD: {
        const tenantId = headerTenantId();
        await this.tenants.requireActive(tenantId);
        if (!p.username?.trim()) throw badRequest('username 不能为空');
        const username = p.username;
        return tokenResp(await withinTenant(tenantId, async () => this.grants.issue(client, tenantId, await this.passwords.userOf(tenantId, username, p.password ?? '', caller), scopes)));
      }
      default: {
        const tenantId = headerTenantId();
        await this.tenants.requireActive(tenantId);
        return tokenResp(await withinTenant(tenantId, () => this.grants.issue(client, tenantId, null, scopes)));
      }
    }
  }

  /**
   * The token's facts, for the client it was issued to only: another client's token is answered
   * as an unknown one, so check-token tells no client about the tokens of another.
   */
  async checkToken(creds: ClientCredentials, token: string): Promise<ResponseOf<typeof oauth2OpenApi.checkToken>> {
    const client = await this.clientAuth.authenticate(creds);
    const owner = await this.grants.authenticate(token);
    if (!owner || owner.clientId !== client.clientId) throw serviceError(ErrorCodes.OAUTH2_ACCESS_TOKEN_INVALID);
    return {
      scopes: owner.scopes,
      exp: Math.floor(owner.expiresTime / 1000),
      user_id: owner.userId,
      user_type: 2,
      tenant_id: owner.tenantId,
      client_id: owner.clientId,
      access_token: token,
    };
  }

  async revoke(creds: ClientCredentials, token: string): Promise<boolean> {
    const client = await this.clientAuth.authenticate(creds);
    // The token names its tenant.
    return acrossTenants(() => this.grants.revoke(client.clientId, token));
  }
}
