/**
 * Social login's round trip: social-auth-redirect sends the browser to the provider; the callback
 * (social-login, or the profile's bind) spends the state, exchanges the code and records the
 * account; a bound account signs in, an unbound one waits for the password login that binds it.
 * What must stay true:
 * - every callback spends its state first (social-auth-state.ts): nothing reaches the provider
 *   for an unknown, replayed, expired, other tenant's or other type's state;
 * - social-login goes through the login throttle (keyed by the state, counted against the
 *   client address) and writes its refusals to the login log with type 101;
 * - a password login binds only the account its own round trip left waiting, with that round
 *   trip's code, once; anything else refuses the login (SOCIAL_USER_NOT_FOUND), no session.
 */
import { ErrorCodes, type SocialType } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { tenantScope, type TenantScope } from '../../../db/tenantScope.ts';
import { badRequest, ServiceError, serviceError } from '../../../platform/errors.ts';
import type { AuthService, ClientInfo, TokenPair } from '../auth/index.ts';
import { LoginLogType, LoginResult } from '../login-log/index.ts';
import { providerFailure, type SocialProvider } from './providers/social-provider.ts';
import type { SocialClientService } from './social-client.service.ts';
import { openState, parkUnbound, sha256Hex, spendState, takeUnbound, type StateRow } from './social-auth-state.ts';
import { bindAccount, boundUser, upsertSocialUser } from './social-binding.ts';

export interface SocialCallbackInput {
  type: SocialType;
  code: string;
  state: string;
}

/** The login's social fields (AuthLoginReq): all three, or the login is no binding. */
export interface LoginSocialFields {
  socialType?: number | null;
  socialCode?: string | null;
  socialState?: string | null;
}

/** A callback address the browser may be sent back to: absolute http(s), no fragment (OAuth2 forbids one). */
function redirectProblem(uri: string): string | undefined {
  if (!URL.canParse(uri)) return '回调地址必须是完整的 URL';
  const url = new URL(uri);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '回调地址必须使用 http 或 https';
  if (uri.includes('#')) return '回调地址不能包含 #';
  if (url.username || url.password) return '回调地址不能包含账号信息';
  return undefined;
}

export class SocialAuthService {
  constructor(
    private readonly deps: {
      db: Db;
      clients: SocialClientService;
      providers: Record<SocialType, SocialProvider>;
      auth: AuthService;
    },
  ) {}

  /**
   * The provider's authorize URL for a new round trip of this tenant and type. `startedBy`: the
   * signed-in user asking (the profile's 绑定), whom alone its answer may bind to.
   */
  async authorizeUrl(tenantId: number, type: SocialType, redirectUri: string, startedBy: number | null = null): Promise<string> {
    const problem = redirectProblem(redirectUri);
    if (problem) throw badRequest(problem);
    const scope = tenantScope(this.deps.db, tenantId);
    const client = await this.deps.clients.enabled(scope, type);
    const { state, codeVerifier, nonce } = await openState(this.deps.db, scope, type, redirectUri, startedBy);
    return this.deps.providers[type].authorizeUrl({ client, redirectUri, state, codeVerifier, nonce });
  }

  /** 社交快捷登录: tokens for a bound account; AUTH_THIRD_LOGIN_NOT_BIND (the account waits) otherwise. */
  async login(tenantId: number, input: SocialCallbackInput, client: ClientInfo): Promise<TokenPair> {
    const { auth, db } = this.deps;
    const keys = { user: `${tenantId}:social:${sha256Hex(input.state)}`, ip: client.ip };
    const lockedFor = await auth.loginThrottle.reserve(keys);
    if (lockedFor > 0) {
      await auth.recordRefusal(tenantId, LoginLogType.SOCIAL, LoginResult.TOO_MANY_ATTEMPTS, '', client);
      throw serviceError(ErrorCodes.AUTH_LOGIN_TOO_MANY_ATTEMPTS, lockedFor);
    }
    const scope = tenantScope(db, tenantId);
    let found: Awaited<ReturnType<typeof boundUser>>;
    try {
      const row = await spendState(db, scope, input.type, input.state);
      const socialUserId = await this.identify(scope, input, row);
      found = await boundUser(db, scope, socialUserId);
      if (!found) await parkUnbound(db, scope, row, socialUserId, input.code);
    } catch (err) {
      // The reservation stays counted: a refused callback is a failure of this address.
      if (err instanceof ServiceError) await auth.recordRefusal(tenantId, LoginLogType.SOCIAL, LoginResult.BAD_CREDENTIALS, '', client);
      throw err;
    }
    await auth.loginThrottle.passed(keys);
    if (!found) throw serviceError(ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND);
    return auth.signInProven(tenantId, found, LoginLogType.SOCIAL, client);
  }

  /**
   * The password login's binding (AuthService.login calls it once the password and the user's
   * status passed, before the session starts): binds the account its round trip left waiting.
   */
  async bindOnLogin(tenantId: number, userId: number, fields: LoginSocialFields): Promise<void> {
    const { socialType: type, socialCode: code, socialState: state } = fields;
    if (typeof type !== 'number' || !code || !state) throw serviceError(ErrorCodes.SOCIAL_USER_NOT_FOUND);
    const scope = tenantScope(this.deps.db, tenantId);
    await this.deps.db.transaction(async (tx) => {
      const socialUserId = await takeUnbound(tx, scope, { type, state, code });
      if (socialUserId === undefined) throw serviceError(ErrorCodes.SOCIAL_USER_NOT_FOUND);
      await bindAccount(tx, scope, userId, type, socialUserId);
    });
  }

  /** The profile's 绑定: the round trip's account becomes the signed-in user's (moved from anyone else). */
  async bindToUser(scope: TenantScope, userId: number, input: SocialCallbackInput): Promise<true> {
    const { db } = this.deps;
    const row = await spendState(db, scope, input.type, input.state);
    // Login CSRF: a callback someone else started (a link carrying their code) binds nothing.
    if (row.startedBy !== userId) throw providerFailure('这次授权不是由你发起的，请在个人中心重新绑定');
    const socialUserId = await this.identify(scope, input, row);
    await db.transaction((tx) => bindAccount(tx, scope, userId, input.type, socialUserId));
    return true;
  }

  /** Exchanges the callback's code at the provider (as the round trip started it) and records the account. */
  private async identify(scope: TenantScope, input: SocialCallbackInput, row: StateRow): Promise<number> {
    const client = await this.deps.clients.enabled(scope, input.type);
    const profile = await this.deps.providers[input.type].exchange({
      client,
      code: input.code,
      redirectUri: row.redirectUri,
      codeVerifier: row.codeVerifier,
      nonce: row.nonce,
    });
    return upsertSocialUser(this.deps.db, scope, input.type, profile);
  }
}
