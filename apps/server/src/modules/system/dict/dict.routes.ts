/** Routes of the dictionary screens: types and data, their exports, and the two read-outs every screen uses. */
import { dictDataApi, dictTypeApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from './dict-data.service.ts';
import { DictTypeService } from './dict-type.service.ts';
import { exportDictData, exportDictTypes } from './dict.export.ts';
import { answerOnce } from '../../../platform/answer-once.ts';

export function dictRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db'>): RouteDef[] {
  const data = new DictDataService(deps.db, deps.catalogue);
  const types = new DictTypeService(deps.db, deps.catalogue, deps.config.timeZone);
  return [
    route(dictTypeApi.create, ({ ctx, body }) => types.create(ctx.user, body)),
    route(dictTypeApi.update, ({ ctx, body }) => types.update(ctx.user, body)),
    route(dictTypeApi.delete, ({ query }) => types.delete(query.id)),
    route(dictTypeApi.get, ({ query }) => types.get(query.id)),
    route(dictTypeApi.page, ({ query }) => types.page(query)),
    route(dictTypeApi.export, ({ query }) => exportDictTypes(types, data, deps.config.timeZone, query)),
    route(dictTypeApi.listAllSimple, () => types.listAllSimple()),
    route(dictDataApi.create, ({ ctx, body }) => data.create(ctx.user, body)),
    route(dictDataApi.update, ({ ctx, body }) => data.update(ctx.user, body)),
    route(dictDataApi.delete, ({ query }) => data.delete(query.id)),
    route(dictDataApi.get, ({ query }) => data.get(query.id)),
    route(dictDataApi.page, ({ query }) => data.page(query)),
    route(dictDataApi.export, ({ query }) => exportDictData(data, deps.config.timeZone, query)),
    // Every screen's first call: the cached list is serialised once, not per request.
    route(dictDataApi.listAllSimple, async ({ reply }) => {
      const list = await data.listAllSimple();
      return answerOnce(reply, list, '', () => list);
    }),
    route(dictDataApi.listByType, ({ params }) => data.listByType(params.type)),
  ];
}
