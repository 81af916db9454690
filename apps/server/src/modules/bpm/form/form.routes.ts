/** Routes of formApi: the process-form list, the form designer's load and save, and the form picker. */
import { formApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { FormService } from './form.service.ts';

export function formRoutes(deps: Pick<ModuleDeps, 'db'>): RouteDef[] {
  const forms = new FormService(deps.db);
  return [
    route(formApi.create, ({ ctx, body }) => forms.create(ctx.scope, ctx.user, body)),
    route(formApi.update, ({ ctx, body }) => forms.update(ctx.scope, ctx.user, body)),
    route(formApi.delete, ({ ctx, query }) => forms.delete(ctx.scope, query.id)),
    route(formApi.get, ({ ctx, query }) => forms.get(ctx.scope, query.id)),
    route(formApi.page, ({ ctx, query }) => forms.page(ctx.scope, query)),
    route(formApi.listAllSimple, ({ ctx }) => forms.listAllSimple(ctx.scope)),
  ];
}
