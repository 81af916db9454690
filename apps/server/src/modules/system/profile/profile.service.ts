/**
 * The caller's own profile. Every method takes the caller from the request context, never an
 * id from the client, so one user can only ever read or change themselves.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { requireUnique } from '../../../db/requireUnique.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { dept } from '../dept/dept.schema.ts';
import { userRole } from '../permission/permission.schema.ts';
import { post } from '../post/post.schema.ts';
import { role } from '../role/role.schema.ts';
import { user } from '../user/user.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { hashPassword, verifyPassword } from '../../../platform/password.ts';
import { normaliseMobile } from '../user/index.ts';
import { socialAccountsOf } from '../social/index.ts';

export class ProfileService {
  constructor(private readonly db: Db) {}

  private self(scope: TenantScope, id: number) {
    return requireRow(scope, user, id, ErrorCodes.USER_NOT_EXISTS);
  }

  async get(scope: TenantScope, id: number) {
    const found = await this.self(scope, id);
    const [roles, [deptRow], posts, socialUsers] = await Promise.all([
      this.db
        .select({ id: role.id, name: role.name })
        .from(userRole)
        .innerJoin(role, eq(role.id, userRole.roleId))
        .where(scope.where(userRole, and(eq(userRole.userId, id), scope.where(role)))),
      found.deptId ? scope.selectFrom(dept, eq(dept.id, found.deptId)) : Promise.resolve([]),
      found.postIds.length ? scope.selectFrom(post, inArray(post.id, found.postIds)) : Promise.resolve([]),
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
      roles,
      dept: deptRow ? { id: deptRow.id, name: deptRow.name } : null,
      posts: posts.map((p) => ({ id: p.id, name: p.name })),
      socialUsers,
    };
  }

  async update(scope: TenantScope, id: number, input: { nickname: string; email?: string; mobile?: string; sex?: number }) {
    const nickname = input.nickname.trim();
    if (!nickname) throw badRequest('用户昵称不能为空');
    const email = input.email?.trim();
    const mobile = input.mobile === undefined ? undefined : normaliseMobile(input.mobile);
    if (email) await requireUnique(scope, { table: user, column: user.email, value: email, exceptId: id }, ErrorCodes.USER_EMAIL_EXISTS, this.db);
    if (mobile) await requireUnique(scope, { table: user, column: user.mobile, value: mobile, exceptId: id }, ErrorCodes.USER_MOBILE_EXISTS, this.db);
    await scope.update(
      user,
      {
        nickname,
        ...(email !== undefined ? { email } : {}),
        ...(mobile !== undefined ? { mobile } : {}),
        ...(input.sex !== undefined ? { sex: input.sex } : {}),
      },
      eq(user.id, id),
    );
    return true;
  }

  /** Changes the password and signs out every other session of this user (stolen ones included). */
  async updatePassword(scope: TenantScope, caller: LoginUser, oldPassword: string, newPassword: string) {
    const found = await this.self(scope, caller.id);
    if (!(await verifyPassword(found.password, oldPassword))) throw serviceError(ErrorCodes.USER_PASSWORD_FAILED);
    const hash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await scope.update(user, { password: hash }, eq(user.id, caller.id), tx);
      await revokeUserSessions(scope, caller.id, tx, caller.sessionId);
    });
    return true;
  }

  async setAvatar(scope: TenantScope, id: number, url: string) {
    await scope.update(user, { avatar: url }, eq(user.id, id));
    return url;
  }
}
