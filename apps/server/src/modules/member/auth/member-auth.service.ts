/**
 * Member sign-in by mobile and password. As the console's login (system/auth/auth.service.ts):
 * one answer for an unknown mobile and a wrong password, and the same work for both (an unknown
 * mobile is verified against a dummy hash); a disabled account is told only after the right
 * password; every attempt goes through the product's login throttle, reserved before the check.
 */
import { ErrorCodes, MemberErrorCodes } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { dummyHash, verifyPassword } from '../../../platform/password.ts';
import { memberSigningIn, recordMemberLogin } from '../user/index.ts';
import type { LoginThrottle } from '../../system/auth/index.ts';
import type { MemberTokenPair, MemberTokenService } from './member-token.service.ts';

export class MemberAuthService {
  constructor(
    private readonly db: Db,
    private readonly tokens: MemberTokenService,
    private readonly throttle: LoginThrottle,
  ) {}

  async login(scope: TenantScope, input: { mobile: string; password: string }, ip: string): Promise<MemberTokenPair> {
    const mobile = input.mobile.trim();
    // Keyed apart from the console's usernames, so a member's mobile never locks a user's name.
    const keys = { user: `${scope.tenantId}:member:${mobile}`, ip };
    const lockedFor = await this.throttle.reserve(keys);
    if (lockedFor > 0) throw serviceError(ErrorCodes.AUTH_LOGIN_TOO_MANY_ATTEMPTS, lockedFor);

    const found = await memberSigningIn(scope, mobile);
    const ok = await verifyPassword(found?.password ?? (await dummyHash()), input.password);
    if (!found || !ok) throw serviceError(MemberErrorCodes.MEMBER_AUTH_LOGIN_BAD_CREDENTIALS);
    await this.throttle.passed(keys);
    if (found.status !== 0) throw serviceError(MemberErrorCodes.MEMBER_AUTH_LOGIN_USER_DISABLED);

    return this.db.transaction(async (tx) => {
      await recordMemberLogin(scope, tx, found.id, ip);
      return this.tokens.createSession(scope.tenantId, found.id, ip, tx);
    });
  }
}
