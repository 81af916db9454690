/**
 * Self-service registration (/register) and what the login page may offer. What must stay true:
 * - nobody registers while 配置管理's `sys.account.registerUser` is not `true`;
 * - every registration solves the captcha (whatever `yudao.captcha.enable` says): the form is
 *   open to anyone, and each attempt costs the server an argon2 hash and an account;
 * - attempts go through the login throttle, per client address, so a refused one (captcha,
 *   taken username, full quota) counts like a failed login from that address;
 * - the new user meets the rules of 用户管理's create (`UserWriteCheck`: unique username,
 *   the tenant's account quota) and gets the configured role, in one transaction;
 * - a registrant never gets an administrators' role (the key refuses them, `config.builtin.ts`).
 */
import { CommonStatus, ErrorCodes, type BodyOf, type ResponseOf, type authApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { ConfigValues } from '../../infra/config/index.ts';
import type { AuthService, ClientInfo, ThrottleKeys, TokenPair } from '../auth/index.ts';
import { hashPassword } from '../../../platform/password.ts';
import type { CaptchaService } from '../captcha/index.ts';
import { LoginLogType, LoginResult } from '../login-log/index.ts';
import { insertUserRoles } from '../permission/index.ts';
import { roleIdByCode } from '../role/index.ts';
import { loginPageSocialClients } from '../social/index.ts';
import { insertUsers, UserWriteCheck } from '../user/index.ts';

/** The login log's result for a refused captcha, as the login writes it. */
const CAPTCHA_REFUSED = 30;

/**
 * Per address only: a username key would let anyone push a victim's account towards its lock by
 * "registering" its name, and a tenant-wide key would let one guesser close registration.
 */
const registerKeys = (tenantId: number, ip: string): ThrottleKeys => ({ user: `${tenantId}:register:${ip}`, ip });

export class RegisterService {
  constructor(
    private readonly db: Db,
    private readonly configValues: ConfigValues,
    private readonly captcha: CaptchaService,
    private readonly auth: AuthService,
  ) {}

  async loginOptions(tenantId: number): Promise<ResponseOf<typeof authApi.loginOptions>> {
    const scope = tenantScope(this.db, tenantId);
    const [registerEnabled, socials] = await Promise.all([this.configValues.registerEnabled(), loginPageSocialClients(this.db, scope)]);
    return { registerEnabled, socials };
  }

  async register(tenantId: number, body: BodyOf<typeof authApi.register>, client: ClientInfo): Promise<TokenPair> {
    if (!(await this.configValues.registerEnabled())) throw serviceError(ErrorCodes.AUTH_REGISTER_DISABLED);
    const username = body.username.trim();
    const nickname = body.nickname.trim();
    if (!nickname) throw badRequest('昵称不能为空');

    const throttle = this.auth.loginThrottle;
    const keys = registerKeys(tenantId, client.ip);
    const lockedFor = await throttle.reserve(keys);
    if (lockedFor > 0) {
      await this.auth.recordRefusal(tenantId, LoginLogType.USERNAME, LoginResult.TOO_MANY_ATTEMPTS, username, client);
      throw serviceError(ErrorCodes.AUTH_LOGIN_TOO_MANY_ATTEMPTS, lockedFor);
    }
    const refusal = await this.captcha.verify(body.captchaVerification);
    if (refusal) {
      await this.auth.recordRefusal(tenantId, LoginLogType.USERNAME, CAPTCHA_REFUSED, username, client);
      throw serviceError(ErrorCodes.AUTH_REGISTER_CAPTCHA_CODE_ERROR, refusal);
    }

    const created = await this.createUser(tenantId, { username, nickname, password: body.password });
    await throttle.passed(keys);
    // The reference logs a registration's sign-in as a username login (100).
    return this.auth.signInProven(tenantId, created, LoginLogType.USERNAME, client);
  }

  private async createUser(tenantId: number, input: { username: string; nickname: string; password: string }) {
    const scope = tenantScope(this.db, tenantId);
    const roleCode = await this.configValues.registerRoleCode();
    // Hashed before the transaction, as 用户管理 does: argon2 is slow on purpose, the tenant lock must be short.
    const password = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const draft = { username: input.username, mobile: '', email: '', deptId: null, postIds: [] };
      const check = await UserWriteCheck.load(tx, scope, [draft]);
      check.require(draft);
      const [row] = await insertUsers(tx, scope, [{ ...draft, nickname: input.nickname, password, status: CommonStatus.ENABLE }]);
      const granted = await roleIdByCode(tx, scope, roleCode);
      // A tenant without the configured role still takes registrations: the user starts with no role.
      if (granted !== undefined) await insertUserRoles(tx, scope, [{ userId: row!.id, roleId: granted }]);
      return row!;
    });
  }
}
