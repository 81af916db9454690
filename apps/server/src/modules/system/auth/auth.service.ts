/**
 * Login and logout. What must stay true: an unknown username and a wrong password answer the
 * same message after the same work (no user enumeration); every attempt is written to the
 * login log; throttled attempts never reach the password check, and no more checks run than
 * the throttle allows, however many attempts arrive at once (login-throttle.ts).
 */
import { ErrorCodes } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { recordSignIn, userSigningIn, usernameOf } from '../user/index.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { LoginLogService, LoginLogType, LoginResult } from '../login-log/index.ts';
import type { Failures, LoginThrottle, ThrottleKeys } from './login-throttle.ts';
import type { LoginCaptcha } from './login-captcha.ts';
import { dummyHash, verifyPassword } from '../../../platform/password.ts';
import type { TokenPair, TokenService } from './token.service.ts';
import type { SmsCodeService } from '../sms-code/index.ts';
import { smsLoginTarget, userByMobile } from './sms-login.ts';

/** The reference's login-log result for a refused captcha. */
const CAPTCHA_REFUSED = 30;

/** The reference's login-log result "unknown": the password was right, the social binding was refused. */
const SOCIAL_BIND_REFUSED = 100;

export interface LoginInput {
  username: string;
  password: string;
  captchaVerification?: string;
  socialType?: number | null;
  socialCode?: string | null;
  socialState?: string | null;
}

/**
 * Binds the social account a round trip left waiting to the user a password login proved
 * (social/social-auth.service.ts); throws to refuse the login. A port, so that this service
 * knows nothing of providers or states.
 */
export type SocialBindPort = (
  tenantId: number,
  userId: number,
  fields: Pick<LoginInput, 'socialType' | 'socialCode' | 'socialState'>,
) => Promise<void>;

/** The throttle's keys of a password check (the console's login and the OAuth2 password grant share them). */
export const passwordKeys = (tenantId: number, username: string, ip: string): ThrottleKeys => ({ user: `${tenantId}:${username.toLowerCase()}`, ip });

export interface ClientInfo {
  ip: string;
  userAgent: string;
  traceId: string;
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: TokenService,
    private readonly loginLog: LoginLogService,
    private readonly throttle: LoginThrottle,
  ) {}

  /** The password login's recent failures for this username or address (check-use-captcha). */
  recentFailures(tenantId: number, username: string, ip: string): Promise<Failures> {
    return this.throttle.failures(passwordKeys(tenantId, username.trim(), ip));
  }

  async login(
    tenantId: number,
    input: LoginInput,
    client: ClientInfo,
    captcha?: LoginCaptcha,
    bindSocial?: SocialBindPort,
  ): Promise<TokenPair> {
    const username = input.username.trim();
    if (!username) throw serviceError(ErrorCodes.BAD_REQUEST, '用户名不能为空');
    const keys = passwordKeys(tenantId, username, client.ip);
    const log = (result: number, userId?: number) =>
      this.loginLog.record({
        tenantId,
        logType: LoginLogType.USERNAME,
        result,
        username,
        userId,
        userIp: client.ip,
        userAgent: client.userAgent,
        traceId: client.traceId,
      });

    // Reserved before the password check, so parallel guesses cannot outrun the limit; and the
    // captcha is decided on the failures seen in that same step, so they cannot outrun it either.
    const seen: Failures = { user: 0, ip: 0 };
    const lockedFor = await this.throttle.reserve(keys, seen);
    if (lockedFor > 0) {
      await log(LoginResult.TOO_MANY_ATTEMPTS);
      throw serviceError(ErrorCodes.AUTH_LOGIN_TOO_MANY_ATTEMPTS, lockedFor);
    }
    const refusal = await captcha?.refusal(seen, input.captchaVerification);
    if (refusal) {
      await log(CAPTCHA_REFUSED);
      throw serviceError(ErrorCodes.AUTH_LOGIN_CAPTCHA_CODE_ERROR, refusal);
    }

    const scope = tenantScope(this.db, tenantId);
    const found = await userSigningIn(this.db, scope, username);
    const ok = await verifyPassword(found?.password ?? (await dummyHash()), input.password);
    if (!found || !ok) {
      await log(LoginResult.BAD_CREDENTIALS, found?.id);
      throw serviceError(ErrorCodes.AUTH_LOGIN_BAD_CREDENTIALS);
    }
    await this.throttle.passed(keys);
    if (found.status !== 0) {
      await log(LoginResult.USER_DISABLED, found.id);
      throw serviceError(ErrorCodes.AUTH_LOGIN_USER_DISABLED);
    }

    // The social fields (a /bind page's login) bind the account their round trip found; a
    // binding that cannot be made refuses the login, so no session starts without it.
    if (input.socialType != null || input.socialCode || input.socialState) {
      try {
        if (!bindSocial) throw serviceError(ErrorCodes.SOCIAL_USER_NOT_FOUND);
        await bindSocial(tenantId, found.id, input);
      } catch (err) {
        await log(SOCIAL_BIND_REFUSED, found.id);
        throw err;
      }
    }

    const pair = await this.startSession(tenantId, found.id, client);
    await log(LoginResult.SUCCESS, found.id);
    return pair;
  }

  /**
   * SMS login: the same throttle as the password (keyed by the mobile), and one answer for a
   * wrong, spent or expired code and for a mobile no account holds.
   */
  async smsLogin(tenantId: number, input: { mobile: string; code: string }, client: ClientInfo, codes: SmsCodeService): Promise<TokenPair> {
    const mobile = input.mobile.trim();
    const keys = { user: `${tenantId}:sms:${mobile}`, ip: client.ip };
    const log = (result: number, found?: { id: number; username: string }) =>
      this.loginLog.record({
        tenantId,
        logType: LoginLogType.SMS,
        result,
        username: found?.username ?? mobile,
        userId: found?.id,
        userIp: client.ip,
        userAgent: client.userAgent,
        traceId: client.traceId,
      });

    const lockedFor = await this.throttle.reserve(keys);
    if (lockedFor > 0) {
      await log(LoginResult.TOO_MANY_ATTEMPTS);
      throw serviceError(ErrorCodes.AUTH_LOGIN_TOO_MANY_ATTEMPTS, lockedFor);
    }
    const ok = await codes.consume(smsLoginTarget(tenantId, mobile), input.code.trim(), client.ip);
    const found = ok ? await userByMobile(this.db, tenantId, mobile) : undefined;
    if (!found) {
      await log(LoginResult.BAD_CREDENTIALS);
      throw serviceError(ErrorCodes.SMS_CODE_INVALID);
    }
    await this.throttle.passed(keys);
    if (found.status !== 0) {
      await log(LoginResult.USER_DISABLED, found);
      throw serviceError(ErrorCodes.AUTH_LOGIN_USER_DISABLED);
    }
    const pair = await this.startSession(tenantId, found.id, client);
    await log(LoginResult.SUCCESS, found);
    return pair;
  }

  /**
   * Starts the session of a user another method has already proved (a social account's binding,
   * a registration), through the same throttle, and writes the login log with that method's type.
   * `keys.user` names what was proved (e.g. `<tenant>:social:<type>:<openid>`).
   */
  async signInProven(
    tenantId: number,
    found: { id: number; username: string; status: number },
    logType: number,
    client: ClientInfo,
  ): Promise<TokenPair> {
    const log = (result: number) =>
      this.loginLog.record({
        tenantId,
        logType,
        result,
        username: found.username,
        userId: found.id,
        userIp: client.ip,
        userAgent: client.userAgent,
        traceId: client.traceId,
      });
    if (found.status !== 0) {
      await log(LoginResult.USER_DISABLED);
      throw serviceError(ErrorCodes.AUTH_LOGIN_USER_DISABLED);
    }
    const pair = await this.startSession(tenantId, found.id, client);
    await log(LoginResult.SUCCESS);
    return pair;
  }

  /** Writes a refused attempt of another method (social, register) to the login log. */
  recordRefusal(tenantId: number, logType: number, result: number, username: string, client: ClientInfo, userId?: number): Promise<void> {
    return this.loginLog.record({ tenantId, logType, result, username, userId, userIp: client.ip, userAgent: client.userAgent, traceId: client.traceId });
  }

  /** The throttle every sign-in method goes through (login-throttle.ts). */
  get loginThrottle(): LoginThrottle {
    return this.throttle;
  }

  private startSession(tenantId: number, userId: number, client: ClientInfo): Promise<TokenPair> {
    return this.db.transaction(async (tx) => {
      await recordSignIn(tx, tenantScope(this.db, tenantId), userId, client.ip);
      return this.tokens.createSession(tenantId, userId, tx, client.ip);
    });
  }

  /** Ends the session of the presented token. Always succeeds: logging out twice is not an error. */
  async logout(accessToken: string | undefined, client: ClientInfo): Promise<true> {
    if (!accessToken) return true;
    const revoked = await this.tokens.revokeByAccessToken(accessToken);
    if (revoked) {
      const signedOut = await usernameOf(this.db, tenantScope(this.db, revoked.tenantId), revoked.userId);
      await this.loginLog.record({
        tenantId: revoked.tenantId,
        logType: LoginLogType.LOGOUT_SELF,
        result: LoginResult.SUCCESS,
        username: signedOut ?? '',
        userId: revoked.userId,
        userIp: client.ip,
        userAgent: client.userAgent,
        traceId: client.traceId,
      });
    }
    return true;
  }
}
