import { MemberErrorCodes } from '@tenon/contracts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { memberUser } from './member-user.schema.ts';

/** The signed-in member's own account, in their tenant's scope. */
export async function memberInfo(scope: TenantScope, memberId: number) {
  const row = await requireRow(scope, memberUser, memberId, MemberErrorCodes.MEMBER_USER_NOT_EXISTS);
  return { id: row.id, nickname: row.nickname, avatar: row.avatar, mobile: row.mobile };
}
