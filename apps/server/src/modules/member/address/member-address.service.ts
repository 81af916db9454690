/**
 * A member's own shipping addresses. Every query names the member (`user_id`) as well as the
 * tenant, so another member's address is simply not found. The writes of one member run one at
 * a time (a transaction-scoped advisory lock on the tenant and member), so the count limit and
 * the single default hold when two requests arrive together; the partial unique index
 * `member_address_one_default` holds the latter in the database too.
 */
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes, MEMBER_ADDRESS_MAX, type BodyOf, type MemberAddress, type memberAddressApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { areaFullName } from '../../system/area/index.ts';
import { memberAddress, type MemberAddressRow } from './member-address.schema.ts';

type CreateBody = BodyOf<typeof memberAddressApi.create>;
type UpdateBody = BodyOf<typeof memberAddressApi.update>;

/** The member's rows, with an optional further condition (the scope adds the tenant's). */
const mine = (memberId: number, filter?: SQL) => and(eq(memberAddress.userId, memberId), filter)!;

/** An address as the app shows it: with its area's full name ('' if the area left the tree since). */
export const addressOut = (row: MemberAddressRow): MemberAddress => ({
  id: row.id,
  name: row.name,
  mobile: row.mobile,
  areaId: row.areaId,
  areaName: areaFullName(row.areaId) ?? '',
  detailAddress: row.detailAddress,
  defaultStatus: row.defaultStatus,
});

/** The member's address `id`, or undefined (another member's, another tenant's or none). */
export async function memberAddressRow(q: Db | Tx, scope: TenantScope, memberId: number, id: number): Promise<MemberAddressRow | undefined> {
  const [row] = await q.select().from(memberAddress).where(scope.where(memberAddress, mine(memberId, eq(memberAddress.id, id)))).limit(1);
  return row;
}

function requireArea(areaId: number) {
  if (areaFullName(areaId) === undefined) throw serviceError(ErrorCodes.ADDRESS_AREA_NOT_EXISTS, areaId);
}

/** One member's writes, one at a time: the lock ends with the transaction. */
const lockMemberAddresses = (tx: Tx, scope: TenantScope, memberId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`tenon:member_address:${scope.tenantId}`}), ${memberId}::int)`);

/** Takes the default from the member's other addresses (all of them without `except`). */
const clearDefault = (tx: Tx, scope: TenantScope, memberId: number, updater: string, except?: number) =>
  scope.update(
    memberAddress,
    { defaultStatus: false, updater },
    mine(memberId, and(eq(memberAddress.defaultStatus, true), except === undefined ? undefined : ne(memberAddress.id, except))),
    tx,
  );

export class MemberAddressService {
  constructor(private readonly db: Db) {}

  /** The member's addresses, the default first, then the newest. */
  async list(scope: TenantScope, memberId: number): Promise<MemberAddress[]> {
    const rows = await this.db
      .select()
      .from(memberAddress)
      .where(scope.where(memberAddress, mine(memberId)))
      .orderBy(desc(memberAddress.defaultStatus), desc(memberAddress.id));
    return rows.map(addressOut);
  }

  async get(scope: TenantScope, memberId: number, id: number): Promise<MemberAddress> {
    const row = await memberAddressRow(this.db, scope, memberId, id);
    if (!row) throw serviceError(ErrorCodes.ADDRESS_NOT_EXISTS);
    return addressOut(row);
  }

  /** The member's default address, or null when none is. */
  async getDefault(scope: TenantScope, memberId: number): Promise<MemberAddress | null> {
    const [row] = await this.db.select().from(memberAddress).where(scope.where(memberAddress, mine(memberId, eq(memberAddress.defaultStatus, true)))).limit(1);
    return row ? addressOut(row) : null;
  }

  /** A new address; the member's first is the default whatever the body says, and a default one takes it from the others. */
  create(scope: TenantScope, memberId: number, body: CreateBody): Promise<number> {
    requireArea(body.areaId);
    const by = String(memberId);
    return this.db.transaction(async (tx) => {
      await lockMemberAddresses(tx, scope, memberId);
      const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(memberAddress).where(scope.where(memberAddress, mine(memberId)))) as [{ count: number }];
      if (count >= MEMBER_ADDRESS_MAX) throw serviceError(ErrorCodes.ADDRESS_COUNT_MAX, MEMBER_ADDRESS_MAX);
      const defaultStatus = count === 0 || body.defaultStatus;
      if (defaultStatus) await clearDefault(tx, scope, memberId, by);
      const [row] = await scope.insert(memberAddress, { ...fieldsOf(body), defaultStatus, userId: memberId, creator: by, updater: by }, tx);
      return row!.id;
    });
  }

  async update(scope: TenantScope, memberId: number, body: UpdateBody): Promise<boolean> {
    requireArea(body.areaId);
    const by = String(memberId);
    await this.db.transaction(async (tx) => {
      await lockMemberAddresses(tx, scope, memberId);
      if (!(await memberAddressRow(tx, scope, memberId, body.id))) throw serviceError(ErrorCodes.ADDRESS_NOT_EXISTS);
      if (body.defaultStatus) await clearDefault(tx, scope, memberId, by, body.id);
      await scope.update(memberAddress, { ...fieldsOf(body), defaultStatus: body.defaultStatus, updater: by }, mine(memberId, eq(memberAddress.id, body.id)), tx);
    });
    return true;
  }

  /** Deletes the member's address (deleting the default leaves none default, as the reference). */
  async delete(scope: TenantScope, memberId: number, id: number): Promise<boolean> {
    const deleted = await scope.delete(memberAddress, mine(memberId, eq(memberAddress.id, id)));
    if (deleted === 0) throw serviceError(ErrorCodes.ADDRESS_NOT_EXISTS);
    return true;
  }
}

const fieldsOf = (body: CreateBody) => ({ name: body.name, mobile: body.mobile, areaId: body.areaId, detailAddress: body.detailAddress });
