import { memberAddressApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { MemberAddressService } from './member-address.service.ts';

/** The signed-in member's addresses: every call serves `ctx.member`'s own. */
export function memberAddressRoutes({ db }: { db: Db }): RouteDef[] {
  const addresses = new MemberAddressService(db);
  return [
    route(memberAddressApi.create, ({ ctx, body }) => addresses.create(ctx.scope, ctx.member.id, body)),
    route(memberAddressApi.update, ({ ctx, body }) => addresses.update(ctx.scope, ctx.member.id, body)),
    route(memberAddressApi.delete, ({ ctx, query }) => addresses.delete(ctx.scope, ctx.member.id, query.id)),
    route(memberAddressApi.get, ({ ctx, query }) => addresses.get(ctx.scope, ctx.member.id, query.id)),
    route(memberAddressApi.getDefault, ({ ctx }) => addresses.getDefault(ctx.scope, ctx.member.id)),
    route(memberAddressApi.list, ({ ctx }) => addresses.list(ctx.scope, ctx.member.id)),
  ];
}
