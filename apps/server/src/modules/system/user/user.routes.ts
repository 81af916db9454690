/** Routes of userApi: the user management screen (list, CRUD, status, password, export, import). */
import { userApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { withPublicAvatar, withStoredAvatar } from '../../../platform/public-url.ts';
import { DictDataService } from '../dict/index.ts';
import { UserService } from './user.service.ts';
import { exportUsers } from './user.export.ts';
import { readImportUpload, UserImporter } from './user.import.ts';

export function userRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db'>): RouteDef[] {
  const { timeZone } = deps.config;
  const users = new UserService(deps.db, timeZone, deps.catalogue);
  const dict = new DictDataService(deps.db, deps.catalogue);
  const importer = new UserImporter(deps.db, dict);
  return [
    route(userApi.create, ({ ctx, body, raw }) => users.create(ctx.scope, ctx.user, withStoredAvatar(raw, body))),
    route(userApi.update, ({ ctx, body, raw }) => users.update(ctx.scope, ctx.user, withStoredAvatar(raw, body))),
    route(userApi.delete, ({ ctx, query }) => users.delete(ctx.scope, ctx.user, query.id)),
    route(userApi.get, async ({ ctx, query, raw }) => withPublicAvatar(raw, await users.get(ctx.scope, ctx.user, query.id))),
    route(userApi.page, async ({ ctx, query, raw }) => {
      const page = await users.page(ctx.scope, ctx.user, query);
      return { ...page, list: page.list.map((u) => withPublicAvatar(raw, u)) };
    }),
    route(userApi.updatePassword, ({ ctx, body }) => users.updatePassword(ctx.scope, ctx.user, body.id, body.password)),
    route(userApi.updateStatus, ({ ctx, body }) => users.updateStatus(ctx.scope, ctx.user, body.id, body.status)),
    route(userApi.listAllSimple, ({ ctx }) => users.listAllSimple(ctx.scope, ctx.user)),
    route(userApi.export, ({ ctx, query }) => exportUsers(users, dict, timeZone, ctx.scope, ctx.user, query)),
    route(userApi.getImportTemplate, ({ ctx }) => importer.template(ctx.scope, ctx.user)),
    route(userApi.import, async ({ ctx, query, raw }) =>
      importer.import(ctx.scope, ctx.user, await readImportUpload(raw), query.updateSupport ?? false),
    ),
  ];
}
