/**
 * The password grant's check of the user. It is a sign-in like the console's password login, so
 * it must not be a way around that login's defences: the same throttle with the same keys (a
 * lock earned here holds on the login page and the reverse), the same answer and work for an
 * unknown user and a wrong password, a disabled account told only after the right password, and
 * every attempt in the login log as a username login (100). The grant cannot show a captcha, so
 * it relies on the locks alone; a client gets it only when an administrator enables it.
 */
import { CommonStatus, ErrorCodes } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { passwordKeys, type AuthService, type ClientInfo } from '../auth/index.ts';
import { dummyHash, verifyPassword } from '../../../platform/password.ts';
import { LoginLogType, LoginResult } from '../login-log/index.ts';
import { recordSignIn, userSigningIn } from '../user/index.ts';


export class OAuth2PasswordCheck {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
  ) {}

  /** The id of the user the username and password prove, or a refusal (the token endpoint answers it as invalid_grant). */
  async userOf(tenantId: number, rawUsername: string, password: string, client: ClientInfo): Promise<number> {
    const username = rawUsername.trim();
    const log = (result: number, userId?: number) => this.auth.recordRefusal(tenantId, LoginLogType.USERNAME, result, username, client, userId);
    const keys = passwordKeys(tenantId, username, client.ip);
    const throttle = this.auth.loginThrottle;

    const lockedFor = await throttle.reserve(keys);
    if (lockedFor > 0) {
      await log(LoginResult.TOO_MANY_ATTEMPTS);
      throw serviceError(ErrorCodes.AUTH_LOGIN_TOO_MANY_ATTEMPTS, lockedFor);
    }
    const scope = tenantScope(this.db, tenantId);
    const found = await userSigningIn(this.db, scope, username);
    const ok = await verifyPassword(found?.password ?? (await dummyHash()), password);
    if (!found || !ok) {
      await log(LoginResult.BAD_CREDENTIALS, found?.id);
      throw serviceError(ErrorCodes.OAUTH2_GRANT_USER_INVALID);
    }
    await throttle.passed(keys);
    if (found.status !== CommonStatus.ENABLE) {
      await log(LoginResult.USER_DISABLED, found.id);
      throw serviceError(ErrorCodes.AUTH_LOGIN_USER_DISABLED);
    }
    await recordSignIn(this.db, scope, found.id, client.ip);
    await log(LoginResult.SUCCESS, found.id);
    return found.id;
  }
}
