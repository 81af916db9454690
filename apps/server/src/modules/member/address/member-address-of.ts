/** What the orders ask of a member's addresses: the one they ship to. */
import type { MemberAddress } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { addressOut, memberAddressRow } from './member-address.service.ts';

/** The member's address `addressId` with its area's full name, or undefined when it is not theirs (or not there). */
export async function memberAddressOf(q: Db | Tx, scope: TenantScope, memberId: number, addressId: number): Promise<MemberAddress | undefined> {
  const row = await memberAddressRow(q, scope, memberId, addressId);
  return row && addressOut(row);
}
