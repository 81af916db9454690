import { memberUserApi } from '@tenon/contracts';
import { publicUrl } from '../../../platform/public-url.ts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { memberInfo } from './member-user.service.ts';

export function memberUserRoutes(): RouteDef[] {
  return [
    route(memberUserApi.get, async ({ ctx, raw }) => {
      const info = await memberInfo(ctx.scope, ctx.member.id);
      return { ...info, avatar: publicUrl(raw, info.avatar) };
    }),
  ];
}
