/** Routes of modelApi: the model list and its dialogs, the designer's load and save, and the import. */
import { modelApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../../system/dict/index.ts';
import { ModelService } from './model.service.ts';
import { readModelUpload } from './model.import.ts';

export function modelRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'db'>): RouteDef[] {
  const models = new ModelService(deps.db, new DictDataService(deps.db, deps.catalogue));
  return [
    route(modelApi.create, ({ ctx, body }) => models.create(ctx.scope, ctx.user, body)),
    route(modelApi.update, ({ ctx, body }) => models.update(ctx.scope, ctx.user, body)),
    route(modelApi.delete, ({ ctx, query }) => models.delete(ctx.scope, query.id)),
    route(modelApi.get, ({ ctx, query }) => models.get(ctx.scope, query.id)),
    route(modelApi.page, ({ ctx, query }) => models.page(ctx.scope, query)),
    route(modelApi.import, async ({ ctx, raw }) => {
      const upload = await readModelUpload(raw);
      return models.create(ctx.scope, ctx.user, upload.fields, upload.bpmnXml);
    }),
  ];
}
