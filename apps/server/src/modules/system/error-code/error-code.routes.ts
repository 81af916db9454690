/** Routes of errorCodeApi: the 错误码管理 screen and its export. */
import { errorCodeApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../dict/index.ts';
import { ErrorCodeService } from './error-code.service.ts';
import { exportErrorCodes } from './error-code.export.ts';

export function errorCodeRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db'>): RouteDef[] {
  const codes = new ErrorCodeService(deps.db, deps.catalogue, deps.config.timeZone);
  const dict = new DictDataService(deps.db, deps.catalogue);
  return [
    route(errorCodeApi.create, ({ ctx, body }) => codes.create(ctx.user, body)),
    route(errorCodeApi.update, ({ ctx, body }) => codes.update(ctx.user, body)),
    route(errorCodeApi.delete, ({ ctx, query }) => codes.delete(ctx.user, query.id)),
    route(errorCodeApi.get, ({ ctx, query }) => codes.get(ctx.user, query.id)),
    route(errorCodeApi.page, ({ ctx, query }) => codes.page(ctx.user, query)),
    route(errorCodeApi.export, ({ ctx, query }) => exportErrorCodes(codes, dict, deps.config.timeZone, ctx.user, query)),
  ];
}
