/** Routes of 代码生成 (the gate keeps them to the system tenant: the group is a platform one). */
import { codegenApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { dataSourceCatalogue } from '../data-source-config/index.ts';
import { CodegenService } from './codegen.service.ts';

export function codegenRoutes(deps: Pick<ModuleDeps, 'db' | 'config'>): RouteDef[] {
  const codegen = new CodegenService({ db: deps.db, timeZone: deps.config.timeZone, catalogueOf: (id) => dataSourceCatalogue(deps, id) });
  return [
    route(codegenApi.tablePage, ({ query }) => codegen.page(query)),
    route(codegenApi.dbTableList, ({ query }) => codegen.dbTables(query)),
    route(codegenApi.detail, ({ query }) => codegen.detail(query.tableId)),
    route(codegenApi.createList, ({ ctx, body }) => codegen.createList(ctx.user, body)),
    route(codegenApi.update, ({ ctx, body }) => codegen.update(String(ctx.user.id), body)),
    route(codegenApi.syncDiff, ({ query }) => codegen.syncDiff(query.tableId)),
    route(codegenApi.syncFromDb, ({ ctx, query }) => codegen.syncFromDb(String(ctx.user.id), query.tableId)),
    route(codegenApi.delete, ({ query }) => codegen.delete(query.tableId)),
    route(codegenApi.preview, ({ query }) => codegen.preview(query.tableId)),
    route(codegenApi.download, ({ query }) => codegen.download(query.tableId)),
  ];
}
