/**
 * The caller's own profile. Every method takes the caller from the request context, never an
 * id from the client, so one user can only ever read or change themselves.
 */
import { ErrorCodes } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { deptNames } from '../dept/index.ts';
import { rolesOfUser } from '../permission/index.ts';
import { postNames } from '../post/index.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { hashPassword, verifyPassword } from '../../../platform/password.ts';
import { normaliseMobile, requireUser, setUserAvatar, setUserPassword, updateOwnProfile } from '../user/index.ts';
import { socialAccountsOf } from '../social/index.ts';

export class ProfileService {
  constructor(private readonly db: Db) {}

  private self(scope: TenantScope, id: number) {
    return requireUser(scope, id);
  }

  async get(scope: TenantScope, id: number) {
    const found = await this.self(scope, id);
    const [roles, deptName, posts, socialUsers] = await Promise.all([
      rolesOfUser(this.db, scope, id),
      found.deptId ? deptNames(this.db, scope.tenantId, [found.deptId]).then((names) => names.get(found.deptId!)) : Promise.resolve(undefined),
      postNames(this.db, scope, found.postIds),
      socialAccountsOf(this.db, scope, id),
    ]);
    return {
      id: found.id,
      username: found.username,
      nickname: found.nickname,
      email: found.email,
      mobile: found.mobile,
      sex: found.sex,
      avatar: found.avatar,
      status: found.status,
      remark: found.remark,
      loginIp: found.loginIp,
      loginDate: found.loginDate,
      createTime: found.createTime,
      roles: roles.map((r) => ({ id: r.id, name: r.name })),
      dept: found.deptId && deptName !== undefined ? { id: found.deptId, name: deptName } : null,
      posts: posts.map((p) => ({ id: p.id, name: p.name })),
      socialUsers,
    };
  }

  async update(scope: TenantScope, id: number, input: { nickname: string; email?: string; mobile?: string; sex?: number }) {
    const nickname = input.nickname.trim();
    if (!nickname) throw badRequest('用户昵称不能为空');
    const email = input.email?.trim();
    const mobile = input.mobile === undefined ? undefined : normaliseMobile(input.mobile);
    await updateOwnProfile(this.db, scope, id, { nickname, email, mobile, sex: input.sex });
    return true;
  }

  /** Changes the password and signs out every other session of this user (stolen ones included). */
  async updatePassword(scope: TenantScope, caller: LoginUser, oldPassword: string, newPassword: string) {
    const found = await this.self(scope, caller.id);
    if (!(await verifyPassword(found.password, oldPassword))) throw serviceError(ErrorCodes.USER_PASSWORD_FAILED);
    const hash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await setUserPassword(tx, scope, caller.id, hash);
      await revokeUserSessions(scope, caller.id, tx, caller.sessionId);
    });
    return true;
  }

  async setAvatar(scope: TenantScope, id: number, url: string) {
    await setUserAvatar(scope, id, url);
    return url;
  }
}
