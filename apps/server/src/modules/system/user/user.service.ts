import { eq } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import { user } from '../../../db/schema/index.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';

export class UserService {
  /** The signed-in user's own row (tenant-scoped like every user read). */
  async getSelf(scope: TenantScope, id: number) {
    const [row] = await scope.selectFrom(user, eq(user.id, id));
    if (!row) throw serviceError(ErrorCodes.UNAUTHORIZED);
    return row;
  }
}
